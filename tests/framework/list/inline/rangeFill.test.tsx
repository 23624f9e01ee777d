import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import plans from '../../../../src/entities/plan';
import type { EntityDeclaration } from '../../../../src/framework/entity/types';
import { parsePasted } from '../../../../src/framework/list/inline/pasteBlock';
import { cellCopyText } from '../../../../src/framework/list/table/gridEditing';
import { createTestApollo } from '../../../utils/mockApollo';
import { bodyRows, fakeLayout, renderManage } from '../harness';

beforeEach(fakeLayout);

/** The body cell of `row` under the column header named `name`. */
function cellOf(row: HTMLElement, name: string): HTMLElement {
  const headers = screen.getAllByRole('columnheader');
  const index = headers.findIndex((header) => header.textContent?.startsWith(name));
  return row.querySelector<HTMLElement>(`[aria-colindex="${index + 1}"]`)!;
}

const selectedCells = () => [...document.querySelectorAll<HTMLElement>('[role="gridcell"][aria-selected="true"], [role="rowheader"][aria-selected="true"]')];

/** Three plans of a fresh list, sorted by title, with their rows in the test database. */
async function threePlans() {
  sessionStorage.clear();
  const apollo = createTestApollo('ADMIN');
  const template = apollo.db.all('Plan')[0];
  ['a', 'b', 'c'].forEach((letter, n) => apollo.db.insert('Plan', { ...template, id: undefined, title: `Rangetest ${letter}`, price: 100000 * (n + 1), currency: 'IRR', durationDays: 30 }));
  const plan = (letter: string) => apollo.db.all('Plan').find((row) => row.title === `Rangetest ${letter}`)!;
  await renderManage(plans as unknown as EntityDeclaration, 'plans', { route: '/plans/manage?q=Rangetest&sort=TITLE:asc', client: apollo.client });
  await waitFor(() => expect(bodyRows()).toHaveLength(3));
  return { apollo, plan, user: userEvent.setup() };
}

describe('a range of cells (issue 33)', () => {
  it('Shift+arrows select a rectangle (aria-selected); Ctrl+C copies it as a block and says so; a plain arrow or Esc clears it', async () => {
    const { user } = await threePlans();
    cellOf(bodyRows()[0], 'Price').focus();
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowRight}{/Shift}');
    expect(selectedCells()).toHaveLength(6);
    expect(cellOf(bodyRows()[2], 'Duration')).toHaveFocus();
    expect(cellOf(bodyRows()[0], 'Price')).toHaveAttribute('data-range', 'top start');
    expect(cellOf(bodyRows()[2], 'Duration')).toHaveAttribute('data-range', 'bottom end');

    const setData = vi.fn();
    fireEvent.copy(document.activeElement!, { clipboardData: { setData } });
    const copied = parsePasted(setData.mock.calls[0][1] as string);
    expect(copied).toHaveLength(3);
    expect(copied.map((line) => line.length)).toEqual([2, 2, 2]);
    expect(copied[1][0]).toBe(cellCopyText(cellOf(bodyRows()[1], 'Price')));
    expect(await screen.findByText('Copied 3 × 2 cells.')).toBeInTheDocument();

    // Row selection still works beside it: Space selects the focused row.
    await user.keyboard(' ');
    await waitFor(() => expect(bodyRows()[2]).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{ArrowUp}');
    expect(selectedCells()).toHaveLength(0);
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(selectedCells()).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(selectedCells()).toHaveLength(0);
  });

  it("Ctrl+D fills the top row's price down the range: one summary, one save of every row, one undo step", async () => {
    const { plan, user } = await threePlans();
    cellOf(bodyRows()[0], 'Price').focus();
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}{Control>}d{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Fill 2 cells down' });
    expect(dialog).toHaveTextContent('2 cells: 2 change, 0 refused');
    await user.click(within(dialog).getByRole('button', { name: 'Save 2 changes' }));
    await waitFor(() => expect([plan('b').price, plan('c').price]).toEqual([100000, 100000]));

    cellOf(bodyRows()[0], 'Price').focus();
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect([plan('b').price, plan('c').price]).toEqual([200000, 300000]));
  });

  it('one pasted value fills every cell of the range; without a range Ctrl+D takes the value above', async () => {
    const { plan, user } = await threePlans();
    cellOf(bodyRows()[0], 'Duration').focus();
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    fireEvent.paste(document.activeElement!, { clipboardData: { getData: () => '45\r\n' } });
    const dialog = await screen.findByRole('dialog', { name: 'Paste 3 cells' });
    await user.click(within(dialog).getByRole('button', { name: 'Save 3 changes' }));
    await waitFor(() => expect(['a', 'b', 'c'].map((letter) => plan(letter).durationDays)).toEqual([45, 45, 45]));

    cellOf(bodyRows()[1], 'Price').focus();
    await user.keyboard('{Control>}d{/Control}');
    const above = await screen.findByRole('dialog', { name: 'Fill 1 cell down' });
    await user.click(within(above).getByRole('button', { name: 'Save 1 change' }));
    await waitFor(() => expect(plan('b').price).toBe(100000));
  });
});
