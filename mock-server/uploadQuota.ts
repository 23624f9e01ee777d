import type { UploadUserError } from './uploads';

/** Bytes counted against a user's upload allowance, until the moment (ms) they stop counting. */
export interface Charge {
  bytes: number;
  until: number;
}

export interface QuotaLimits {
  /** Bytes one user may upload per window: stored files of the window plus open tickets. */
  bytes: number;
  windowMs: number;
  /** Open (unused, unexpired) tickets one user may hold: each is remembered until it expires. */
  openTickets: number;
}

const MiB = 1024 * 1024;
const MINUTE = 60_000;

/** The earliest moment the charges, dropped oldest first, leave room for `bytes` more. */
function roomAt(charges: Charge[], bytes: number, limit: number, now: number): number {
  let used = charges.reduce((sum, charge) => sum + charge.bytes, 0);
  if (used + bytes <= limit) return now;
  for (const charge of [...charges].sort((a, b) => a.until - b.until)) {
    used -= charge.bytes;
    if (used + bytes <= limit) return charge.until;
  }
  return Infinity;
}

/**
 * Null when `bytes` more fit the user's allowance, else `upload.quota` with what the person needs
 * to read: the allowance in MB, the window and the minutes until it has room again.
 */
export function quotaRefusal(stored: Charge[], tickets: Charge[], bytes: number, limits: QuotaLimits, now: number): UploadUserError | null {
  const live = (charges: Charge[]) => charges.filter((charge) => charge.until > now);
  const open = live(tickets);
  const byBytes = roomAt([...live(stored), ...open], bytes, limits.bytes, now);
  const byCount = open.length < limits.openTickets ? now : [...open].sort((a, b) => a.until - b.until)[open.length - limits.openTickets].until;
  const at = Math.max(byBytes, byCount);
  if (at <= now) return null;
  // A file larger than the whole allowance never fits: a window is the honest answer.
  const wait = Number.isFinite(at) ? at - now : limits.windowMs;
  return {
    field: ['sizeBytes'],
    message: 'upload.quota',
    code: 'INVALID',
    values: { megabytes: Math.round((limits.bytes / MiB) * 10) / 10, window: Math.round(limits.windowMs / MINUTE), retry: Math.max(1, Math.ceil(wait / MINUTE)) },
  };
}
