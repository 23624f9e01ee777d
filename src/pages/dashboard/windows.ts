import { isoToDay, startOfDayIso } from '../../framework/list/dates';

/**
 * The time windows of the dashboard's tiles, in whole days of the viewer's calendar (today and the
 * days before it), as the lists' date filters count them: a day in a list URL (`createdAtFrom=`)
 * starts at the viewer's midnight, so the tile asks the server for the same instant and its
 * figure is the total of the list it links to.
 */
export const TILE_DAYS = { newUsers: 7, revenue: 30 } as const;

/**
 * The first instant of the last `days` days, today included, in the viewer's time zone.
 *
 * @example windowStart(7, new Date(2026, 2, 10, 15)) // the instant of 4 March 2026, 00:00 local
 */
export function windowStart(days: number, now: Date): string {
  const first = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return startOfDayIso(isoToDay(first.toISOString()))!;
}

/** The list URL's day (`YYYY-MM-DD`) of an instant `windowStart` gave. */
export const windowDay = (since: string): string => isoToDay(since);
