import type { ColumnDef, ValueFormatter } from '../../entity/types';
import { exportText } from '../cellText';
import { isIsoInstant } from '../dates';
import type { SheetCell, SheetColumn } from './sheet';
import { DATE_TIME_FORMAT, dateCell, jalaliText, moneyCell } from './sheetValues';

type RowOf = Record<string, unknown>;
const get = (row: RowOf, path: string): unknown => path.split('.').reduce<unknown>((value, key) => (value as RowOf | null)?.[key], row);

/** One column of the file and how a row fills it. */
export interface SheetPart {
  column: SheetColumn;
  cell: (row: RowOf) => SheetCell;
}

export interface ListSheetOptions {
  /** Each column's header in the UI language. */
  header: (column: ColumnDef) => string;
  format: ValueFormatter;
  /** fa: a Jalali text column follows each date column. */
  jalali: boolean;
  /** The Jalali column's header for a date column's (`{column} (شمسی)`). */
  jalaliHeader: (header: string) => string;
}

/** A column holds instants when it says so, or its first value in these rows is one. */
function holdsDates(column: ColumnDef, sample: RowOf[]): boolean {
  if (column.kind === 'date') return true;
  if (column.text || column.kind) return false;
  const first = sample.map((row) => get(row, column.key)).find((value) => value != null);
  return typeof first === 'string' && isIsoInstant(first);
}

/**
 * A list's columns as typed sheet columns: amounts numeric with their currency in the format,
 * instants as date cells (and in fa a Jalali text column beside each), plain numbers numeric,
 * enums, references and yes/no as the text the list shows. `sample` (the first rows fetched)
 * tells which untyped columns hold instants.
 *
 * @example const parts = listSheetParts(visibleColumns, firstChunk, options); rows.map(sheetRowOf(parts))
 */
export function listSheetParts(columns: ColumnDef[], sample: RowOf[], options: ListSheetOptions): SheetPart[] {
  const { format } = options;
  return columns.flatMap((column): SheetPart[] => {
    const header = options.header(column);
    if (column.kind === 'money' && column.currencyKey) {
      const currencyKey = column.currencyKey;
      return [{
        column: { header },
        cell: (row) => {
          const amount = get(row, column.key);
          const currency = get(row, currencyKey);
          return typeof amount === 'number' && typeof currency === 'string' ? moneyCell(amount, currency) : null;
        },
      }];
    }
    if (holdsDates(column, sample)) {
      const iso = (row: RowOf) => {
        const value = get(row, column.key);
        return typeof value === 'string' ? value : null;
      };
      const date: SheetPart = { column: { header, format: DATE_TIME_FORMAT }, cell: (row) => { const value = iso(row); return value ? dateCell(value) : null; } };
      if (!options.jalali) return [date];
      return [date, { column: { header: options.jalaliHeader(header) }, cell: (row) => { const value = iso(row); return value ? jalaliText(value) : null; } }];
    }
    if (column.text) return [{ column: { header }, cell: (row) => column.text!(row, format) }];
    return [{
      column: { header },
      cell: (row) => {
        const value = get(row, column.key);
        if (typeof value === 'number') return value;
        if (value == null) return null;
        return exportText(value, format);
      },
    }];
  });
}

/** The row's cells, column by column. */
export const sheetRowOf = (parts: SheetPart[]) => (row: RowOf): SheetCell[] => parts.map((part) => part.cell(row));
