import type { ValueFormatter } from '../../framework/entity/types';

interface Filed {
  createdAt: string;
  /** When it was handled: the wait ends there; an open report is still waiting. */
  handledAt?: string | null;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long a report waited (until now, or until it was handled) in whole days, hours or minutes. */
export function waitedFor({ createdAt, handledAt }: Filed, format: ValueFormatter, now = Date.now()): string {
  const end = handledAt ? Date.parse(handledAt) : now;
  const ms = Math.max(0, end - Date.parse(createdAt));
  if (ms >= DAY) return format.message('moderation.waited.days', { count: Math.floor(ms / DAY) });
  if (ms >= HOUR) return format.message('moderation.waited.hours', { count: Math.floor(ms / HOUR) });
  return format.message('moderation.waited.minutes', { count: Math.floor(ms / 60_000) });
}

/** The filing date and the wait, one line: "Dec 4, 2026 · 3 days". */
export function filedText(row: Filed, format: ValueFormatter, now = Date.now()): string {
  return format.message('moderation.filed', { date: format.date(row.createdAt), waited: waitedFor(row, format, now) });
}

/** The Filed column's natural width: a date and «۳۶۵ روز» or "365 days" beside it, and the header's sort note. */
export const FILED_WIDTH = 210;
