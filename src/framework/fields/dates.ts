import { getLocalTimeZone, now, parseAbsoluteToLocal, toZoned, today, type ZonedDateTime } from '@internationalized/date';

/**
 * Form values of date fields are ISO instants (`2026-03-21T08:30:00.000Z`), the DateTime scalar's
 * form; the picker works on a ZonedDateTime in the viewer's time zone. Both directions live here.
 */
export function isoToZoned(iso: string | null | undefined): ZonedDateTime | null {
  if (!iso) return null;
  try {
    return parseAbsoluteToLocal(iso);
  } catch {
    // A malformed value is the schema's to report; the picker just starts empty.
    return null;
  }
}

export const zonedToIso = (value: ZonedDateTime | null): string | null => (value ? value.toDate().toISOString() : null);

/**
 * What an empty picker starts from. It also fixes the value's type: without a zoned placeholder
 * the picker would answer with a CalendarDate, which has no instant.
 */
export function placeholderFor(granularity: 'day' | 'minute'): ZonedDateTime {
  const zone = getLocalTimeZone();
  return granularity === 'day' ? toZoned(today(zone), zone) : now(zone).set({ second: 0, millisecond: 0 });
}
