import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languages } from '../declarations';
import { bodyRows, fakeLayout, renderManage } from '../harness';

let printed = 0;
beforeEach(() => {
  fakeLayout();
  printed = 0;
  // jsdom has no print dialog: count the calls, and what was on paper at that moment.
  vi.spyOn(window, 'print').mockImplementation(() => {
    printed += 1;
  });
});
afterEach(() => vi.restoreAllMocks());

const paper = () => document.querySelector<HTMLElement>('.list-print');

describe('printing a list', () => {
  it('Print renders every row the list holds as a table for paper, with the filter line, then opens the dialog', async () => {
    await renderManage(languages, 'langs', { route: '/langs/manage?isActive=true&pageSize=2' });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(paper()).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(printed).toBe(1);
    const sheet = paper()!;
    expect(sheet.classList.contains('print-document')).toBe(true);
    const table = within(sheet).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['English name', 'Code', 'Active']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(sheet.textContent).toContain('Filter: Active: Yes');
    expect(sheet.textContent).toMatch(/2 rows, printed \w{3} \d{1,2}, \d{4}/);
    // After printing, the paper table goes.
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(paper()).toBeNull());
  });

  it("the browser's own Print (beforeprint) and Ctrl+P build it too; without a filter the line says so", async () => {
    await renderManage(languages, 'langs', { route: '/langs/manage?pageSize=all' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    window.dispatchEvent(new Event('beforeprint'));
    // Synchronously, before the page is laid out for paper.
    expect(paper()!.textContent).toContain('No filter: every row.');
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(paper()).toBeNull());

    const key = new KeyboardEvent('keydown', { key: 'p', ctrlKey: true, bubbles: true, cancelable: true });
    window.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(true);
    expect(printed).toBe(1);
    expect(paper()).not.toBeNull();
  });
});
