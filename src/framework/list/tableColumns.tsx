import type { ColumnDef, ColumnKind, ValueFormatter } from '../entity/types';
import { displayText } from './cellText';
import { columnSize } from './columnWidths';
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
  /** What the column shows: its declared kind, else text. */
  kind?: ColumnKind;
  width?: ColumnWidth;
}

/** A declared column sized from its declaration: what the fitting needs. */
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

/**
 * The declared columns with their kinds, priorities and sizes: from the declaration alone, never
 * from the rows of a page nor the length of their labels, so every page and both languages show
 * the same columns. A column without a kind is text.
 */
export function sizeColumns(columns: { key: string; label: string; def: ColumnDef<AnyRow> }[], rowHeader: string): MeasuredColumn[] {
  return columns.map((column) => {
    const kind = column.def.kind ?? 'text';
    const isRowHeader = column.key === rowHeader;
    return { ...column, kind, ...columnSize({ kind, width: column.def.width, isRowHeader }), priority: columnPriority(column.def, kind), isRowHeader };
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
