import type { ColumnDef, ColumnKind, ValueFormatter } from '../entity/types';
import { displayText } from './cellText';
import { columnWidths, type ColumnWidth } from './columnWidths';
import type { AnyRow } from './listDocument';

export interface TableColumn {
  key: string;
  label: string;
  def?: ColumnDef<AnyRow>;
  width?: ColumnWidth;
}

/** Texts already formatted, by formatter (one per language), row object and column. */
const formatted = new WeakMap<ValueFormatter, WeakMap<AnyRow, Map<ColumnDef<AnyRow>, string>>>();

/**
 * The plain text of a cell: the column's `text`, else the value as the table shows it. Formatted
 * once per row, column and language: a row scrolled back into view or re-rendered reuses it.
 */
export function cellTextOf(def: ColumnDef<AnyRow>, row: AnyRow, format: ValueFormatter): string {
  let byRow = formatted.get(format);
  if (!byRow) formatted.set(format, (byRow = new WeakMap()));
  let texts = byRow.get(row);
  if (!texts) byRow.set(row, (texts = new Map()));
  let text = texts.get(def);
  if (text === undefined) {
    text = def.text ? def.text(row, format) : displayText(row[def.key], format);
    texts.set(def, text);
  }
  return text;
}

/** Rows measured at most. */
const SAMPLE = 400;

/** One word of at most 48 characters: a tracking code, an e-mail, a slug, a number. */
const CODE_LIKE = /^\S{1,48}$/;

/**
 * A column without a kind: booleans are marks; text whose every value is one short word (codes,
 * e-mails, numbers) is a code, never cut; the rest is text.
 */
function kindOf(def: ColumnDef<AnyRow>, rows: AnyRow[], texts: string[]): ColumnKind {
  if (def.kind) return def.kind;
  const sample = rows.find((row) => row[def.key] !== null && row[def.key] !== undefined)?.[def.key];
  if (typeof sample === 'boolean') return 'boolean';
  const filled = texts.filter(Boolean);
  return filled.length > 0 && filled.every((text) => CODE_LIKE.test(text)) ? 'code' : 'text';
}

/** The columns with their widths measured from their header and the texts of `rows`. */
export function measuredColumns(columns: TableColumn[], rows: AnyRow[], format: ValueFormatter): TableColumn[] {
  const own = columns.filter((column) => column.def);
  // An even sample keeps All on 10,000 rows from formatting every value just to size columns.
  const step = Math.max(1, Math.ceil(rows.length / SAMPLE));
  const sample = step === 1 ? rows : rows.filter((_, index) => index % step === 0);
  const widths = columnWidths(
    own.map(({ def, label }) => {
      const texts = [...sample.map((row) => cellTextOf(def!, row, format)), ...(def!.sizeHint?.(format) ?? [])];
      return { header: label, kind: kindOf(def!, sample, texts), texts, width: def!.width, sortable: !!def!.sort };
    }),
  );
  return columns.map((column) => (column.def ? { ...column, width: widths[own.indexOf(column)] } : column));
}
