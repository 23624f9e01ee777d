import { useMemo } from 'react';
import type { ColumnDef, EntityDeclaration } from '../entity/types';
import { columnLabelId, useLabel } from '../entity/labels';
import { fitColumns } from '../list/fit/fitColumns';
import type { AnyRow } from '../list/listDocument';
import { fittedTableColumns, sizeColumns, type TableColumn } from '../list/tableColumns';
import { rowHeaderKey } from '../list/views/visibleColumns';

/** A vertical scrollbar and the table's two borders (px). */
const RESERVED = 18;

/** A panel's column: one of the entity's declared columns by key, or one of the panel's own (a season's episode number). */
export type PanelColumn = string | ColumnDef<AnyRow>;

/**
 * The columns of a related-rows grid: those the panel names (all the entity's, without one) in
 * its order, sized and fitted to the card as the manage screen's are, without a sort on their
 * headers (a panel keeps its rows in their natural order: by number, by position).
 *
 * @example const { columns, rowHeader } = usePanelColumns(productModules, ['title', 'kind', 'price'], width);
 */
export function usePanelColumns(declaration: EntityDeclaration, picked: readonly PanelColumn[] | undefined, width: number | null): { columns: TableColumn[]; rowHeader: string } {
  const label = useLabel();
  const declared = declaration.columns as ColumnDef<AnyRow>[];
  const defs = useMemo(
    () => (picked ?? declared).map((item) => (typeof item === 'string' ? declared.find((def) => def.key === item) : item)).filter((def): def is ColumnDef<AnyRow> => !!def),
    [picked, declared],
  );
  const rowHeader = defs.find((def) => def.key === rowHeaderKey(declaration))?.key ?? defs[0]?.key ?? '';
  const sized = useMemo(
    () => sizeColumns(defs.map((def) => ({ key: def.key, label: label(columnLabelId(declaration.subject, def), def.key), def: { ...def, sort: undefined } })), rowHeader),
    [defs, declaration.subject, label, rowHeader],
  );
  const columns = useMemo(() => {
    const available = width === null ? sized.reduce((sum, column) => sum + column.natural, 0) : width - RESERVED;
    return fittedTableColumns(sized, fitColumns({ available, columns: sized }));
  }, [sized, width]);
  return { columns, rowHeader };
}
