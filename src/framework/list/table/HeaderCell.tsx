import type { SortDescriptor } from '@react-types/shared';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { AppIcon } from '../../../ui/AppIcon';
import type { TableColumn } from '../tableColumns';
import { ColumnResizer } from './ColumnResizer';

export interface HeaderCellProps {
  column: TableColumn;
  sort?: SortDescriptor;
  onSortChange: (descriptor: SortDescriptor) => void;
  /** Dragging the cell's trailing edge sets its width, in px; undefined: not resizable. */
  onResize?: (key: string, width: number) => void;
  /** Shown visually hidden: the row actions' column names itself to screen readers only. */
  hideLabel?: boolean;
  cell: { 'data-cell': string; 'aria-colindex': number; tabIndex: number; onFocus: () => void };
}

/** A column header; a sortable one sorts on click, Enter or Space, ascending first. */
export function HeaderCell({ column, sort, onSortChange, onResize, hideLabel, cell }: HeaderCellProps) {
  const sortable = !!column.def?.sort;
  const direction = sort?.column === column.key ? sort.direction : undefined;
  const press = () => onSortChange({ column: column.key, direction: direction === 'ascending' ? 'descending' : 'ascending' });
  return (
    <div
      role="columnheader"
      className={`data-table__cell data-table__header${sortable ? ' data-table__header--sortable' : ''}`}
      aria-sort={direction ?? (sortable ? 'none' : undefined)}
      onClick={sortable ? press : undefined}
      onKeyDown={
        sortable
          ? (event) => {
              if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
              event.preventDefault();
              press();
            }
          : undefined
      }
      {...cell}
    >
      <span className={hideLabel ? 'data-table__hidden' : 'data-table__label column-label'}>{column.label}</span>
      {direction && <AppIcon icon={direction === 'ascending' ? IconArrowUp : IconArrowDown} size="XS" />}
      {onResize && <ColumnResizer column={column} onResize={onResize} />}
    </div>
  );
}
