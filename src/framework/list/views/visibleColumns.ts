import type { ColumnDef, EntityDeclaration } from '../../entity/types';

/** URL parameter of the visible columns: their keys, comma separated, in the declaration's order. */
export const COLUMNS_PARAM = 'cols';

/** The column that names a row: it is never hidden. */
export function rowHeaderKey(declaration: EntityDeclaration): string | undefined {
  return declaration.columns.find((def) => def.isRowHeader)?.key ?? declaration.columns[0]?.key;
}

/**
 * The keys of the columns to show for the URL's `cols`: unknown keys are ignored, the row header
 * always stays, and a missing or empty value means every column.
 *
 * @example visibleColumnKeys('amount,status', payments) // ['trackingCode', 'amount', 'status']
 */
export function visibleColumnKeys(raw: string | null, declaration: EntityDeclaration): string[] {
  const all = (declaration.columns as ColumnDef[]).map((def) => def.key);
  const asked = new Set((raw ?? '').split(',').map((key) => key.trim()).filter(Boolean));
  const header = rowHeaderKey(declaration);
  const shown = all.filter((key) => asked.has(key) || key === header);
  return asked.size === 0 || shown.length === 0 ? all : shown;
}

/** The URL value for `keys`: null when every column shows, so plain lists keep short URLs. */
export function columnsParam(keys: readonly string[], declaration: EntityDeclaration): string | null {
  const all = declaration.columns.map((def) => def.key);
  const shown = all.filter((key) => keys.includes(key) || key === rowHeaderKey(declaration));
  return shown.length === all.length ? null : shown.join(',');
}
