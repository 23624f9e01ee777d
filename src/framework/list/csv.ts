import type { ColumnDef, ValueFormatter } from '../entity/types';
import { isFormulaLike, withoutBidiControls } from './export/safeText';
import { exportText } from './cellText';

/** Excel reads a CSV file without a byte order mark as ANSI and garbles Persian. */
export const CSV_BOM = '\uFEFF';

/**
 * One CSV field (RFC 4180). A text starting with = + - @ would run as a formula in a spreadsheet
 * (CSV injection), so it gets a leading apostrophe unless it is simply a number; bidi embeddings,
 * overrides and isolates are dropped (safeText.ts).
 */
export function csvField(value: string): string {
  const text = withoutBidiControls(value);
  const safe = isFormulaLike(text) ? `'${text}` : text;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole CSV document: BOM, header line, one line per row, CRLF line ends. */
export function buildCsv(header: string[], lines: string[][]): string {
  return CSV_BOM + [header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The CSV lines of rows: each column's `text()` or, by default, its value as text. */
export function csvLines<Row>(columns: ColumnDef<Row>[], rows: Row[], format: ValueFormatter): string[][] {
  return rows.map((row) =>
    columns.map((column) => (column.text ? column.text(row, format) : exportText((row as Record<string, unknown>)[column.key], format))),
  );
}
