import { minorDigits } from '../../format/useValueFormatter';
import type { DateCell, MoneyCell } from './sheet';

/** Date and time cells show the instant to the minute; the cell keeps it to the millisecond. */
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';
export const COUNT_FORMAT = '#,##0';
export const DECIMAL_FORMAT = '#,##0.##';

/**
 * An amount in minor units (PRODUCT.md section 2) as a numeric cell in major units, its currency
 * in the format, since one column holds rials and dollars: 1250 USD → 12.5 shown `12.50 USD`.
 */
export function moneyCell(minor: number, currency: string): MoneyCell {
  const digits = minorDigits(currency);
  const pattern = digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
  return { amount: minor / 10 ** digits, format: `${pattern} "${currency}"` };
}

/** The currency and amount in minor units a money cell's number and format stand for (the import's reading). */
export function minorFromMoney(amount: number, format: string): { minor: number; currency: string } | null {
  const currency = /"([A-Z]{3})"\s*$/.exec(format)?.[1];
  return currency ? { minor: Math.round(amount * 10 ** minorDigits(currency)), currency } : null;
}

/**
 * An ISO instant as a date cell showing the viewer's local time: Excel dates have no time zone,
 * so the local wall clock is stored as if it were UTC (what exceljs writes).
 */
export function dateCell(iso: string): DateCell | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return {
    wallClock: Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds()),
  };
}

/** A date cell's value read back (a Date whose UTC fields are the wall clock) as the ISO instant it was. */
export function isoFromWallClock(date: Date): string {
  return new Date(
    date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds(),
  ).toISOString();
}

/** The Jalali day of an instant as text (`۱۴۰۵/۰۹/۰۵`): OOXML has no Persian calendar, so it is a text column beside the date. */
const jalaliDay = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', month: '2-digit', day: '2-digit' });
export const jalaliText = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : jalaliDay.format(date);
};
