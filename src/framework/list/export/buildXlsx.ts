import ExcelJS from 'exceljs';
import { withoutBidiControls, isFormulaLike } from './safeText';
import { isDateCell, isMoneyCell, type SheetCell, type SheetSpec } from './sheet';
import { COUNT_FORMAT, DECIMAL_FORMAT } from './sheetValues';

/** Excel's format for text: a formula-like value stays text even when the cell is edited and confirmed. */
const TEXT_FORMAT = '@';
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
/** Rows between progress messages. */
const PROGRESS_EVERY = 1000;

/** A valid sheet name: at most 31 characters, none of `[]:*?/\`. */
export const sheetName = (name: string) => withoutBidiControls(name).replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Sheet1';

/** About how many characters a cell shows, for its column's width. */
function shownLength(cell: SheetCell): number {
  if (cell === null) return 0;
  if (typeof cell === 'string') return Math.max(...cell.split('\n').map((line) => line.length));
  if (typeof cell === 'number') return Math.ceil(String(Math.round(Math.abs(cell))).length * 1.35) + 3;
  if (typeof cell === 'boolean') return 5;
  if (isMoneyCell(cell)) return Math.ceil(String(Math.round(Math.abs(cell.amount))).length * 1.35) + 8;
  return 16;
}

/** A cell's value and number format as exceljs takes them. */
function written(cell: SheetCell, columnFormat: string | undefined): { value: ExcelJS.CellValue; format?: string } {
  if (cell === null) return { value: null };
  if (typeof cell === 'string') {
    const text = withoutBidiControls(cell);
    return isFormulaLike(text) ? { value: text, format: TEXT_FORMAT } : { value: text };
  }
  if (typeof cell === 'number') return { value: cell, format: Number.isInteger(cell) ? (columnFormat ?? COUNT_FORMAT) : DECIMAL_FORMAT };
  if (typeof cell === 'boolean') return { value: cell };
  if (isMoneyCell(cell)) return { value: cell.amount, format: cell.format };
  if (isDateCell(cell)) return { value: new Date(cell.wallClock), format: columnFormat };
  return { value: null };
}

/**
 * The workbook of one sheet: the header row frozen and bold, the view right to left in fa,
 * columns as wide as their content, typed cells; text is never a formula (a string cell, and one
 * that looks like a formula gets the text format). Runs in the export's worker.
 *
 * @example const bytes = await buildXlsx({ name: 'Payments', rightToLeft: true, columns, rows });
 */
export async function buildXlsx(spec: SheetSpec, onProgress?: (fraction: number) => void): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(spec.name), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1, rightToLeft: spec.rightToLeft }],
  });
  const widths = spec.columns.map((column) => withoutBidiControls(column.header).length);
  const header = sheet.addRow(spec.columns.map((column) => withoutBidiControls(column.header)));
  header.font = { bold: true };
  spec.rows.forEach((cells, index) => {
    const row = sheet.addRow([]);
    cells.forEach((cell, column) => {
      const { value, format } = written(cell, spec.columns[column]?.format);
      if (value === null) return;
      const target = row.getCell(column + 1);
      target.value = value;
      if (format) target.numFmt = format;
      widths[column] = Math.max(widths[column] ?? 0, shownLength(cell));
    });
    if ((index + 1) % PROGRESS_EVERY === 0) onProgress?.((index + 1) / spec.rows.length);
  });
  widths.forEach((width, index) => {
    sheet.getColumn(index + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + 2));
  });
  const bytes = await workbook.xlsx.writeBuffer();
  const view = bytes as unknown as Uint8Array;
  return view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength) as ArrayBuffer;
}
