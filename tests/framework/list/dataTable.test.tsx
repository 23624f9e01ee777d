import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { languages } from './declarations';
import { bodyRows, fakeLayout, renderManage, searchOf, withSpareLanguages } from './harness';

beforeEach(() => {
  fakeLayout();
});

const route = '/langs/manage?q=Zulutest&pageSize=all&sort=TITLE:asc';

async function renderLongPage() {
  // 150 spare languages: All is a long page.
  const { client } = withSpareLanguages(150, { padded: true });
  const result = await renderManage(languages, 'langs', { route, client });
  await waitFor(() => expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '151'));
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  return result;
}

const focusedCell = () => document.activeElement as HTMLElement;

describe('a long page (DataTable)', () => {
  it('keeps the grid semantics with only the rows in view, and shows later rows when scrolled', async () => {
    await renderLongPage();
    const grid = screen.getByRole('grid', { name: 'Languages' });
    expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    const rows = bodyRows();
    expect(rows.length).toBeLessThan(150);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Zulutest 001');
    expect(within(grid).getByRole('columnheader', { name: 'English name' })).toHaveAttribute('aria-sort', 'ascending');

    const body = within(grid).getAllByRole('rowgroup')[1];
    body.scrollTop = 140 * 41;
    fireEvent.scroll(body);
    const last = await waitFor(() => grid.querySelector('[role="row"][aria-rowindex="151"]'));
    expect(last).toHaveTextContent('Zulutest 150');
    expect(grid.querySelector('[role="row"][aria-rowindex="2"]')).toBeNull();
    // The first row held the tab stop; scrolled away, a row in view holds it, so Tab still reaches the grid.
    const stops = body.querySelectorAll('[data-cell][tabindex="0"]');
    expect(stops).toHaveLength(1);
  });

  it('sorts from a column header by click and by keyboard', async () => {
    const { router } = await renderLongPage();
    const title = screen.getByRole('columnheader', { name: 'English name' });
    await userEvent.setup().click(title);
    await waitFor(() => expect(searchOf(router).get('sort')).toBe('TITLE:desc'));
    await waitFor(() => expect(within(bodyRows()[0]).getByRole('rowheader')).toHaveTextContent('Zulutest 150'));
    const header = screen.getByRole('columnheader', { name: 'English name' });
    header.focus();
    fireEvent.keyDown(header, { key: 'Enter' });
    await waitFor(() => expect(searchOf(router).get('sort')).toBe('TITLE:asc'));
  });

  it('moves from cell to cell with the arrow keys and selects a row with Space', async () => {
    await renderLongPage();
    const user = userEvent.setup();
    const first = within(bodyRows()[0]).getByRole('rowheader');
    first.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedCell()).toHaveTextContent('Zulutest 002'));
    expect(focusedCell()).toHaveAttribute('role', 'rowheader');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(focusedCell().getAttribute('aria-colindex')).toBe(String(Number(first.getAttribute('aria-colindex')) + 1)));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(focusedCell().closest('[role="row"]')).toHaveAttribute('aria-rowindex', '2'));
    // One cell is in the tab order: the focused one.
    expect(screen.getByRole('grid').querySelectorAll('[data-cell][tabindex="0"]')).toHaveLength(1);

    await user.keyboard(' ');
    await waitFor(() => expect(bodyRows()[0]).toHaveAttribute('aria-selected', 'true'));
    expect(within(bodyRows()[0]).getByRole('checkbox', { name: 'Select Zulutest 001' })).toBeChecked();
    await user.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(focusedCell().closest('[role="row"]')).toHaveAttribute('aria-rowindex', '151'));
  });

  it('reaches a row\'s actions with End on their first button, and the arrow back leaves them for the cell before', async () => {
    await renderLongPage();
    const user = userEvent.setup();
    const row = bodyRows()[0];
    within(row).getByRole('rowheader').focus();
    await user.keyboard('{End}');
    // The actions cell is no stop of its own: its first button (Edit) takes the focus.
    await waitFor(() => expect(focusedCell()).toBe(within(row).getByRole('link', { name: 'Edit Zulutest 001' })));
    await user.keyboard('{ArrowRight}');
    expect(focusedCell()).toBe(within(row).getByRole('button', { name: /^Delete Zulutest 001/ }));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    const actions = focusedCell().closest('[role="row"]')!.querySelector('[data-focus-child]')!;
    expect(focusedCell()).toHaveAttribute('data-cell');
    expect(focusedCell().nextElementSibling).toBe(actions);
    // Down from an action reaches the same action on the next row.
    await user.keyboard('{End}{ArrowDown}');
    await waitFor(() => expect(focusedCell()).toBe(within(bodyRows()[1]).getByRole('link', { name: 'Edit Zulutest 002' })));
  });

  it('returns Tab to the last focused cell after its row scrolled out of the window', async () => {
    await renderLongPage();
    const user = userEvent.setup();
    const grid = screen.getByRole('grid', { name: 'Languages' });
    within(bodyRows()[0]).getByRole('rowheader').focus();
    await user.keyboard('{PageDown}{PageDown}{ArrowRight}');
    const remembered = focusedCell().closest('[role="row"]')!.getAttribute('aria-rowindex');
    const col = focusedCell().getAttribute('aria-colindex');
    expect(Number(remembered)).toBeGreaterThan(2);
    // Out of the grid, and its rows scrolled back to the top: the remembered row is no longer rendered.
    act(() => (document.activeElement as HTMLElement).blur());
    const body = within(grid).getAllByRole('rowgroup')[1];
    body.scrollTop = 0;
    fireEvent.scroll(body);
    await waitFor(() => expect(grid.querySelector(`[role="row"][aria-rowindex="${remembered}"]`)).toBeNull());
    // Tab lands on the stand-in in view, which hands the focus back to the remembered cell.
    const standIn = body.querySelector<HTMLElement>('[data-cell][tabindex="0"]')!;
    act(() => standIn.focus());
    await waitFor(() => expect(focusedCell().closest('[role="row"]')).toHaveAttribute('aria-rowindex', remembered!));
    expect(focusedCell()).toHaveAttribute('aria-colindex', col!);
  });

  it('selects every row with Select All and feeds the bulk action bar', async () => {
    await renderLongPage();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Select All' }));
    await waitFor(() => expect(bodyRows().every((row) => row.getAttribute('aria-selected') === 'true')).toBe(true));
    expect(await screen.findByText(/150 selected/)).toBeInTheDocument();
  });

  it('shows the whole text of a cut cell when the keyboard focuses it', async () => {
    await renderLongPage();
    // jsdom lays nothing out: every cell text is wider than its box, as a cut one is.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('cell-text') ? 500 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('cell-text') ? 100 : 1200;
    });
    const cell = within(bodyRows()[0]).getByRole('rowheader');
    act(() => cell.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Zulutest 001');
  });
});
