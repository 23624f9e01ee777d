/** Day strings (`YYYY-MM-DD`, the URL form of a date filter) to and from ISO instants, in local time. */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(day: string): [number, number, number] | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number);
  const probe = new Date(year, month - 1, date);
  // Date rolls 2026-02-30 over to March; a rolled date was not a real day.
  return probe.getFullYear() === year && probe.getMonth() === month - 1 && probe.getDate() === date ? [year, month, date] : null;
}

/** The first instant of `day` in the viewer's time zone, so "from 1 Farvardin" includes all of it. */
export function startOfDayIso(day: string): string | null {
  const parts = parseDay(day);
  return parts ? new Date(parts[0], parts[1] - 1, parts[2], 0, 0, 0, 0).toISOString() : null;
}

/** The last instant of `day` in the viewer's time zone. */
export function endOfDayIso(day: string): string | null {
  const parts = parseDay(day);
  return parts ? new Date(parts[0], parts[1] - 1, parts[2], 23, 59, 59, 999).toISOString() : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local day of an ISO instant, as `YYYY-MM-DD`. */
export function isoToDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const isIsoInstant = (value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value);
