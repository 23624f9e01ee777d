import Papa from 'papaparse';

/**
 * A block of cells on the clipboard as spreadsheets write it (Excel, LibreOffice, Google Sheets):
 * cells separated by tabs, rows by line breaks, a cell with a tab, a line break or a quote
 * enclosed in quotes with its quotes doubled. The quoting is Papa Parse's, as the CSV import's is.
 */

/**
 * The cells of pasted text, row by row. Rows end at CRLF or LF; the final line break spreadsheets
 * add is not a row. Text whose quotes do not pair (typed by hand, `5" screen` at a cell's start)
 * is read without quoting: every quote is then part of a cell.
 *
 * @example parsePasted('a\t"two\nlines"\r\n"say ""hi"""\t3\r\n') // [['a', 'two\nlines'], ['say "hi"', '3']]
 */
export function parsePasted(text: string): string[][] {
  const body = text.replace(/\r\n?/g, '\n').replace(/\n$/, '');
  if (body === '') return text === '' ? [] : [['']];
  const parsed = Papa.parse<string[]>(body, { delimiter: '\t', newline: '\n', quoteChar: '"', skipEmptyLines: false });
  if (parsed.errors.length === 0) return parsed.data;
  return body.split('\n').map((line) => line.split('\t'));
}

/**
 * Cells as a spreadsheet takes them from the clipboard, the inverse of `parsePasted`: tabs and
 * CRLF, quoted where needed, a CRLF after the last row as Excel writes (so a last empty row stays).
 *
 * @example blockText([['a', 'b'], ['two\nlines', '']]) === 'a\tb\r\n"two\nlines"\t\r\n'
 */
export function blockText(cells: readonly (readonly string[])[]): string {
  if (cells.length === 0) return '';
  return `${Papa.unparse(cells.map((row) => [...row]), { delimiter: '\t', newline: '\r\n', quoteChar: '"' })}\r\n`;
}

/** A cell of the list: the row's index in the current sort and filter, and the column's key. */
export interface CellPosition {
  row: number;
  column: string;
}

/** A pasted value and the cell it lands on. */
export interface PastedCell extends CellPosition {
  text: string;
}

/** A pasted value with no cell to land on: its line and place in the block, counted from 0. */
export interface DroppedValue {
  line: number;
  index: number;
  text: string;
}

/**
 * Where each value of a pasted block lands: from the focused cell, across the visible columns in
 * their visible order and down the rows in the list's order. Values past the last row or column
 * are dropped and reported, never wrapped onto other cells. Which of the landed values may be
 * saved (read-only columns, rules, reading) is for the summary to say; this is only geometry.
 *
 * @example blockTargets({ row: 4, column: 'status' }, [['DRAFT', '12']], 5, ['title', 'status', 'level'])
 * // { cells: [{ row: 4, column: 'status', text: 'DRAFT' }, { row: 4, column: 'level', text: '12' }], dropped: [] }
 */
export function blockTargets(origin: CellPosition, block: readonly (readonly string[])[], rowCount: number, columns: readonly string[]): { cells: PastedCell[]; dropped: DroppedValue[] } {
  const first = columns.indexOf(origin.column);
  const cells: PastedCell[] = [];
  const dropped: DroppedValue[] = [];
  block.forEach((values, line) => {
    const row = origin.row + line;
    values.forEach((text, index) => {
      const column = first < 0 ? undefined : columns[first + index];
      if (column !== undefined && row < rowCount) cells.push({ row, column, text });
      else dropped.push({ line, index, text });
    });
  });
  return { cells, dropped };
}
