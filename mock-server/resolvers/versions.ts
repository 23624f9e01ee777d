import type { MockContext } from '../context';
import type { Database } from '../store/db';
import type { Row } from '../store/types';
import type { UserErrorOut } from './input';

/**
 * Stale-save detection (docs/decisions.md): a row's version is its `updatedAt`, which every update
 * moves forward. An update that says which version it started from (`expectedUpdatedAt`) is
 * refused with CONFLICT when the row has moved on since, so no one silently overwrites another.
 */

/** Who saved each row last through an update, per database: the rows themselves keep only when. */
const lastEditors = new WeakMap<Database, Map<string, string>>();

const keyOf = (row: Row) => `${row.__typename}:${row.id}`;

/** Remembers the viewer as the one who saved `row` last. */
export function recordEditor(ctx: MockContext, row: Row): void {
  if (!ctx.viewer) return;
  let editors = lastEditors.get(ctx.db);
  if (!editors) lastEditors.set(ctx.db, (editors = new Map()));
  editors.set(keyOf(row), String(ctx.viewer.fullName ?? ctx.viewer.email ?? ''));
}

const instant = (value: unknown): number => new Date(value as string).getTime();

/**
 * CONFLICT when the update started from another version than the row's current one; none when it
 * named no version (the last write wins) or the versions agree. The answer carries the current
 * version and, when known, who saved it; the current values are read through the entity's query,
 * which applies the viewer's field restrictions (a gateway's secret key stays hidden from FINANCE).
 */
export function conflictErrors(db: Database, row: Row, expectedUpdatedAt: unknown): UserErrorOut[] {
  if (expectedUpdatedAt === null || expectedUpdatedAt === undefined) return [];
  if (instant(expectedUpdatedAt) === instant(row.updatedAt)) return [];
  const updatedBy = lastEditors.get(db)?.get(keyOf(row)) ?? null;
  return [{ field: null, message: 'conflict.stale', code: 'CONFLICT', values: { updatedAt: row.updatedAt, updatedBy } }];
}
