import type { ColumnDef, ColumnKind, ValueFormatter } from '../entity/types';
import { displayText } from './cellText';
import { columnWidths, NEVER_CUT, type ColumnSize } from './columnWidths';
import { columnPriority } from './fit/priority';
import type { FitColumn, Fit } from './fit/fitColumns';
import type { AnyRow } from './listDocument';

/** A column's size as a table takes it (`defaultWidth` so the user may resize it). */
export interface ColumnWidth {
  /** Pixels, or a share of the room (`'180fr'`) for text that may be cut. */
  defaultWidth: number | `${number}fr`;
  minWidth: number;
}

export interface TableColumn {
  key: string;
  label: string;
  def?: ColumnDef<AnyRow>;
  /** What the column shows, declared or found from its values (see kindOf). */
  kind?: ColumnKind;
  width?: ColumnWidth;
}

/** A declared column measured on the rows: what the fitting needs. */
export interface MeasuredColumn extends FitColumn {
  label: string;
  def: ColumnDef<AnyRow>;
  kind: ColumnKind;
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

/** The priority of a column with nothing to show on these rows: the first to leave. */
const EMPTY_PRIORITY = 7;

/** Rows measured at most. */
const SAMPLE = 400;

/** One word of at most 48 characters: a tracking code, an e-mail, a slug, a number, a phone. */
const CODE_LIKE = /^\S{1,48}$/;

/**
 * A column without a kind: booleans are marks; text whose every value is one short word (codes,
 * e-mails, numbers) is a code, never cut and laid out left to right; the rest is text.
 */
function kindOf(def: ColumnDef<AnyRow>, rows: AnyRow[], texts: string[]): ColumnKind {
  if (def.kind) return def.kind;
  const sample = rows.find((row) => row[def.key] !== null && row[def.key] !== undefined)?.[def.key];
  if (typeof sample === 'boolean') return 'boolean';
  const filled = texts.filter(Boolean);
  return filled.length > 0 && filled.every((text) => CODE_LIKE.test(text)) ? 'code' : 'text';
}

/** An even sample keeps All on 10,000 rows from formatting every value just to size columns. */
export function sampleRows<T>(rows: T[]): T[] {
  const step = Math.max(1, Math.ceil(rows.length / SAMPLE));
  return step === 1 ? rows : rows.filter((_, index) => index % step === 0);
}

/** The columns with their kinds, priorities and sizes measured from their header and the texts of `rows`. */
export function measureColumns(columns: { key: string; label: string; def: ColumnDef<AnyRow> }[], rows: AnyRow[], format: ValueFormatter, rowHeader: string): MeasuredColumn[] {
  const sample = sampleRows(rows);
  const measures = columns.map(({ def, label }) => {
    const texts = [...sample.map((row) => cellTextOf(def, row, format)), ...(def.sizeHint?.(format) ?? [])];
    return { header: label, kind: kindOf(def, sample, texts), texts, width: def.width, sortable: !!def.sort, isRowHeader: def.key === rowHeader };
  });
  const sizes: ColumnSize[] = columnWidths(measures);
  return columns.map((column, index) => {
    const { kind, texts } = measures[index];
    // A column empty on every row (who handled a report, in the queue of open ones) goes first.
    const empty = sample.length > 0 && texts.slice(0, sample.length).every((text) => !text);
    const priority = empty ? EMPTY_PRIORITY : columnPriority(column.def, kind);
    return { ...column, kind, ...sizes[index], priority, cut: !NEVER_CUT.has(kind), isRowHeader: column.key === rowHeader };
  });
}

/**
 * The fitted columns as a table takes them: cut ones (and the row header) as shares of the room
 * with their minimum, so a table a little wider or narrower than measured still fits exactly;
 * the others at their width.
 */
export function fittedTableColumns(measured: MeasuredColumn[], fit: Fit): TableColumn[] {
  const byKey = new Map(measured.map((column) => [column.key, column]));
  return fit.columns.map(({ key, width, min, cut }) => {
    const { label, def, kind } = byKey.get(key)!;
    return { key, label, def, kind, width: { defaultWidth: cut ? (`${width}fr` as const) : width, minWidth: min } };
  });
}
