import type { SortDescriptor } from '@react-types/shared';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { TableColumn } from '../tableColumns';
import { Check } from './Check';
import { HeaderCell } from './HeaderCell';

/** What a header cell carries for the grid's keys: its place, whether it is the tab stop, its focus. */
export type HeaderCellProps = (col: number) => { 'data-cell': string; 'aria-colindex': number; tabIndex: number; onFocus: () => void };

interface HeaderRowProps {
  columns: TableColumn[];
  style: CSSProperties;
  selectable: boolean;
  /** Select All: every selectable row selected, some, or none can be. */
  selection: { all: boolean; some: boolean; none: boolean; onChange: (on: boolean) => void };
  sort?: SortDescriptor;
  onSortChange: (descriptor: SortDescriptor) => void;
  onResize: (key: string, width: number) => void;
  /** Columns of controls: no label, no resizing. */
  fixedColumns?: ReadonlySet<string>;
  cell: HeaderCellProps;
}

/** The grid's header row: Select All, then a sortable, resizable header per column. */
export function HeaderRow({ columns, style, selectable, selection, sort, onSortChange, onResize, fixedColumns, cell }: HeaderRowProps) {
  const intl = useIntl();
  return (
    <div role="row" aria-rowindex={1} className="data-table__row" style={style}>
      {selectable && (
        <div role="columnheader" className="data-table__cell data-table__check" {...cell(0)}>
          <Check
            label={intl.formatMessage({ id: 'list.grid.selectAll' })}
            checked={selection.all}
            indeterminate={selection.some && !selection.all}
            disabled={selection.none}
            onChange={selection.onChange}
          />
        </div>
      )}
      {columns.map((column, index) => {
        const fixed = fixedColumns?.has(column.key);
        return (
          <HeaderCell
            key={column.key}
            column={column}
            sort={sort}
            onSortChange={onSortChange}
            onResize={fixed ? undefined : onResize}
            hideLabel={fixed}
            cell={cell(index + (selectable ? 1 : 0))}
          />
        );
      })}
    </div>
  );
}
