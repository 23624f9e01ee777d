import { Checkbox } from '@adobe/react-spectrum';
import type { SortDescriptor } from '@react-types/shared';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { memo, useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppIcon } from '../../ui/AppIcon';
import type { AnyRow } from './listDocument';
import type { TableColumn } from './tableColumns';
import { ROW_HEIGHT } from './tableModel';
import './largeGrid.css';

export interface LargeGridProps {
  title: string;
  /** Sized columns, the actions column included. */
  columns: TableColumn[];
  rows: AnyRow[];
  rowHeader: string;
  renderCell: (row: AnyRow, column: TableColumn) => ReactNode;
  /** The row's name for its checkbox. */
  rowName: (row: AnyRow) => string;
  selectable: boolean;
  selected: ReadonlySet<string>;
  disabled: ReadonlySet<string>;
  onSelectionChange: (ids: string[] | 'all') => void;
  /** Enter on a row's cell: open the row, as its edit action does. */
  onRowAction?: (row: AnyRow) => void;
  sort?: SortDescriptor;
  onSortChange: (descriptor: SortDescriptor) => void;
}

/** Rows rendered above and below the ones in view, so a fast scroll shows no blank. */
const OVERSCAN = 8;

/** The narrowest a column gets, in px. */
const minOf = (column: TableColumn) => {
  const width = column.width?.defaultWidth;
  const min = column.width?.minWidth ?? 48;
  return typeof width === 'number' ? Math.max(width, min) : min;
};

const trackOf = (column: TableColumn) => {
  const width = column.width?.defaultWidth;
  const min = column.width?.minWidth ?? 48;
  if (typeof width === 'string') return `minmax(${min}px, ${width})`;
  return `${Math.max(width ?? min, min)}px`;
};

/**
 * A grid for long pages (All on thousands of rows) that builds nothing for the rows out of view:
 * the rows array is the model, and a row exists only while it is on screen. It keeps the
 * semantics of Spectrum's TableView (ARIA grid with `aria-rowcount` and `aria-rowindex`, sortable
 * column headers, a checkbox per row and Select All, arrow keys from cell to cell, Enter to open
 * a row and Space to select it) without its collection of a node per cell, which for 10,000 rows
 * cost seconds before the first one showed.
 */
export function LargeGrid(props: LargeGridProps) {
  const { title, columns, rows, selectable, selected, disabled, onSelectionChange } = props;
  const intl = useIntl();
  const body = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const [view, setView] = useState({ top: 0, height: 600 });
  // The focused cell: row -1 is the header; keyboard focus moves through cells (roving tabindex).
  const [focus, setFocus] = useState({ row: 0, col: 0 });
  const colCount = columns.length + (selectable ? 1 : 0);
  const template = [...(selectable ? ['48px'] : []), ...columns.map(trackOf)].join(' ');
  // Rows are absolutely placed: the space is as wide as the narrowest grid, so it scrolls sideways.
  const minWidth = (selectable ? 48 : 0) + columns.reduce((sum, column) => sum + minOf(column), 0);

  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    const measure = () => setView({ top: element.scrollTop, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = body.current!;
    if (head.current) head.current.scrollLeft = element.scrollLeft;
    setView((current) => (current.top === element.scrollTop ? current : { top: element.scrollTop, height: element.clientHeight }));
  };

  const first = Math.max(0, Math.floor(view.top / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((view.top + view.height) / ROW_HEIGHT) + OVERSCAN);
  const selectableCount = rows.length - disabled.size;
  const allSelected = selectableCount > 0 && selected.size >= selectableCount;

  const toggle = useCallback(
    (id: string, on: boolean) => {
      const next = new Set(selected);
      if (on) next.add(id);
      else next.delete(id);
      onSelectionChange([...next]);
    },
    [selected, onSelectionChange],
  );

  /** Moves the focus to a cell, scrolling its row into view first so that it exists. */
  const moveTo = (row: number, col: number) => {
    const target = { row: Math.max(-1, Math.min(rows.length - 1, row)), col: Math.max(0, Math.min(colCount - 1, col)) };
    const element = body.current!;
    if (target.row >= 0) {
      const rowTop = target.row * ROW_HEIGHT;
      let top = element.scrollTop;
      if (rowTop < top) top = rowTop;
      else if (rowTop + ROW_HEIGHT > top + element.clientHeight) top = rowTop + ROW_HEIGHT - element.clientHeight;
      element.scrollTop = top;
      // The row is rendered in this very update, not after the scroll event.
      setView({ top, height: element.clientHeight });
    }
    pendingFocus.current = `${target.row}:${target.col}`;
    setFocus(target);
  };

  // Focus follows the update that rendered the cell.
  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    const cell = grid.current?.querySelector<HTMLElement>(`[data-cell="${pendingFocus.current}"]`);
    if (!cell) return;
    pendingFocus.current = null;
    cell.focus({ preventScroll: true });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-cell]');
    // A row's checkbox (focused by a click) moves like its cell; Space there is its own toggle.
    const onCheckbox = target instanceof HTMLInputElement && target.type === 'checkbox';
    if (event.defaultPrevented || !cell || (cell !== target && !onCheckbox) || (onCheckbox && event.key === ' ')) return;
    const [row, col] = cell.dataset.cell!.split(':').map(Number);
    const rtl = getComputedStyle(cell).direction === 'rtl';
    const page = Math.max(1, Math.floor((body.current?.clientHeight ?? 0) / ROW_HEIGHT) - 1);
    const moves: Record<string, () => void> = {
      ArrowDown: () => moveTo(row + 1, col),
      ArrowUp: () => moveTo(row - 1, col),
      ArrowRight: () => moveTo(row, col + (rtl ? -1 : 1)),
      ArrowLeft: () => moveTo(row, col + (rtl ? 1 : -1)),
      PageDown: () => moveTo(row + page, col),
      PageUp: () => moveTo(Math.max(0, row - page), col),
      Home: () => (event.ctrlKey ? moveTo(0, col) : moveTo(row, 0)),
      End: () => (event.ctrlKey ? moveTo(rows.length - 1, col) : moveTo(row, colCount - 1)),
    };
    if (event.key === 'Enter' && row >= 0 && props.onRowAction && !onCheckbox) {
      // Enter opens the focused row, as in TableView; Space (below) selects it.
      event.preventDefault();
      props.onRowAction(rows[row]);
      return;
    }
    if (event.key === ' ' && selectable) {
      // Space selects the focused cell's row, as in TableView; on the header, every row.
      event.preventDefault();
      if (row < 0) onSelectionChange(allSelected ? [] : 'all');
      else if (!disabled.has(rows[row].id)) toggle(rows[row].id, !selected.has(rows[row].id));
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  // One cell is in the tab order: the focused one, or, when its row has scrolled away, the same
  // column in the first row in view, so Tab always reaches the grid.
  const tabRow = focus.row < 0 || (focus.row >= first && focus.row < last) ? focus.row : first;
  const cellProps = (row: number, col: number) => ({
    'data-cell': `${row}:${col}`,
    'aria-colindex': col + 1,
    tabIndex: tabRow === row && focus.col === col ? 0 : -1,
    onFocus: () => (focus.row === row && focus.col === col ? undefined : setFocus({ row, col })),
  });

  return (
    <div
      ref={grid}
      role="grid"
      className="large-grid"
      aria-label={title}
      aria-rowcount={rows.length + 1}
      aria-colcount={colCount}
      aria-multiselectable={selectable || undefined}
      onKeyDown={onKeyDown}
    >
      <div role="rowgroup" className="large-grid__head" ref={head}>
        <div role="row" aria-rowindex={1} className="large-grid__row" style={{ gridTemplateColumns: template, minWidth }}>
          {selectable && (
            <div role="columnheader" className="large-grid__cell large-grid__check" {...cellProps(-1, 0)}>
              <Checkbox
                aria-label={intl.formatMessage({ id: 'list.grid.selectAll' })}
                isSelected={allSelected}
                isIndeterminate={selected.size > 0 && !allSelected}
                onChange={(on) => onSelectionChange(on ? 'all' : [])}
                excludeFromTabOrder
              />
            </div>
          )}
          {columns.map((column, index) => (
            <HeaderCell key={column.key} column={column} sort={props.sort} onSortChange={props.onSortChange} {...cellProps(-1, index + (selectable ? 1 : 0))} />
          ))}
        </div>
      </div>
      <div role="rowgroup" className="large-grid__body" ref={body} onScroll={onScroll}>
        <div className="large-grid__space" style={{ height: rows.length * ROW_HEIGHT, minWidth }}>
          {rows.slice(first, last).map((row, offset) => {
            const index = first + offset;
            const isSelected = selected.has(row.id);
            return (
              <div
                key={row.id}
                role="row"
                aria-rowindex={index + 2}
                aria-selected={selectable ? isSelected : undefined}
                className="large-grid__row large-grid__row--body"
                style={{ gridTemplateColumns: template, top: index * ROW_HEIGHT }}
              >
                {selectable && (
                  <div role="gridcell" className="large-grid__cell large-grid__check" {...cellProps(index, 0)}>
                    <Checkbox
                      aria-label={intl.formatMessage({ id: 'list.grid.selectRow' }, { name: props.rowName(row) })}
                      isSelected={isSelected}
                      isDisabled={disabled.has(row.id)}
                      onChange={(on) => toggle(row.id, on)}
                      excludeFromTabOrder
                    />
                  </div>
                )}
                {columns.map((column, col) => (
                  <div key={column.key} role={column.key === props.rowHeader ? 'rowheader' : 'gridcell'} className="large-grid__cell" {...cellProps(index, col + (selectable ? 1 : 0))}>
                    <GridCellContent row={row} column={column} render={props.renderCell} />
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** A cell's content, rendered again only when its row or column changes (not on each scroll). */
const GridCellContent = memo(function GridCellContent({ row, column, render }: { row: AnyRow; column: TableColumn; render: LargeGridProps['renderCell'] }) {
  return <>{render(row, column)}</>;
});

interface HeaderCellProps {
  column: TableColumn;
  sort?: SortDescriptor;
  onSortChange: (descriptor: SortDescriptor) => void;
  'data-cell': string;
  'aria-colindex': number;
  tabIndex: number;
  onFocus: () => void;
}

/** A column header; a sortable one sorts on click, Enter or Space, ascending first. */
function HeaderCell({ column, sort, onSortChange, ...cell }: HeaderCellProps) {
  const sortable = !!column.def?.sort;
  const direction = sort?.column === column.key ? sort.direction : undefined;
  const press = () => onSortChange({ column: column.key, direction: direction === 'ascending' ? 'descending' : 'ascending' });
  return (
    <div
      role="columnheader"
      className={`large-grid__cell large-grid__header${sortable ? ' large-grid__header--sortable' : ''}`}
      aria-sort={direction ?? (sortable ? 'none' : undefined)}
      onClick={sortable ? press : undefined}
      onKeyDown={
        sortable
          ? (event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              press();
            }
          : undefined
      }
      {...cell}
    >
      <span className="large-grid__label column-label">{column.label}</span>
      {direction && <AppIcon icon={direction === 'ascending' ? IconArrowUp : IconArrowDown} size="XS" />}
    </div>
  );
}
