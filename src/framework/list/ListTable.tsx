import { ActionBarContainer, Cell, Column, Row, TableBody, TableHeader, TableView } from '@adobe/react-spectrum';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SortDescriptor } from '@react-types/shared';
import type { SubjectInstance } from '../../ability/ability';
import type { ColumnDef, EntityDeclaration } from '../entity/types';
import { useValueFormatter } from '../format/useValueFormatter';
import { BulkActionBar, useHasBulkActions } from './BulkActionBar';
import { canSelectRow, hasBulkFields } from './bulkEdit/bulkFields';
import { columnLabelId, useLabel } from '../entity/labels';
import { useRowTitle } from '../entity/references';
import type { AnyRow } from './listDocument';
import { LargeGrid } from './LargeGrid';
import { ListEmptyState } from './ListEmptyState';
import { RowActions } from './RowActions';
import { ListCell } from './ListCell';
import { cellTextOf, measuredColumns, type TableColumn } from './tableColumns';
import { ACTIONS_COLUMN, LARGE_PAGE, sortDescriptorOf, sortOfDescriptor, tableHeight } from './tableModel';
import { TruncationTip } from './TruncationTip';
import type { ListController } from './useListController';

export interface ListTableProps {
  declaration: EntityDeclaration;
  list: ListController<AnyRow>;
  title: string;
  /** Route segment, for the rows' edit links. */
  segment: string;
  onEdit: (id: string) => void;
  onDelete: (row: AnyRow) => void;
  onBulkDelete: () => void;
  onBulkEdit: () => void;
  /** Keys of the columns to show (the column chooser's); all when absent. */
  columnKeys?: readonly string[];
}

/**
 * The rows in a Spectrum TableView, which virtualizes: with All on 10,000 payments only the rows
 * in view are in the DOM. Columns are sized to what they show and resizable; cut text shows in
 * full on hover and focus. Selection feeds the bulk-delete action bar.
 */
export function ListTable({ declaration, list, title, segment, onEdit, onDelete, onBulkDelete, onBulkEdit, columnKeys }: ListTableProps) {
  const intl = useIntl();
  const format = useValueFormatter();
  const label = useLabel();
  const { permissions, selection, rows } = list;
  const hasBulkActions = useHasBulkActions(declaration, rows);
  // Drawer entities also open read-only for who may only read them (RowActions' view button).
  const hasActions = permissions.canUpdate || permissions.canDelete || !!segment || !!declaration.rowLinks?.length || !!declaration.drawer || !!declaration.rowActions?.length;

  const columns = useMemo<TableColumn[]>(() => {
    const own = (declaration.columns as ColumnDef<AnyRow>[]).filter((def) => !columnKeys || columnKeys.includes(def.key)).map((def) => ({ key: def.key, label: label(columnLabelId(declaration.subject, def), def.key), def }));
    // Actions lead the row: money, codes and dates are never cut, so a wide table scrolls sideways
    // and a trailing actions column would start out of view.
    return hasActions ? [{ key: ACTIONS_COLUMN, label: intl.formatMessage({ id: 'list.columns.actions' }) }, ...own] : own;
  }, [declaration, hasActions, label, intl, columnKeys]);
  // Measured on the rows shown; Spectrum takes a column's starting width once, its minimum always.
  const sized = useMemo(() => measuredColumns(columns, rows, format), [columns, rows, format]);
  // Room for edit, delete and the extra links, so the actions never wrap or truncate.
  const actionsWidth = 24 + 40 * (2 + (declaration.rowLinks?.length ?? 0) * 2 + (declaration.rowActions?.length ?? 0));
  const rowHeader = declaration.columns.find((def) => def.isRowHeader)?.key ?? declaration.columns[0]?.key;
  const disabledKeys = useMemo(
    () => (permissions.canDelete || permissions.canUpdate ? rows.filter((row) => !canSelectRow(declaration, permissions, row as SubjectInstance)).map((row) => row.id) : []),
    [rows, permissions, declaration],
  );

  // Header and body are memoized: a new element would make Spectrum rebuild its collection of
  // every row (about a second for All on 10,000 payments) on each selection or dialog change.
  const header = useMemo(
    () => (
      <TableHeader columns={sized}>
        {(column) => (
          <Column
            key={column.key}
            allowsSorting={!!column.def?.sort}
            allowsResizing={column.key !== ACTIONS_COLUMN}
            isRowHeader={column.key === rowHeader}
            defaultWidth={column.key === ACTIONS_COLUMN ? actionsWidth : column.width?.defaultWidth}
            minWidth={column.key === ACTIONS_COLUMN ? actionsWidth : column.width?.minWidth}
            align="start"
          >
            {column.label}
          </Column>
        )}
      </TableHeader>
    ),
    [sized, rowHeader, actionsWidth],
  );
  const large = rows.length > LARGE_PAGE;
  const rowTitle = useRowTitle(declaration);
  const renderCell = useCallback(
    (row: AnyRow, column: TableColumn): ReactNode =>
      column.def ? <ListCell def={column.def} row={row} format={format} /> : <RowActions row={row} declaration={declaration} segment={segment} permissions={permissions} onEdit={onEdit} onDelete={onDelete} />,
    [declaration, segment, permissions, format, onEdit, onDelete],
  );
  const body = useMemo(() => {
    if (large) return null;
    const actionsLabel = intl.formatMessage({ id: 'list.columns.actions' });
    const byKey = new Map(columns.map((column) => [column.key, column.def]));
    return (
      <TableBody items={rows}>
        {(row) => (
          <Row key={row.id}>
            {(key) => {
              const def = byKey.get(String(key));
              if (!def) {
                return (
                  <Cell textValue={actionsLabel}>
                    <RowActions row={row} declaration={declaration} segment={segment} permissions={permissions} onEdit={onEdit} onDelete={onDelete} />
                  </Cell>
                );
              }
              // Only the row header's text is needed up front (type to select); the rest is
              // formatted when the cell renders, for the rows in view.
              const textValue = def.key === rowHeader ? cellTextOf(def, row, format) : undefined;
              return (
                <Cell textValue={textValue}>
                  <ListCell def={def} row={row} format={format} />
                </Cell>
              );
            }}
          </Row>
        )}
      </TableBody>
    );
  }, [large, rows, columns, rowHeader, declaration, segment, permissions, format, intl, onEdit, onDelete]);
  // The children array itself must keep its identity too: useTableState memoizes on it.
  const parts = useMemo(() => [header, body!] as [typeof header, NonNullable<typeof body>], [header, body]);
  const selectionMode = permissions.canDelete || (permissions.canUpdate && hasBulkFields(declaration)) || hasBulkActions ? 'multiple' : 'none';
  const sortDescriptor = sortDescriptorOf(declaration, list.params.state.sort);
  const onSortChange = (descriptor: SortDescriptor) => list.params.setSort(sortOfDescriptor(declaration.columns as ColumnDef<never>[], descriptor));
  const disabled = useMemo(() => new Set(disabledKeys), [disabledKeys]);
  const gridColumns = useMemo(
    () => sized.map((column) => (column.key === ACTIONS_COLUMN ? { ...column, width: { defaultWidth: actionsWidth, minWidth: actionsWidth } } : column)),
    [sized, actionsWidth],
  );

  return (
    <TruncationTip>
      <ActionBarContainer height={tableHeight(rows.length)} maxHeight="calc(100vh - 220px)" minHeight="size-3000">
        {large ? (
          <LargeGrid
            title={title}
            columns={gridColumns}
            rows={rows}
            rowHeader={rowHeader}
            renderCell={renderCell}
            rowName={rowTitle}
            selectable={selectionMode === 'multiple'}
            selected={selection.ids}
            disabled={disabled}
            onSelectionChange={(ids) => (ids === 'all' ? selection.selectAll() : selection.set(ids))}
            sort={sortDescriptor}
            onSortChange={onSortChange}
          />
        ) : (
          <TableView
            aria-label={title}
            selectionMode={selectionMode}
            selectedKeys={selection.ids as Set<string>}
            onSelectionChange={(keys) => (keys === 'all' ? selection.selectAll() : selection.set([...keys].map(String)))}
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
    </TruncationTip>
  );
}
