/**
 * A worksheet as plain data: what the main thread hands the XLSX worker (structured-cloned), so
 * the worker knows no entity, no catalog and no formatter, and the main thread no exceljs.
 */

/** An amount in major units with its Excel number format (`#,##0.00 "USD"`): numeric, so SUM works. */
export interface MoneyCell {
  amount: number;
  format: string;
}

/** An instant as the viewer's wall-clock time, in milliseconds of a UTC date (Excel dates have no zone). */
export interface DateCell {
  wallClock: number;
}

/** Text (written as a string cell, never a formula), a number, a yes/no, an amount or a date; null is empty. */
export type SheetCell = string | number | boolean | MoneyCell | DateCell | null;

export interface SheetColumn {
  header: string;
  /** Excel number format of the column's numbers and dates (`#,##0`, `yyyy-mm-dd hh:mm`). */
  format?: string;
}

export interface SheetSpec {
  /** The list's name in the UI language; the worker makes it a valid sheet name. */
  name: string;
  /** fa: the sheet's view is right to left. */
  rightToLeft: boolean;
  columns: SheetColumn[];
  rows: SheetCell[][];
}

export const isMoneyCell = (cell: SheetCell): cell is MoneyCell => typeof cell === 'object' && cell !== null && 'amount' in cell;
export const isDateCell = (cell: SheetCell): cell is DateCell => typeof cell === 'object' && cell !== null && 'wallClock' in cell;
