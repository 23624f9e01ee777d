import type { SortDescriptor } from '@react-types/shared';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { AppIcon } from '../../../ui/AppIcon';
import type { TableColumn } from '../tableColumns';
import { ColumnResizer } from './ColumnResizer';
import { minOf } from './columnTracks';

/** How far Shift+Arrow moves a column's trailing edge, in px. */
const RESIZE_STEP = 16;

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

/**
 * Shift+ArrowRight / Shift+ArrowLeft on a resizable header moves its trailing edge (mirrored in a
 * right-to-left page): the keyboard's way to the width a pointer drags.
 */
function resizeByKey(event: KeyboardEvent<HTMLDivElement>, column: TableColumn, onResize: (key: string, width: number) => void): boolean {
  if (!event.shiftKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return false;
  const header = event.currentTarget;
  const rtl = getComputedStyle(header).direction === 'rtl';
  const wider = event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
  const width = header.getBoundingClientRect().width + (wider ? RESIZE_STEP : -RESIZE_STEP);
  onResize(column.key, Math.max(minOf(column), Math.round(width)));
  return true;
}

/** What a date column's sort indicator says in words. */
const DATE_ORDER = { ascending: 'list.sort.oldestFirst', descending: 'list.sort.newestFirst' } as const;

/**
 * A column header; a sortable one sorts on click, Enter or Space, ascending first. The sorted one
 * says its order with an arrow, and a date column in words too ("oldest first"), as a queue's
 * order matters to who works it.
 */
export function HeaderCell({ column, sort, onSortChange, onResize, hideLabel, cell }: HeaderCellProps) {
  const intl = useIntl();
  const sortable = !!column.def?.sort;
  const direction = sort?.column === column.key ? sort.direction : undefined;
  const dated = (column.kind ?? column.def?.kind) === 'date';
  const note = direction && dated ? intl.formatMessage({ id: DATE_ORDER[direction] }) : null;
  const press = () => onSortChange({ column: column.key, direction: direction === 'ascending' ? 'descending' : 'ascending' });
  return (
    <div
      role="columnheader"
      className={`data-table__cell data-table__header${sortable ? ' data-table__header--sortable' : ''}`}
      aria-sort={direction ?? (sortable ? 'none' : undefined)}
      data-column={column.key}
      onClick={sortable ? press : undefined}
      aria-keyshortcuts={onResize ? 'Shift+ArrowLeft Shift+ArrowRight' : undefined}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        if (onResize && resizeByKey(event, column, onResize)) event.preventDefault();
        else if (sortable && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          press();
        }
      }}
      {...cell}
    >
      <span className={hideLabel ? 'data-table__hidden' : 'data-table__label column-label'}>{column.label}</span>
      {direction && <AppIcon icon={direction === 'ascending' ? IconArrowUp : IconArrowDown} size="XS" />}
      {/* Said to the eye; assistive technology hears aria-sort, and the header keeps its name. */}
      {note && <span className="data-table__sort-note" aria-hidden>{note}</span>}
      {/* A faint mark says the column sorts before it is pressed, in the room the fitting keeps for it. */}
      {sortable && !direction && (
        <span className="data-table__sortable-mark">
          <AppIcon icon={IconArrowsSort} size="XS" />
        </span>
      )}
      {onResize && <ColumnResizer column={column} onResize={onResize} />}
    </div>
  );
}
