import type { ReactNode } from 'react';
import { CellText } from '../cells/CellText';
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

/** The plain text of a cell: the column's `text`, else the value as the table shows it. */
export const cellTextOf = (def: ColumnDef<AnyRow>, row: AnyRow, format: ValueFormatter): string =>
  def.text ? def.text(row, format) : displayText(row[def.key], format);

/**
 * A cell's content: the column's own `render`, or its text isolated for direction and cut with
 * an ellipsis at its end (see CellText). A string `render` (a reference's name) is text too.
 */
export function cellContent(def: ColumnDef<AnyRow>, row: AnyRow, text: string): ReactNode {
  const dir = def.dir?.(row);
  const content = def.render ? def.render(row) : text;
  if (typeof content === 'string') return <CellText dir={dir}>{content}</CellText>;
  return dir ? <span dir={dir}>{content}</span> : content;
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
