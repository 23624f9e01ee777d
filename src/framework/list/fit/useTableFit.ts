import { useMemo, useRef } from 'react';
import type { ColumnDef, EntityDeclaration, RecordAction } from '../../entity/types';
import { columnLabelId, useLabel } from '../../entity/labels';
import { useSegmentOf } from '../../entity/entityRoute';
import { hasBulkFields } from '../bulkEdit/bulkFields';
import type { AnyRow } from '../listDocument';
import { actionsColumnWidth, mostRowButtons } from '../rowActionItems';
import { fittedTableColumns, sizeColumns, type TableColumn } from '../tableColumns';
import type { ListPermissions } from '../useListPermissions';
import { useRecordActions } from '../useRecordActions';
import { rowHeaderKey } from '../views/visibleColumns';
import { fitColumns } from './fitColumns';

/** Spectrum's checkbox column, the table's two borders and a vertical scrollbar (px). */
const CHECKBOX = 38;
const BORDERS = 2;
const SCROLLBAR = 16;

export interface TableFit {
  /** The data columns shown, sized; the actions column is not among them. */
  columns: TableColumn[];
  /** Px of the trailing actions column; null when rows have no actions. */
  actionsWidth: number | null;
  /** Whether rows have checkboxes (delete, bulk edit or bulk actions). */
  selectable: boolean;
  /** Keys the width left out (for the column chooser); none when the user chose the columns. */
  hidden: string[];
  /** Px by which chosen columns are wider than the card (it then scrolls sideways). */
  overflow: number;
  rowHeader: string;
}

export interface TableFitInput {
  declaration: EntityDeclaration;
  permissions: ListPermissions;
  /** The columns allowed (the user's choice, else all). */
  keys: readonly string[];
  /** Whether `keys` is the user's choice, shown whatever the width. */
  chosen: boolean;
  /** The card's content width, null before it is measured (then everything shows). */
  width: number | null;
}

/**
 * The list's columns for the card's width: sized from the declaration (sizeColumns), with the
 * checkbox and the actions column (as wide as the most buttons a row may show) set aside, and
 * fitted by priority (fitColumns). Nothing here reads the rows: a list shows the same columns,
 * as wide, on every page, in both languages.
 *
 * @example const fit = useTableFit({ declaration, permissions, keys, chosen, width });
 */
export function useTableFit({ declaration, permissions, keys, chosen, width }: TableFitInput): TableFit {
  // The route's segment for the entity's own rows: their edit action is a link (rowActionItems).
  const segment = useSegmentOf(declaration.subject);
  const label = useLabel();
  const { mayRun } = useRecordActions(declaration);
  const hasBulkActions = (declaration.bulkActions ?? []).some((action) => mayRun(action as RecordAction<AnyRow>));
  const selectable = permissions.canDelete || (permissions.canUpdate && hasBulkFields(declaration)) || hasBulkActions;
  const rowHeader = rowHeaderKey(declaration) ?? '';

  const sized = useMemo(() => {
    const defs = (declaration.columns as ColumnDef<AnyRow>[]).filter((def) => keys.includes(def.key));
    return sizeColumns(defs.map((def) => ({ key: def.key, label: label(columnLabelId(declaration.subject, def), def.key), def })), rowHeader);
  }, [declaration, keys, label, rowHeader]);

  const actionsWidth = useMemo(() => {
    const buttons = mostRowButtons({ declaration, segment, permissions, mayRun });
    return buttons > 0 ? actionsColumnWidth(buttons) : null;
  }, [declaration, segment, permissions, mayRun]);

  // The same columns at the same widths keep their identity (a new set rebuilds the table's rows).
  const last = useRef<TableColumn[]>([]);
  return useMemo(() => {
    const reserved = BORDERS + SCROLLBAR + (selectable ? CHECKBOX : 0) + (actionsWidth ?? 0);
    const available = width === null ? sized.reduce((sum, column) => sum + column.natural, 0) : width - reserved;
    const fit = fitColumns({ available, columns: sized, chosen });
    const columns = fittedTableColumns(sized, fit);
    if (!sameColumns(columns, last.current)) last.current = columns;
    return { columns: last.current, actionsWidth, selectable, hidden: fit.hidden, overflow: fit.overflow, rowHeader };
  }, [sized, width, chosen, actionsWidth, selectable, rowHeader]);
}

const sameColumns = (next: TableColumn[], previous: TableColumn[]) =>
  next.length === previous.length && next.every((column, index) => column.key === previous[index].key && column.def === previous[index].def && column.label === previous[index].label && column.kind === previous[index].kind && column.width?.minWidth === previous[index].width?.minWidth && column.width?.defaultWidth === previous[index].width?.defaultWidth);
