import { memo, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import type { AnyRow } from '../listDocument';
import type { TableColumn } from '../tableColumns';
import { ROW_HEIGHT } from '../tableModel';
import { Check } from './Check';
import { cellEdges, type RowRange } from './cellRange';
import type { GridEditing } from './gridEditing';

export type RenderCell = (row: AnyRow, column: TableColumn) => ReactNode;

/** What rows share; one object for all of them, so a row renders again only when its own state changes. */
export interface RowShared {
  columns: TableColumn[];
  template: string;
  rowHeader: string;
  selectable: boolean;
  renderCell: RenderCell;
  onToggle: (id: string, on: boolean) => void;
  onCellFocus: (row: number, col: number) => void;
  onRowClick: (index: number, event: MouseEvent) => void;
  /** Columns of controls only (the row actions): the keys that reach one of their cells focus its first control. */
  controlColumns: ReadonlySet<string>;
  /** Cell editing, when the list edits in place. */
  editing?: GridEditing;
  onCellDoubleClick: (row: number, col: number) => void;
}

interface DataRowProps {
  row: AnyRow;
  index: number;
  shared: RowShared;
  selected: boolean;
  disabled: boolean;
  leaving: boolean;
  /** The column of this row's cell in the tab order, else -1. */
  tabCol: number;
  /** The name of the row for its checkbox. */
  name: string;
  /** The column of this row's cell being edited, else -1, and its editor. */
  editCol: number;
  editor: ReactNode;
  /** The part of the cell range on this row (its columns, whether it is the top or bottom edge), else null. */
  range: RowRange | null;
}

/** One body row, placed by its index; its cells are the grid's gridcells and its row header. */
export const DataRow = memo(function DataRow({ row, index, shared, selected, disabled, leaving, tabCol, name, editCol, editor, range }: DataRowProps) {
  const { columns, selectable } = shared;
  const offset = selectable ? 1 : 0;
  // Controls in cells are reached with the arrow keys (useGridKeys): Tab leaves the grid from its one stop.
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    element.current?.querySelectorAll<HTMLElement>('[data-cell]:not([data-editing]) :is(a[href], button, input)').forEach((control) => (control.tabIndex = -1));
  });
  const inRange = (col: number) => range !== null && col >= range.first && col <= range.last;
  const cell = (col: number) => ({
    'data-cell': `${index}:${col}`,
    // A cell of the range: selected for assistive technology, tinted and outlined on its edges.
    'aria-selected': inRange(col) || undefined,
    'data-range': inRange(col) ? cellEdges(range!, col) || 'inside' : undefined,
    'aria-colindex': col + 1,
    tabIndex: tabCol === col ? 0 : -1,
    onFocus: () => shared.onCellFocus(index, col),
  });
  return (
    <div
      ref={element}
      role="row"
      data-key={row.id}
      data-leaving={leaving || undefined}
      aria-rowindex={index + 2}
      aria-selected={selectable ? selected : undefined}
      className="data-table__row data-table__row--body"
      style={{ gridTemplateColumns: shared.template, insetBlockStart: index * ROW_HEIGHT }}
      onClick={(event) => shared.onRowClick(index, event)}
    >
      {selectable && (
        <div role="gridcell" className="data-table__cell data-table__check" {...cell(0)}>
          <Check label={name} checked={selected} disabled={disabled} onChange={(on) => shared.onToggle(row.id, on)} />
        </div>
      )}
      {columns.map((column, col) => {
        const edit = shared.editing?.cellOf(row, column.key) ?? null;
        const editing = editCol === col + offset;
        return (
          <div
            key={column.key}
            role={column.key === shared.rowHeader ? 'rowheader' : 'gridcell'}
            className="data-table__cell"
            data-focus-child={shared.controlColumns.has(column.key) || undefined}
            data-editing={editing || undefined}
            aria-readonly={shared.editing && !edit?.editable && !shared.controlColumns.has(column.key) ? true : undefined}
            onDoubleClick={edit?.editable && !edit.inForm ? () => shared.onCellDoubleClick(index, col + offset) : undefined}
            {...cell(col + offset)}
          >
            {editing ? editor : <CellContent row={row} column={column} render={shared.renderCell} />}
          </div>
        );
      })}
    </div>
  );
});

/** A cell's content, rendered again only when its row or column changes (not on selection or focus). */
const CellContent = memo(function CellContent({ row, column, render }: { row: AnyRow; column: TableColumn; render: RenderCell }) {
  return <>{render(row, column)}</>;
});
