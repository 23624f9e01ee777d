import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typePolicies } from '../../../src/apollo/typePolicies';
import { createTestApollo } from '../../utils/mockApollo';
import { languages, payments } from './declarations';
import { bodyRows, fakeLayout, renderManage } from './harness';


let saved: { blob: Blob; filename: string }[] = [];

beforeEach(() => {
  fakeLayout();
  saved = [];
  // jsdom has no object URLs and does not download: capture what would be saved instead.
  let blob: Blob | undefined;
  URL.createObjectURL = vi.fn((value: Blob) => {
    blob = value;
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blob!, filename: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

const lines = async (blob: Blob) => (await blob.text()).split('\r\n').filter(Boolean);

describe('CSV export', () => {
  it('exports every row matching the filter, not only the page, with a BOM', async () => {
    const { client, db } = createTestApollo('ADMIN');
    const active = db.all('Language').filter((row) => row.isActive).length;
    await renderManage(languages, 'langs', { route: '/langs/manage?isActive=true&pageSize=2', client });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));

    expect(saved[0].filename).toMatch(/^langs-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(saved[0].blob.type).toBe('text/csv;charset=utf-8');
    // Blob.text() decodes and drops the BOM; the bytes must still carry it.
    expect([...new Uint8Array(await saved[0].blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = await lines(saved[0].blob);
    expect(header).toBe('English name,Code,Active');
    expect(rows).toHaveLength(active);
    expect(rows.every((row) => row.endsWith(',Yes'))).toBe(true);
  });

  it('fetches 10,000 payments in chunks of 1,000 and shows progress while it takes long', async () => {
    const { client: direct } = createTestApollo('ADMIN');
    const requests: unknown[] = [];
    const slow = new ApolloLink((operation, forward) => {
      if (operation.variables.pageSize === 1000) requests.push(operation.variables.page);
      return forward(operation).pipe(delay(120));
    });
    const client = new ApolloClient({ cache: new InMemoryCache({ typePolicies }), link: ApolloLink.from([slow, direct.link]) });
    await renderManage(payments, 'payments', { route: '/payments/manage?sort=AMOUNT:desc', client });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const firstOnScreen = within(bodyRows()[0]).getByRole('rowheader').textContent;

    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('progressbar', { name: 'Preparing the export…' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    // The progress goes once the file is handed over (a render later).
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Preparing the export…' })).not.toBeInTheDocument());

    expect(requests).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const [header, ...rows] = await lines(saved[0].blob);
    expect(header).toContain('Tracking code');
    expect(rows).toHaveLength(10_000);
    // The list's sort (amount, descending) applies: the export starts where the table does.
    expect(rows[0].split(',')[0]).toBe(firstOnScreen);
  }, 60_000);
});
