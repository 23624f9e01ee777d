import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import { PHONE_QUERY } from '../../../src/ui/usePhone';
import { createTestApollo } from '../../utils/mockApollo';
import { payments } from './declarations';
import { bodyRows, fakeLayout, renderManage, searchOf } from './harness';

/** Payments with one filter beside the search and three under "More filters". */
const declaration = {
  ...payments,
  filters: [
    { kind: 'enum', name: 'status', enumName: 'PaymentStatus', primary: true },
    { kind: 'reference', name: 'userId', entity: 'User' },
    { kind: 'dateRange', name: 'paidAt' },
    { kind: 'enum', name: 'currency', enumName: 'Currency' },
  ],
} as unknown as EntityDeclaration;

const chips = () => screen.getByRole('grid', { name: 'Active filters' });
const chip = (name: string) => within(chips()).getByRole('row', { name });

beforeEach(fakeLayout);
afterEach(() => vi.unstubAllGlobals());

describe('the filter bar', () => {
  it('shows the primary filters beside the search and counts the active ones under More filters', async () => {
    const user = userEvent.setup();
    await renderManage(declaration, 'payments', { route: '/payments/manage?status=FAILED&currency=USD' });
    await waitFor(() => expect(chips()).toBeInTheDocument());
    const bar = screen.getByRole('search');
    expect(within(bar).getByRole('button', { name: /Status/ })).toHaveTextContent('Failed');
    expect(within(bar).queryByRole('combobox', { name: 'User' })).toBeNull();
    const more = within(bar).getByRole('button', { name: 'More filters (1 active)' });
    // Every active filter is a chip, the hidden one too.
    expect(chip('Status: Failed')).toBeInTheDocument();
    expect(chip('Currency: US dollar')).toBeInTheDocument();

    await user.click(more);
    const dialog = await screen.findByRole('dialog', { name: 'More filters' });
    expect(within(dialog).getByRole('combobox', { name: 'User' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Paid' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Currency/ })).toHaveTextContent('US dollar');
  });

  it('clears a filter with Delete or Backspace on its chip, or its remove button; the others stay', async () => {
    const user = userEvent.setup();
    const { router } = await renderManage(declaration, 'payments', { route: '/payments/manage?status=FAILED&currency=USD&paidAtFrom=2026-03-01&paidAtTo=2026-03-31' });
    await waitFor(() => expect(chips()).toBeInTheDocument());
    expect(chip('Paid: Mar 1, 2026 – Mar 31, 2026')).toBeInTheDocument();

    chip('Currency: US dollar').focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(searchOf(router).has('currency')).toBe(false));
    expect(searchOf(router).get('status')).toBe('FAILED');

    chip('Paid: Mar 1, 2026 – Mar 31, 2026').focus();
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(searchOf(router).has('paidAtFrom') || searchOf(router).has('paidAtTo')).toBe(false));

    await user.click(within(chip('Status: Failed')).getByRole('button', { name: /Remove/ }));
    await waitFor(() => expect(searchOf(router).has('status')).toBe(false));
    expect(screen.queryByRole('grid', { name: 'Active filters' })).toBeNull();
    // The last chip gone, the focus is on the search, not lost to the page.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it('clears every filter and the search with Clear all', async () => {
    const user = userEvent.setup();
    const { router } = await renderManage(declaration, 'payments', { route: '/payments/manage?q=TRK&status=FAILED&currency=USD' });
    await waitFor(() => expect(chips()).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(searchOf(router).toString()).toBe(''));
    expect(screen.queryByRole('grid', { name: 'Active filters' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it('offers no Clear all on a queue as it opens, also when a link names its default; a choice beyond it brings it', async () => {
    const queue = { ...declaration, defaultFilter: { status: 'PENDING' } } as EntityDeclaration;
    const user = userEvent.setup();
    const { router } = await renderManage(queue, 'payments', { route: '/payments/manage?status=PENDING' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
    expect(screen.queryByRole('grid', { name: 'Active filters' })).toBeNull();

    const bar = screen.getByRole('search');
    await user.type(within(bar).getByRole('searchbox', { name: 'Search' }), 'TRK{Enter}');
    await waitFor(() => expect(searchOf(router).get('q')).toBe('TRK'));
    await user.click(await screen.findByRole('button', { name: 'Clear all' }));
    // Cleared, the queue is as it opens: its default again, nothing left to clear.
    await waitFor(() => expect(searchOf(router).has('q')).toBe(false));
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it("holds the list's tools in one toolbar, one tab stop before the search, arrows between its buttons", async () => {
    const user = userEvent.setup();
    await renderManage(declaration, 'payments', { route: '/payments/manage' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const tools = screen.getByRole('toolbar', { name: 'Payments: tools' });
    const buttons = within(tools).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toContain('Export CSV');
    buttons[0].focus();
    await user.keyboard('{ArrowRight}');
    // The first arrow runs once the toolbar's focus manager has loaded (it starts with the focus).
    await waitFor(() => expect(buttons[1]).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(tools).toContainElement(document.activeElement as HTMLElement);
  });

  it("names a user's chip by the user, not the id", async () => {
    const { client, db } = createTestApollo('ADMIN');
    const payer = db.all('Payment')[0].user as { id: string; fullName: string };
    await renderManage(declaration, 'payments', { route: `/payments/manage?userId=${payer.id}`, client });
    await waitFor(() => expect(within(chips()).getByRole('row', { name: new RegExp(`^User: ${payer.fullName}`) })).toBeInTheDocument());
  });

  it('puts every filter behind one Filters button on a phone, the search staying', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === PHONE_QUERY, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    const user = userEvent.setup();
    await renderManage(declaration, 'payments', { route: '/payments/manage?status=FAILED' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const bar = screen.getByRole('search');
    expect(within(bar).getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    // No filter control in the row: its one button besides the search field's own clear button.
    expect(within(bar).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Clear search', 'Filters (1 active)']);
    expect(within(bar).queryByRole('combobox')).toBeNull();
    await user.click(within(bar).getByRole('button', { name: 'Filters (1 active)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('button', { name: /Status/ })).toHaveTextContent('Failed');
    expect(within(dialog).getByRole('combobox', { name: 'User' })).toBeInTheDocument();
  });
});
