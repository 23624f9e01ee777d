import { CalendarDate, CalendarDateTime, GregorianCalendar, PersianCalendar, parseAbsolute, toCalendar, toZoned } from '@internationalized/date';
import { latinDigits, withoutBidiControls } from '../../fields/numberText';
import { looseKey } from './typedChoice';

/**
 * Dates as people type and paste them: year first with `-`, `/` or `.` (2026-12-07, 2026/12/7),
 * or with the month's name as the list shows them (Dec 7, 2026; ۱۶ آذر ۱۴۰۵), then an optional
 * time (14:30, 2:30 PM). Day-first and month-first numbers (07/12/2026) are refused, never
 * guessed. In Persian, a year before 1700 and a Persian month's name are the Jalali calendar's.
 */

const PERSIAN_MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'].map(looseKey);
const monthNames = (style: 'long' | 'short') => Array.from({ length: 12 }, (_, month) => looseKey(new Intl.DateTimeFormat('en', { month: style, timeZone: 'UTC' }).format(Date.UTC(2026, month, 1))));
const ENGLISH_MONTHS = [monthNames('long'), monthNames('short')];

/** The first year read as Gregorian: no date this admin keeps is older, no Jalali year that recent. */
const FIRST_GREGORIAN_YEAR = 1700;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const TIME = /(?:^|[\sT])(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(am|pm|ق\.ظ|ب\.ظ)?$/i;
const NUMERIC_DAY = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;

interface Day {
  year: number;
  month: number;
  day: number;
  persian: boolean;
}

/** The month a name stands for (1–12) and whether it is a Persian month, or null. */
function monthOf(name: string): { month: number; persian: boolean } | null {
  const key = looseKey(name).replace(/\.$/, '');
  const persian = PERSIAN_MONTHS.indexOf(key);
  if (persian >= 0) return { month: persian + 1, persian: true };
  const english = ENGLISH_MONTHS.map((names) => names.indexOf(key === 'sept' ? 'sep' : key)).find((index) => index >= 0);
  return english === undefined ? null : { month: english + 1, persian: false };
}

function dayOf(text: string): Day | null {
  const numeric = NUMERIC_DAY.exec(text);
  if (numeric) {
    const [year, month, day] = numeric.slice(1).map(Number);
    return { year, month, day, persian: year < FIRST_GREGORIAN_YEAR };
  }
  // "7 December 2026", "۱۶ آذر ۱۴۰۵" or "December 7 2026" (the comma is gone by now).
  const named = /^(\d{1,2}) (\S+) (\d{4})$/.exec(text) ?? /^(\S+) (\d{1,2}) (\d{4})$/.exec(text);
  if (!named) return null;
  const [nameFirst, dayText] = /^\d/.test(named[1]) ? [named[2], named[1]] : [named[1], named[2]];
  const month = monthOf(nameFirst);
  return month ? { year: Number(named[3]), month: month.month, day: Number(dayText), persian: month.persian } : null;
}

/** A real day of its calendar in the Gregorian one; null for 2026-02-30 (which CalendarDate would move to the 28th). */
function gregorianDay({ year, month, day, persian }: Day): CalendarDate | null {
  // Jalali years are below 1700 and Gregorian ones from it: 1405/9/16 is never the year 1405 AD.
  if (persian !== year < FIRST_GREGORIAN_YEAR) return null;
  const date = new CalendarDate(persian ? new PersianCalendar() : new GregorianCalendar(), year, month, day);
  if (date.year !== year || date.month !== month || date.day !== day) return null;
  return toCalendar(date, new GregorianCalendar());
}

function hoursOf(hour: number, meridiem: string | undefined): number | null {
  if (!meridiem) return hour;
  if (hour < 1 || hour > 12) return null;
  return (hour % 12) + (/^(pm|ب)/i.test(meridiem) ? 12 : 0);
}

/**
 * The ISO instant of a typed date (`withTime: false`, local midnight, as the form's date picker
 * keeps a day) or date and time, in `timeZone`; null when the text is not one. A full ISO instant
 * (2026-12-07T10:00:00Z) is taken as it is.
 *
 * @example readDate('۱۴۰۵/۰۹/۱۶', { withTime: false, persian: true, timeZone: 'Asia/Tehran' }) === '2026-12-06T20:30:00.000Z'
 */
export function readDate(typed: string, { withTime, persian, timeZone }: { withTime: boolean; persian: boolean; timeZone: string }): string | null {
  const text = latinDigits(withoutBidiControls(typed)).replace(/[,\u060C]/g, ' ').replace(/\s+/g, ' ').trim();
  if (INSTANT.test(text)) {
    try {
      return parseAbsolute(text.toUpperCase(), timeZone).toDate().toISOString();
    } catch {
      return null;
    }
  }
  const time = TIME.exec(text);
  if (time && !withTime) return null;
  const day = dayOf((time ? text.slice(0, time.index) : text).trim());
  if (!day || (day.persian && !persian)) return null;
  const date = gregorianDay(day);
  const hour = time ? hoursOf(Number(time[1]), time[4]) : 0;
  const [minute, second] = time ? [Number(time[2]), Number(time[3] ?? 0)] : [0, 0];
  if (!date || hour === null || hour > 23 || minute > 59 || second > 59) return null;
  return toZoned(new CalendarDateTime(date.year, date.month, date.day, hour, minute, second), timeZone).toDate().toISOString();
}
