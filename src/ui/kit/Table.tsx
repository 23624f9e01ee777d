import { IconArrowUp, IconCheck, IconMinus } from '@tabler/icons-react';
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import {
  Cell as RACCell, Checkbox, Collection, Column as RACColumn, Row as RACRow, Table as RACTable,
  TableBody as RACTableBody, TableHeader as RACTableHeader, useTableOptions,
  type Key, type Selection, type SortDescriptor,
} from 'react-aria-components';
import './collections.css';

type EmptyState = (() => ReactNode) | undefined;
const EmptyContext = createContext<EmptyState>(undefined);
const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export interface TableProps {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Row padding: Spectrum's compact (6 px), regular (10 px) or spacious (14 px). */
  density?: 'compact' | 'regular' | 'spacious';
  /** `truncate` cuts long cells with an ellipsis; `wrap` (default) lets them wrap. */
  overflowMode?: 'wrap' | 'truncate';
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Rows with a checkbox each (and one for all in the header when `multiple`). */
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: 'all' | Iterable<Key>;
  onSelectionChange?: (keys: Selection) => void;
  disabledKeys?: Iterable<Key>;
  /** Enter or a click on a row (without selection, or beside its checkbox). */
  onRowAction?: (key: Key) => void;
  /** What an empty body shows (Spectrum's renderEmptyState on the TableView). */
  renderEmptyState?: () => ReactNode;
  /** On the scrolling frame: `maxBlockSize`, `minBlockSize`… */
  style?: CSSProperties;
  className?: string;
  children: ReactNode;
}

/**
 * A short table drawn like Spectrum's TableView, on react-aria-components' grid: arrow keys move
 * between rows and cells, Enter on a sortable column's header sorts by it, optional checkboxes.
 * A native `<table>`, no virtualizer: for tens of rows (the trash, a module's words).
 *
 * @example
 * <Table aria-labelledby={headingId} density="spacious" renderEmptyState={() => t('undo.trash.empty')}>
 *   <TableHeader>
 *     <Column id="label" isRowHeader>{t('undo.trash.columns.label')}</Column>
 *     <Column id="actions" align="end">{t('undo.trash.columns.actions')}</Column>
 *   </TableHeader>
 *   <TableBody items={items}>
 *     {(item) => <Row id={item.id}><Cell>{item.label}</Cell><Cell align="end">…</Cell></Row>}
 *   </TableBody>
 * </Table>
 */
export function Table({ density = 'regular', overflowMode = 'wrap', renderEmptyState, className, style, children, ...props }: TableProps) {
  return (
    <div className={cx('kit-table', `kit-table--${density}`, `kit-table--${overflowMode}`, className)} style={style}>
      <EmptyContext.Provider value={renderEmptyState}>
        <RACTable {...props} className="kit-table__table">
          {children}
        </RACTable>
      </EmptyContext.Provider>
    </div>
  );
}

/** The selection checkbox of a row, or of the header (all rows). */
function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" className="kit-checkbox">
      {({ isSelected, isIndeterminate }) => (
        <span className="kit-checkbox__box" aria-hidden>
          {isIndeterminate ? <IconMinus size={10} stroke={3} /> : isSelected && <IconCheck size={10} stroke={3} />}
        </span>
      )}
    </Checkbox>
  );
}

export interface TableHeaderProps<T extends object> {
  /** Data for a function child, as Spectrum's `columns`. */
  columns?: Iterable<T>;
  children: ReactNode | ((column: T) => ReactNode);
}

export function TableHeader<T extends object>({ columns, children }: TableHeaderProps<T>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <RACTableHeader className="kit-table__header">
      {selectionBehavior === 'toggle' && selectionMode !== 'none' && (
        <RACColumn className="kit-table__column kit-table__column--check">{selectionMode === 'multiple' && <SelectionCheckbox />}</RACColumn>
      )}
      <Collection items={columns}>{children}</Collection>
    </RACTableHeader>
  );
}

export interface ColumnProps {
  id?: Key;
  /** The column whose cell names its row (at least one). */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  align?: 'start' | 'center' | 'end';
  /** The header is read by assistive technology only (icon columns). */
  hideHeader?: boolean;
  width?: number | string;
  minWidth?: number | string;
  textValue?: string;
  children: ReactNode;
}

export function Column({ align = 'start', hideHeader, width, minWidth, children, ...props }: ColumnProps) {
  return (
    <RACColumn {...props} className={cx('kit-table__column', `kit-table--align-${align}`)} style={{ inlineSize: width, minInlineSize: minWidth }}>
      {({ allowsSorting, sortDirection }) => (
        <span className="kit-table__column-content">
          {hideHeader ? <span className="kit-visually-hidden">{children}</span> : children}
          {allowsSorting && (
            <IconArrowUp size={14} aria-hidden className="kit-table__sort" data-direction={sortDirection} />
          )}
        </span>
      )}
    </RACColumn>
  );
}

export interface TableBodyProps<T extends object> {
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  /** Overrides the Table's. */
  renderEmptyState?: () => ReactNode;
}

export function TableBody<T extends object>({ renderEmptyState, ...props }: TableBodyProps<T>) {
  const fromTable = useContext(EmptyContext);
  const empty = renderEmptyState ?? fromTable;
  return (
    <RACTableBody {...props} className="kit-table__body" renderEmptyState={empty && (() => <div className="kit-table__empty">{empty()}</div>)} />
  );
}

export interface RowProps<T extends object> {
  /** Defaults to the item's `id` when the body has `items`. */
  id?: Key;
  /** The header's column data, for a function child (Spectrum's `<Row>{(key) => …}</Row>`). */
  columns?: Iterable<T>;
  textValue?: string;
  children: ReactNode | ((column: T) => ReactNode);
}

export function Row<T extends object>({ columns, children, ...props }: RowProps<T>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <RACRow {...props} columns={columns} className="kit-table__row">
      {selectionBehavior === 'toggle' && selectionMode !== 'none' && (
        <RACCell className="kit-table__cell kit-table__cell--check"><SelectionCheckbox /></RACCell>
      )}
      <Collection items={columns}>{children}</Collection>
    </RACRow>
  );
}

export interface CellProps {
  textValue?: string;
  /** Match the column's `align`. */
  align?: 'start' | 'center' | 'end';
  className?: string;
  children?: ReactNode;
}

export function Cell({ align = 'start', className, children, textValue }: CellProps) {
  return (
    <RACCell textValue={textValue} className={cx('kit-table__cell', `kit-table--align-${align}`, className)}>
      {children}
    </RACCell>
  );
}
