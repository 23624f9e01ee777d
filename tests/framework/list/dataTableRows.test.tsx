import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '../../../src/i18n/messages/en/list.json';
import type { AnyRow } from '../../../src/framework/list/listDocument';
import { DataTable, type DataTableProps } from '../../../src/framework/list/table/DataTable';
import type { TableColumn } from '../../../src/framework/list/tableColumns';
import { fakeLayout } from './harness';

beforeEach(() => {
  fakeLayout();
});

const columns: TableColumn[] = [
  { key: 'name', label: 'Name', width: { defaultWidth: '200fr', minWidth: 80 } },
  { key: 'code', label: 'Code', width: { defaultWidth: 90, minWidth: 90 } },
];
const rows: AnyRow[] = Array.from({ length: 5 }, (_, index) => ({ __typename: 'Thing', id: `t${index}`, name: `Thing ${index}`, code: `C${index}` }));

function renderTable(props: Partial<DataTableProps> = {}) {
  const renderCell = vi.fn((row: AnyRow, column: TableColumn): ReactNode => String(row[column.key]));
  const onRowAction = vi.fn();
  const onSelectionChange = vi.fn();
  const all: DataTableProps = {
    title: 'Things',
    columns,
    rows,
    rowHeader: 'name',
    renderCell,
    rowName: (row) => String(row.name),
    selectable: true,
    selected: new Set(),
    disabled: new Set(),
    onSelectionChange,
    onRowAction,
    onSortChange: vi.fn(),
    empty: 'Nothing here',
    ...props,
  };
  const view = render(
    <IntlProvider locale="en" messages={messages}>
      <DataTable {...all} />
    </IntlProvider>,
  );
  return { ...view, renderCell, onRowAction, onSelectionChange };
}

const bodyRows = () => within(screen.getByRole('grid')).getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('marks the rows deleted elsewhere as leaving, and only those', () => {
    renderTable({ leaving: new Set(['t2']) });
    expect(bodyRows()[2]).toHaveAttribute('data-leaving');
    expect(bodyRows().filter((row) => row.hasAttribute('data-leaving'))).toHaveLength(1);
  });

  it('renders no cell again on the first pointer or key press, nor when focus moves', async () => {
    const { renderCell } = renderTable();
    const rendered = renderCell.mock.calls.length;
    expect(rendered).toBe(rows.length * columns.length);
    const user = userEvent.setup();
    await user.keyboard('{Shift}');
    fireEvent.pointerDown(document.body);
    act(() => within(bodyRows()[0]).getByRole('rowheader').focus());
    await user.keyboard('{ArrowDown}');
    expect(within(bodyRows()[1]).getByRole('rowheader')).toHaveFocus();
    expect(renderCell.mock.calls.length).toBe(rendered);
  });

  it('opens a clicked row while nothing is selected, and toggles it once rows are selected', async () => {
    const user = userEvent.setup();
    const { onRowAction, onSelectionChange, unmount } = renderTable();
    await user.click(within(bodyRows()[1]).getByRole('gridcell', { name: 'C1' }));
    expect(onRowAction).toHaveBeenCalledWith('t1');
    unmount();
    const selected = renderTable({ selected: new Set(['t0']) });
    await user.click(within(bodyRows()[1]).getByRole('gridcell', { name: 'C1' }));
    expect(selected.onRowAction).not.toHaveBeenCalled();
    expect(selected.onSelectionChange).toHaveBeenCalledWith(['t0', 't1']);
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('resizes a column by dragging its edge, never below its minimum', () => {
    const { container } = renderTable();
    const edge = container.querySelectorAll<HTMLElement>('.data-table__resizer')[0];
    fireEvent.pointerDown(edge, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(edge, { clientX: 250, pointerId: 1 });
    fireEvent.pointerUp(edge, { pointerId: 1 });
    // jsdom lays nothing out: the header starts 0 wide, so the drag sets 150 px.
    expect(within(screen.getByRole('grid')).getAllByRole('row')[0].style.gridTemplateColumns).toBe('38px 150px 90px');
    fireEvent.pointerDown(edge, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(edge, { clientX: 20, pointerId: 1 });
    expect(within(screen.getByRole('grid')).getAllByRole('row')[0].style.gridTemplateColumns).toBe('38px 80px 90px');
  });

  it('resizes a column from the keyboard: Shift+Arrow on its header, never below its minimum', () => {
    renderTable();
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-keyshortcuts', 'Shift+ArrowLeft Shift+ArrowRight');
    const template = () => within(screen.getByRole('grid')).getAllByRole('row')[0].style.gridTemplateColumns;
    // jsdom lays nothing out: the header is 0 wide, so one step wider is the minimum (80 px)…
    fireEvent.keyDown(header, { key: 'ArrowRight', shiftKey: true });
    expect(template()).toBe('38px 80px 90px');
    // …and a plain arrow still moves between cells, resizing nothing.
    vi.spyOn(header, 'getBoundingClientRect').mockReturnValue({ width: 120 } as DOMRect);
    fireEvent.keyDown(header, { key: 'ArrowRight', shiftKey: true });
    expect(template()).toBe('38px 136px 90px');
    fireEvent.keyDown(header, { key: 'ArrowLeft', shiftKey: true });
    expect(template()).toBe('38px 104px 90px');
    fireEvent.keyDown(header, { key: 'ArrowRight' });
    expect(template()).toBe('38px 104px 90px');
  });

  it("keeps the tab stop on the first row's name when the columns before it go (the card's width, measured after the first render)", () => {
    const cover: TableColumn = { key: 'cover', label: 'Cover', width: { defaultWidth: 60, minWidth: 60 } };
    const { rerender } = renderTable({ columns: [cover, ...columns] });
    const stop = () => screen.getByRole('grid').querySelector<HTMLElement>('[data-cell][tabindex="0"]');
    expect(stop()).toBe(within(bodyRows()[0]).getByRole('rowheader'));
    const props: DataTableProps = {
      title: 'Things', columns, rows, rowHeader: 'name', renderCell: (row, column) => String(row[column.key]), rowName: (row) => String(row.name),
      selectable: true, selected: new Set(), disabled: new Set(), onSelectionChange: vi.fn(), onRowAction: vi.fn(), onSortChange: vi.fn(), empty: 'Nothing here',
    };
    rerender(
      <IntlProvider locale="en" messages={messages}>
        <DataTable {...props} />
      </IntlProvider>,
    );
    expect(stop()).toBe(within(bodyRows()[0]).getByRole('rowheader'));
    expect(screen.getByRole('grid').querySelectorAll('[data-cell][tabindex="0"]')).toHaveLength(1);
  });

  it('shows the empty state in place of the rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '1');
    expect(screen.getByRole('gridcell')).toHaveTextContent('Nothing here');
  });
});
