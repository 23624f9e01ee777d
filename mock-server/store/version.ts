/**
 * The version an update gives a row (its `updatedAt`): now, or a millisecond past the last one, so
 * it moves on every update and a save that started from the old one is always seen to be stale.
 */
export function nextVersion(previous: unknown, now: number): string {
  const last = new Date(previous as string).getTime();
  return new Date(Number.isNaN(last) ? now : Math.max(now, last + 1)).toISOString();
}
