import { useMemo, useRef } from 'react';
import type { ColumnDef, EntityDeclaration } from '../../entity/types';
import { columnLabelId, useLabel } from '../../entity/labels';
import { useSegmentOf } from '../../entity/entityRoute';
import { useValueFormatter } from '../../format/useValueFormatter';
import { useHasBulkActions } from '../BulkActionBar';
import { hasBulkFields } from '../bulkEdit/bulkFields';
import type { AnyRow } from '../listDocument';
import { actionsColumnWidth, rowActionItems, splitRowActions } from '../rowActionItems';
import { fittedTableColumns, measureColumns, sampleRows, type TableColumn } from '../tableColumns';
import type { ListPermissions } from '../useListPermissions';
import { useRecordActions } from '../useRecordActions';
import { rowHeaderKey } from '../views/visibleColumns';
import { fitColumns } from './fitColumns';
import { useFontsReady } from './useFontsReady';

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
  rows: AnyRow[];
  permissions: ListPermissions;
  /** The columns allowed (the URL's `cols`, else all). */
  keys: readonly string[];
  /** Whether `keys` is the user's choice, shown whatever the width. */
  chosen: boolean;
  /** The card's content width, null before it is measured (then everything shows). */
  width: number | null;
}

/**
 * The list's columns for the card's width: measured on the rows, with the checkbox and the actions
 * column (as wide as the rows' buttons need) set aside, and fitted by priority (fitColumns).
 *
 * @example const fit = useTableFit({ declaration, rows, permissions, keys, chosen, width });
 */
export function useTableFit({ declaration, rows, permissions, keys, chosen, width }: TableFitInput): TableFit {
  // The route's segment for the entity's own rows: their edit action is a link (rowActionItems).
  const segment = useSegmentOf(declaration.subject);
  const label = useLabel();
  const format = useValueFormatter();
  const records = useRecordActions(declaration);
  const hasBulkActions = useHasBulkActions(declaration, rows);
  const selectable = permissions.canDelete || (permissions.canUpdate && hasBulkFields(declaration)) || hasBulkActions;
  const rowHeader = rowHeaderKey(declaration) ?? '';
  const fontsReady = useFontsReady();

  const measured = useMemo(() => {
    const defs = (declaration.columns as ColumnDef<AnyRow>[]).filter((def) => keys.includes(def.key));
    return measureColumns(defs.map((def) => ({ key: def.key, label: label(columnLabelId(declaration.subject, def), def.key), def })), rows, format, rowHeader);
    // Measured again once the web fonts are in (fontsReady), with the font the table shows.
  }, [declaration, keys, rows, format, label, rowHeader, fontsReady]);

  const actionsWidth = useMemo(() => {
    const context = { declaration, segment, permissions, allows: records.allows };
    const buttons = sampleRows(rows).reduce((most, row) => {
      const { inline, more } = splitRowActions(rowActionItems(row, context));
      return Math.max(most, inline.length + (more.length > 0 ? 1 : 0));
    }, 0);
    return buttons > 0 ? actionsColumnWidth(buttons) : null;
  }, [declaration, segment, permissions, records.allows, rows]);

  // The same columns with the same minimums keep their identity while the card is resized: the
  // table takes a column's starting width once anyway, and a new header rebuilds its rows.
  const last = useRef<TableColumn[]>([]);
  return useMemo(() => {
    const reserved = BORDERS + SCROLLBAR + (selectable ? CHECKBOX : 0) + (actionsWidth ?? 0);
    const available = width === null ? measured.reduce((sum, column) => sum + column.natural, 0) : width - reserved;
    const fit = fitColumns({ available, columns: measured, chosen });
    const columns = fittedTableColumns(measured, fit);
    if (!sameColumns(columns, last.current)) last.current = columns;
    return { columns: last.current, actionsWidth, selectable, hidden: fit.hidden, overflow: fit.overflow, rowHeader };
  }, [measured, width, chosen, actionsWidth, selectable, rowHeader]);
}

const sameColumns = (next: TableColumn[], previous: TableColumn[]) =>
  next.length === previous.length && next.every((column, index) => column.key === previous[index].key && column.def === previous[index].def && column.label === previous[index].label && column.kind === previous[index].kind && column.width?.minWidth === previous[index].width?.minWidth);
