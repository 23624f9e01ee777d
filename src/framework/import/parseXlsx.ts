import type { Cell } from 'exceljs';
import { isoFromWallClock, minorFromMoney } from '../list/export/sheetValues';
import type { ParsedCsv } from './parseCsv';

export const XLSX_FILE = /\.xlsx$/i;

/**
 * A cell as the text the CSV import reads (convert.ts): an amount whose format names its currency
 * (`#,##0.00 "USD"`, as the export writes it) in minor units, a date as its ISO instant, a
 * formula by its result. `currency` gets the amount's currency.
 */
function cellText(cell: Cell, currency: (code: string) => void): string {
  const value = cell.value;
  if (value == null) return '';
  if (value instanceof Date) return isoFromWallClock(value);
  if (typeof value === 'number') {
    const money = minorFromMoney(value, cell.numFmt ?? '');
    if (money) currency(money.currency);
    return String(money ? money.minor : value);
  }
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('result' in value) return value.result == null ? '' : String(value.result instanceof Date ? isoFromWallClock(value.result) : value.result);
  if ('text' in value) return String(value.text);
  return '';
}

/**
 * Header of the column the reader adds for the amounts' currency (the export puts it in their
 * format, not a column of its own): the field's name, which the mapping matches by itself.
 */
export const CURRENCY_COLUMN = 'currency';

/**
 * The first sheet of an .xlsx file as its header row and its rows of text; exceljs loads only
 * when a workbook is chosen. Fully empty rows are skipped, as the CSV reader skips empty lines;
 * amounts bring their currency as a column (CURRENCY_COLUMN).
 */
export async function parseXlsx(file: File): Promise<ParsedCsv> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], rows: [] };
  const width = sheet.columnCount;
  const lines: string[][] = [];
  const currencies: string[] = [];
  sheet.eachRow((row) => {
    let currency = '';
    const cells = Array.from({ length: width }, (_, index) => cellText(row.getCell(index + 1), (code) => (currency ||= code)));
    if (cells.every((cell) => cell.trim() === '')) return;
    lines.push(cells);
    currencies.push(currency);
  });
  const [header = [], ...rows] = lines;
  const titles = header.map((title) => title.trim());
  // Rows hold amounts: their currency becomes a column, unless the sheet has one.
  if (currencies.some(Boolean) && !titles.some((title) => title.toLowerCase() === CURRENCY_COLUMN)) {
    return { header: [...titles, CURRENCY_COLUMN], rows: rows.map((cells, index) => [...cells, currencies[index + 1]]) };
  }
  return { header: titles, rows };
}
