import type { SortDescriptor } from '@react-types/shared';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ActionBarContainer } from '../../ui/kit/ActionBar';
import type { ColumnDef, EntityDeclaration } from '../entity/types';
import { useValueFormatter } from '../format/useValueFormatter';
import { BulkActionBar } from './BulkActionBar';
import { useRowTitle } from '../entity/references';
import type { TableFit } from './fit/useTableFit';
import type { AnyRow } from './listDocument';
import { ListEmptyState } from './ListEmptyState';
import { RowActions } from './RowActions';
import { ListCell } from './ListCell';
import { DataTable } from './table/DataTable';
import { cellTextOf, type TableColumn } from './tableColumns';
import { ACTIONS_COLUMN, sortDescriptorOf, sortOfDescriptor, tableHeight } from './tableModel';
import { TruncationTip } from './TruncationTip';
import { useListContext } from './ListContext';
import { useRowAccess } from './useRowAccess';
import { useGridEditing } from './inline/useGridEditing';
import { SaveAnnouncer, SavedCell } from './inline/SaveMark';
import { cellSaveKey } from './inline/cellFields';

export interface ListTableProps {
  declaration: EntityDeclaration;
  title: string;
  /** Opens a row's form; `field`: with that field focused (Enter on a cell edited in the form). */
  onEdit: (id: string, field?: string) => void;
  onDelete: (row: AnyRow) => void;
  onBulkDelete: () => void;
  onBulkEdit: () => void;
  /** The columns that fit the card, sized (useTableFit). */
  fit: TableFit;
  /** Rows deleted elsewhere (useLiveRows), marked until the page is read again. */
  leaving?: ReadonlySet<string>;
}

const ACTIONS = new Set([ACTIONS_COLUMN]);

/**
 * The rows in the list's DataTable, for every page size: with All on 10,000 payments only the rows
 * in view are in the DOM. The columns are those that fit the card, sized to what they show and
 * resizable; cut text shows in full on hover and focus. Enter (or a click while nothing is
 * selected) opens the focused row as its edit action does; Space selects it, feeding the bulk bar.
 * The rows, sort and selection are the list's in context (ListProvider).
 */
export function ListTable({ declaration, title, onEdit, onDelete, onBulkDelete, onBulkEdit, fit, leaving }: ListTableProps) {
  const intl = useIntl();
  const format = useValueFormatter();
  const list = useListContext();
  const { permissions, selection, rows } = list;
  const { actionsWidth, rowHeader } = fit;
  // Who may open a row: its edit (or, read-only, view) action; the same on Enter.
  const { openable, disabled } = useRowAccess(declaration, permissions, rows);

  // Row actions trail the row, as in GitHub and Stripe: the table fits its card, so they are in view.
  const columns = useMemo<TableColumn[]>(
    () => (actionsWidth === null ? fit.columns : [...fit.columns, { key: ACTIONS_COLUMN, label: intl.formatMessage({ id: 'list.columns.actions' }), width: { defaultWidth: actionsWidth, minWidth: actionsWidth } }]),
    [fit.columns, actionsWidth, intl],
  );
  const rowTitle = useRowTitle(declaration);
  const { editing, saves, overlay } = useGridEditing(declaration, format, onEdit);
  const renderCell = useCallback(
    (row: AnyRow, column: TableColumn): ReactNode =>
      column.def ? (
        editing ? (
          <SavedCell saves={saves} field={cellSaveKey(declaration, column.key)} def={column.def} kind={column.kind} row={row} format={format} />
        ) : (
          <ListCell def={column.def} kind={column.kind} row={row} format={format} />
        )
      ) : (
        <RowActions row={row} declaration={declaration} permissions={permissions} onEdit={onEdit} onDelete={onDelete} />
      ),
    [declaration, permissions, format, onEdit, onDelete, editing, saves],
  );
  const cellText = useCallback((row: AnyRow, column: TableColumn) => (column.def ? cellTextOf(column.def, row, format) : ''), [format]);
  const sortDescriptor = sortDescriptorOf(declaration, list.params.state.sort);
  const onSortChange = (descriptor: SortDescriptor) => list.params.setSort(sortOfDescriptor(declaration.columns as ColumnDef<never>[], descriptor));
  const onSelectionChange = useCallback((ids: string[] | 'all') => (ids === 'all' ? selection.selectAll() : selection.set(ids)), [selection]);

  return (
    <TruncationTip>
      <ActionBarContainer style={{ blockSize: tableHeight(rows.length), maxBlockSize: 'calc(100vh - 220px)', minBlockSize: 'var(--spectrum-global-dimension-size-3000)' }}>
        <DataTable
          title={title}
          columns={columns}
          rows={rows}
          rowHeader={rowHeader}
          renderCell={renderCell}
          rowName={rowTitle}
          selectable={fit.selectable}
          selected={selection.ids}
          disabled={disabled}
          leaving={leaving}
          onSelectionChange={onSelectionChange}
          onRowAction={openable ? onEdit : undefined}
          sort={sortDescriptor}
          onSortChange={onSortChange}
          fixedColumns={ACTIONS}
          empty={<ListEmptyState filtered={list.params.hasFilters} />}
          editing={editing}
          cellText={cellText}
        />
        {editing && <SaveAnnouncer saves={saves} />}
        {overlay}
        <BulkActionBar declaration={declaration} list={list} onBulkDelete={onBulkDelete} onBulkEdit={onBulkEdit} />
      </ActionBarContainer>
    </TruncationTip>
  );
}
