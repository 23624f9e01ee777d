import type { SortDescriptor } from '@react-types/shared';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AnyRow } from '../listDocument';
import type { TableColumn } from '../tableColumns';
import { ROW_HEIGHT } from '../tableModel';
import { tracksOf, type ColumnWidths } from './columnTracks';
import { DataRow, type RenderCell, type RowShared } from './DataRow';
import { HeaderRow } from './HeaderRow';
import { useFocusKeeper } from './useFocusKeeper';
import type { GridEditing } from './gridEditing';
import { useCellEditing } from './useCellEditing';
import { rowRange } from './cellRange';
import { useCellRange } from './useCellRange';
import { gridKeyHandler } from './useGridKeys';
import { useRowWindow } from './useRowWindow';
import './dataTable.css';

export interface DataTableProps {
  title: string;
  /** Sized columns, the actions column included. */
  columns: TableColumn[];
  rows: AnyRow[];
  rowHeader: string;
  renderCell: RenderCell;
  /** The row's name for its checkbox. */
  rowName: (row: AnyRow) => string;
  selectable: boolean;
  selected: ReadonlySet<string>;
  /** Rows that cannot be selected (they still open). */
  disabled: ReadonlySet<string>;
  /** Rows deleted elsewhere, shown leaving until the page is read again. */
  leaving?: ReadonlySet<string>;
  onSelectionChange: (ids: string[] | 'all') => void;
  /** Enter on a row, or a click while nothing is selected: open it, as its edit action does. */
  onRowAction?: (id: string) => void;
  sort?: SortDescriptor;
  onSortChange: (descriptor: SortDescriptor) => void;
  /**
   * Columns of controls (the row actions'): their header shows no label, they keep their width,
   * and the arrow keys, Home and End that reach one of their cells focus its first control.
   */
  fixedColumns?: ReadonlySet<string>;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  /** Cell editing (Enter, F2, a typed character or a double-click on an editable cell); without it the grid only reads. */
  editing?: GridEditing;
  /** A cell's plain text, for a copied range whose rows are out of view (not rendered). */
  cellText?: (row: AnyRow, column: TableColumn) => string;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The rows to render: those in view, and the row being edited wherever it is. Its editor survives
 * a scroll that takes it out of All's window (the focus, the typed text and Enter stay with it),
 * as react-aria's virtualizer keeps its focused item.
 */
function rendered(view: { first: number; last: number }, editing: number | undefined, count: number): number[] {
  const indexes = Array.from({ length: view.last - view.first }, (_, offset) => view.first + offset);
  if (editing !== undefined && editing < count && (editing < view.first || editing >= view.last)) indexes.push(editing);
  return indexes;
}
const CELL_CONTROLS = 'a[href], button:not([disabled])';
const INTERACTIVE = 'a, button, input, [role="button"], .data-table__resizer, [data-cell-editor]';

/**
 * The list's table, for every page size: an ARIA grid of plain elements whose rows are the model
 * itself, a row existing only while it is in view (useRowWindow), so 10 rows and All on 10,000
 * cost the same to show. Sortable headers (`aria-sort`), resizable columns, a checkbox per row and
 * Select All, arrow keys from cell to cell with one tab stop, Enter to open a row, Space to select;
 * a row action that takes its row away leaves the focus on the next row's (useFocusKeeper).
 * A row renders again only when its selection, focus or leaving mark changes; nothing here reads
 * react-aria's interaction modality, so the first key or pointer press re-renders no row.
 */
export function DataTable(props: DataTableProps) {
  const { title, columns, rows, selectable, selected, disabled, onSelectionChange } = props;
  const leaving = props.leaving ?? NONE;
  const intl = useIntl();
  const grid = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const view = useRowWindow(body, head, rows.length);
  useFocusKeeper(grid, rows);
  // The focused cell: row -1 is the header; keyboard focus moves through cells (roving tabindex).
  // Until the user moves it, the tab stop is the first row's name, which says what the row is,
  // in whatever column it is now: a grid shown with its rows at once first renders every column,
  // then the ones the card's measured width leaves (the columns before the name may go).
  const [moved, setFocus] = useState<{ row: number; col: number } | null>(null);
  const nameCol = Math.max(0, columns.findIndex((column) => column.key === props.rowHeader)) + (selectable ? 1 : 0);
  const focus = useMemo(() => moved ?? { row: 0, col: nameCol }, [moved, nameCol]);
  const [widths, setWidths] = useState<ColumnWidths>(() => new Map());
  const colCount = columns.length + (selectable ? 1 : 0);
  const { template, minWidth } = tracksOf(columns, selectable, widths);
  const selectableCount = rows.length - disabled.size;
  const allSelected = selectableCount > 0 && selected.size >= selectableCount;

  // The latest state for the rows' callbacks, which keep one identity so rows stay memoized.
  const latest = useRef({ selected, onSelectionChange, onRowAction: props.onRowAction, rows });
  latest.current = { selected, onSelectionChange, onRowAction: props.onRowAction, rows };
  const toggle = useCallback((id: string, on: boolean) => {
    const next = new Set(latest.current.selected);
    if (on) next.add(id);
    else next.delete(id);
    latest.current.onSelectionChange([...next]);
  }, []);
  // A press on a cell focuses it where it is; the Tab that lands on the stand-in (below) does not press.
  const pressing = useRef(false);
  const onCellFocus = useCallback((row: number, col: number) => setFocus((current) => (current?.row === row && current.col === col ? current : { row, col })), []);
  // A click on a row (not on a control in it) opens it, or, once rows are selected, toggles it.
  const onRowClick = useCallback((index: number, event: MouseEvent) => {
    if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
    const { selected: now, rows: all, onRowAction } = latest.current;
    const row = all[index];
    if (now.size > 0 && selectable && !disabled.has(row.id)) toggle(row.id, !now.has(row.id));
    else onRowAction?.(row.id);
  }, [selectable, disabled, toggle]);
  const controlColumns = props.fixedColumns ?? NONE;
  // Each row's checkbox name, worded once per row: the grid renders again on every scroll step
  // that brings rows into view, and wording the name of every row in view each time was a good
  // part of that step's script.
  const { rowName } = props;
  const nameOf = useMemo(() => {
    const names = new WeakMap<AnyRow, string>();
    return (row: AnyRow) => {
      let name = names.get(row);
      if (name === undefined) names.set(row, (name = intl.formatMessage({ id: 'list.grid.selectRow' }, { name: rowName(row) })));
      return name;
    };
  }, [intl, rowName]);
  const onResize = useCallback((key: string, width: number) => setWidths((current) => new Map(current).set(key, width)), []);

  /** Moves the focus to a cell, scrolling its row into view first so that it exists. */
  const moveTo = (row: number, col: number) => {
    const target = { row: Math.max(-1, Math.min(rows.length - 1, row)), col: Math.max(0, Math.min(colCount - 1, col)) };
    if (target.row >= 0) view.reveal(target.row);
    pendingFocus.current = `${target.row}:${target.col}`;
    setFocus(target);
  };
  // Focus follows the update that rendered the cell.
  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    const cell = grid.current?.querySelector<HTMLElement>(`[data-cell="${pendingFocus.current}"]`);
    if (!cell) return;
    pendingFocus.current = null;
    // A cell of row actions is there for its buttons: the first of them takes the focus.
    const control = cell.hasAttribute('data-focus-child') ? cell.querySelector<HTMLElement>(CELL_CONTROLS) : null;
    (control ?? cell).focus({ preventScroll: true });
  });

  const onSelect = (row: number) => {
    if (row < 0) onSelectionChange(allSelected ? [] : 'all');
    else if (!disabled.has(rows[row].id)) toggle(rows[row].id, !selected.has(rows[row].id));
  };
  const gridKeys = gridKeyHandler({ rowCount: rows.length, colCount, perPage: view.perPage, selectable, moveTo, onSelect, onOpen: props.onRowAction });
  const cellRange = useCellRange({ grid, rows, columns, lead: selectable ? 1 : 0, controlColumns, perPage: view.perPage, focus, editing: props.editing, cellText: props.cellText, moveTo });
  const cellEditing = useCellEditing({
    editing: props.editing, rows, columns, lead: selectable ? 1 : 0, colCount, controlColumns, rowHeader: props.rowHeader, onRowAction: props.onRowAction, moveTo,
    focusOn: (cell) => {
      view.reveal(cell.row);
      setFocus(cell);
    },
  });
  const shared = useMemo<RowShared>(
    () => ({ columns, template, rowHeader: props.rowHeader, selectable, renderCell: props.renderCell, onToggle: toggle, onCellFocus, onRowClick, controlColumns, editing: props.editing, onCellDoubleClick: cellEditing.onDoubleClick }),
    [columns, template, props.rowHeader, selectable, props.renderCell, toggle, onCellFocus, onRowClick, controlColumns, props.editing, cellEditing.onDoubleClick],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (cellRange.onKey(event)) return;
    // An editor opening (or an undo) ends the range, as a plain move does.
    if (cellEditing.onKey(event)) cellRange.clear();
    else gridKeys(event);
  };

  // One cell is in the tab order: the focused one, or, when its row has scrolled away, the same
  // column in the first row in view, so Tab always reaches the grid; that stand-in hands the focus
  // back to the cell it stands for, scrolled into view (the WAI-ARIA grid: Tab returns to the last
  // focused cell).
  const tabRow = focus.row < 0 || (focus.row >= view.first && focus.row < view.last) ? focus.row : view.first;
  const standsIn = tabRow !== focus.row;
  const focusFor = standsIn ? { ...shared, onCellFocus: (row: number, col: number) => (pressing.current || row !== tabRow || col !== focus.col ? onCellFocus(row, col) : moveTo(focus.row, focus.col)) } : shared;
  const headerCell = (col: number) => ({
    'data-cell': `-1:${col}`,
    'aria-colindex': col + 1,
    tabIndex: tabRow === -1 && focus.col === col ? 0 : -1,
    onFocus: () => onCellFocus(-1, col),
  });

  return (
    <>
      <div
        ref={grid}
        role="grid"
        className={view.scrolls ? 'data-table data-table--scrolls' : 'data-table'}
        aria-label={title}
        aria-rowcount={rows.length + 1}
        aria-colcount={colCount}
        // Rows select (their checkboxes) and so do cells (a Shift+arrow range): aria-selected on each.
        aria-multiselectable
        onKeyDown={onKeyDown}
        // Editing's code starts on the first sign of it: the focus, or the pointer coming over the grid.
        onFocus={props.editing?.prepare}
        onPointerEnter={props.editing?.prepare}
        onPaste={(event) => cellEditing.onPaste(event, cellRange.block)}
        onCopy={(event) => cellRange.onCopy(event) || cellEditing.onCopy(event)}
        onPointerDown={() => {
          cellRange.clear();
          // The focus a press gives comes in this task; a later Tab is a keyboard's.
          pressing.current = true;
          setTimeout(() => {
            pressing.current = false;
          });
        }}
      >
        <div role="rowgroup" className="data-table__head" ref={head}>
          <HeaderRow
            columns={columns}
            style={{ gridTemplateColumns: template, minWidth }}
            selectable={selectable}
            selection={{ all: allSelected, some: selected.size > 0, none: selectableCount === 0, onChange: (on) => onSelectionChange(on ? 'all' : []) }}
            sort={props.sort}
            onSortChange={props.onSortChange}
            onResize={onResize}
            fixedColumns={props.fixedColumns}
            cell={headerCell}
          />
        </div>
        <div role="rowgroup" className="data-table__body" ref={body} onScroll={view.onScroll}>
          {rows.length === 0 ? (
            <div role="row" className="data-table__empty-row">
              <div role="gridcell" aria-colspan={colCount} className="data-table__empty">
                {props.empty}
              </div>
            </div>
          ) : (
            <div className="data-table__space" style={{ blockSize: rows.length * ROW_HEIGHT, minWidth }}>
              {rendered(view, cellEditing.cell?.row, rows.length).map((index) => {
                const row = rows[index];
                return (
                  <DataRow
                    key={row.id}
                    row={row}
                    index={index}
                    shared={index === tabRow ? focusFor : shared}
                    selected={selected.has(row.id)}
                    disabled={disabled.has(row.id)}
                    leaving={leaving.has(row.id)}
                    tabCol={tabRow === index ? focus.col : -1}
                    name={selectable ? nameOf(row) : ''}
                    editCol={cellEditing.cell?.row === index ? cellEditing.cell.col : -1}
                    editor={cellEditing.editorFor(index, row)}
                    range={rowRange(cellRange.range, index)}
                  />
                );
              })}
            </div>
          )}
        </div>
      </div>
      {cellRange.announcer}
    </>
  );
}
