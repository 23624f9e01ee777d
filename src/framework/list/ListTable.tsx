import { ActionBarContainer, Cell, Column, Row, TableBody, TableHeader, TableView } from '@adobe/react-spectrum';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SortDescriptor } from '@react-types/shared';
import type { SubjectInstance } from '../../ability/ability';
import type { ColumnDef, EntityDeclaration } from '../entity/types';
import { useValueFormatter } from '../format/useValueFormatter';
import { BulkActionBar } from './BulkActionBar';
import { canSelectRow } from './bulkEdit/bulkFields';
import { useSegmentOf } from '../entity/entityRoute';
import { useRowTitle } from '../entity/references';
import type { TableFit } from './fit/useTableFit';
import type { AnyRow } from './listDocument';
import { LargeGrid } from './LargeGrid';
import { ListEmptyState } from './ListEmptyState';
import { RowActions } from './RowActions';
import { ListCell } from './ListCell';
import { openOnEnter } from './openOnEnter';
import { cellTextOf, type TableColumn } from './tableColumns';
import { ACTIONS_COLUMN, LARGE_PAGE, sortDescriptorOf, sortOfDescriptor, tableHeight } from './tableModel';
import { TruncationTip } from './TruncationTip';
import { useListContext } from './ListContext';

export interface ListTableProps {
  declaration: EntityDeclaration;
  title: string;
  onEdit: (id: string) => void;
  onDelete: (row: AnyRow) => void;
  onBulkDelete: () => void;
  onBulkEdit: () => void;
  /** The columns that fit the card, sized (useTableFit). */
  fit: TableFit;
}

/**
 * The rows in a Spectrum TableView, which virtualizes: with All on 10,000 payments only the rows
 * in view are in the DOM. The columns are those that fit the card, sized to what they show and
 * resizable; cut text shows in full on hover and focus. Enter (or a click while nothing is
 * selected) opens the focused row as its edit action does; Space selects it, feeding the bulk bar.
 * The rows, sort and selection are the list's in context (ListProvider).
 */
export function ListTable({ declaration, title, onEdit, onDelete, onBulkDelete, onBulkEdit, fit }: ListTableProps) {
  const intl = useIntl();
  const format = useValueFormatter();
  const list = useListContext();
  const { permissions, selection, rows } = list;
  const { actionsWidth, rowHeader } = fit;
  // Who may open a row: its edit (or, read-only, view) action; the same on Enter.
  const segment = useSegmentOf(declaration.subject);
  const openable = permissions.canUpdate || !!segment || !!declaration.drawer;

  // Row actions trail the row, as in GitHub and Stripe: the table fits its card, so they are in view.
  const columns = useMemo<TableColumn[]>(
    () => (actionsWidth === null ? fit.columns : [...fit.columns, { key: ACTIONS_COLUMN, label: intl.formatMessage({ id: 'list.columns.actions' }), width: { defaultWidth: actionsWidth, minWidth: actionsWidth } }]),
    [fit.columns, actionsWidth, intl],
  );
  const disabledKeys = useMemo(
    () => (permissions.canDelete || permissions.canUpdate ? rows.filter((row) => !canSelectRow(declaration, permissions, row as SubjectInstance)).map((row) => row.id) : []),
    [rows, permissions, declaration],
  );

  // Header and body are memoized: a new element would make Spectrum rebuild its collection of
  // every row (about a second for All on 10,000 payments) on each selection or dialog change.
  const header = useMemo(
    () => (
      <TableHeader columns={columns}>
        {(column) => {
          const actions = column.key === ACTIONS_COLUMN;
          return (
            <Column
              key={column.key}
              allowsSorting={!!column.def?.sort}
              allowsResizing={!actions}
              isRowHeader={column.key === rowHeader}
              // Icons need no header: Spectrum names the column in a tooltip on focus.
              hideHeader={actions}
              width={actions ? actionsWidth : undefined}
              defaultWidth={actions ? undefined : column.width?.defaultWidth}
              minWidth={column.width?.minWidth}
              textValue={column.label}
              align="start"
            >
              {actions ? column.label : <span className="column-label">{column.label}</span>}
            </Column>
          );
        }}
      </TableHeader>
    ),
    [columns, rowHeader, actionsWidth],
  );
  const large = rows.length > LARGE_PAGE;
  const rowTitle = useRowTitle(declaration);
  const renderCell = useCallback(
    (row: AnyRow, column: TableColumn): ReactNode =>
      column.def ? <ListCell def={column.def} kind={column.kind} row={row} format={format} /> : <RowActions row={row} declaration={declaration} permissions={permissions} onEdit={onEdit} onDelete={onDelete} />,
    [declaration, permissions, format, onEdit, onDelete],
  );
  const body = useMemo(() => {
    if (large) return null;
    const actionsLabel = intl.formatMessage({ id: 'list.columns.actions' });
    const byKey = new Map(columns.map((column) => [column.key, column]));
    return (
      <TableBody items={rows}>
        {(row) => (
          <Row key={row.id}>
            {(key) => {
              const column = byKey.get(String(key))!;
              const def = column.def as ColumnDef<AnyRow> | undefined;
              // Only the row header's text is needed up front (type to select); the rest is
              // formatted when the cell renders, for the rows in view.
              const textValue = !def ? actionsLabel : def.key === rowHeader ? cellTextOf(def, row, format) : undefined;
              return <Cell textValue={textValue}>{renderCell(row, column)}</Cell>;
            }}
          </Row>
        )}
      </TableBody>
    );
  }, [large, rows, columns, rowHeader, format, intl, renderCell]);
  // The children array itself must keep its identity too: useTableState memoizes on it.
  const parts = useMemo(() => [header, body!] as [typeof header, NonNullable<typeof body>], [header, body]);
  const selectionMode = fit.selectable ? 'multiple' : 'none';
  const sortDescriptor = sortDescriptorOf(declaration, list.params.state.sort);
  const onSortChange = (descriptor: SortDescriptor) => list.params.setSort(sortOfDescriptor(declaration.columns as ColumnDef<never>[], descriptor));
  const disabled = useMemo(() => new Set(disabledKeys), [disabledKeys]);
  const onAction = useMemo(() => (openable ? (key: string | number) => onEdit(String(key)) : undefined), [openable, onEdit]);

  return (
    <TruncationTip>
      <div onKeyDownCapture={onAction && !large ? openOnEnter(onAction) : undefined}>
        <ActionBarContainer height={tableHeight(rows.length)} maxHeight="calc(100vh - 220px)" minHeight="size-3000">
          {large ? (
            <LargeGrid
              title={title}
              columns={columns}
              rows={rows}
              rowHeader={rowHeader}
              renderCell={renderCell}
              rowName={rowTitle}
              selectable={selectionMode === 'multiple'}
              selected={selection.ids}
              disabled={disabled}
              onSelectionChange={(ids) => (ids === 'all' ? selection.selectAll() : selection.set(ids))}
              onRowAction={onAction && ((row) => onAction(row.id))}
              sort={sortDescriptor}
              onSortChange={onSortChange}
            />
          ) : (
            <TableView
              aria-label={title}
              selectionMode={selectionMode}
              selectedKeys={selection.ids as Set<string>}
              onSelectionChange={(keys) => (keys === 'all' ? selection.selectAll() : selection.set([...keys].map(String)))}
              onAction={onAction}
              disabledKeys={disabledKeys}
              disabledBehavior="selection"
              sortDescriptor={sortDescriptor}
              onSortChange={onSortChange}
              renderEmptyState={() => <ListEmptyState filtered={list.params.hasFilters} />}
              overflowMode="truncate"
            >
              {parts}
            </TableView>
          )}
          <BulkActionBar declaration={declaration} list={list} onBulkDelete={onBulkDelete} onBulkEdit={onBulkEdit} />
        </ActionBarContainer>
      </div>
    </TruncationTip>
  );
}
