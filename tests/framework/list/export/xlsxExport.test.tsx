import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SheetSpec } from '../../../../src/framework/list/export/sheet';
import { createTestApollo } from '../../../utils/mockApollo';
import { payments } from '../declarations';
import { bodyRows, fakeLayout, renderManage } from '../harness';

// jsdom has no Worker: the worker's writer is replaced, and the sheet it was handed kept.
const written: SheetSpec[] = [];
vi.mock('../../../../src/framework/list/export/writeXlsx', () => ({
  writeXlsx: async (spec: SheetSpec) => {
    written.push(spec);
    return new Blob(['xlsx']);
  },
}));

let saved: string[] = [];
beforeEach(() => {
  fakeLayout();
  saved = [];
  written.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:xlsx');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('Export Excel on a list', () => {
  it("hands the worker every row the filter selects, in the list's sort, with only the columns shown, in their order", async () => {
    const { client, db } = createTestApollo('FINANCE');
    const failed = db.all('Payment').filter((row) => row.status === 'FAILED');
    await renderManage(payments, 'payments', { route: '/payments/manage?status=FAILED&pageSize=10&sort=AMOUNT:desc&cols=amount,status', client });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const firstOnScreen = within(bodyRows()[0]).getByRole('rowheader').textContent;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });

    expect(saved[0]).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [spec] = written;
    expect(spec.rightToLeft).toBe(false);
    // The row header always shows; the columns keep the table's order.
    expect(spec.columns.map((column) => column.header)).toEqual(['Tracking code', 'Amount', 'Status']);
    expect(spec.rows).toHaveLength(failed.length);
    // The list's sort applies: the file starts where the table does.
    expect(spec.rows[0][0]).toBe(firstOnScreen);
    expect(new Set(spec.rows.map((row) => row[0]))).toEqual(new Set(failed.map((row) => row.trackingCode)));
    expect(new Set(spec.rows.map((row) => row[2]))).toEqual(new Set(['Failed']));
  }, 60_000);
});
