import type { AppAbility } from '../../src/ability/ability';
import type { EntitySubject } from '../../src/ability/subjects';
import type { RowChangeKind } from '../generated/resolvers-types';
import type { Database } from '../store/db';
import type { Row } from '../store/types';
import type { Actor, ChangeAction } from '../undo/history';
import type { CommittedChange } from './hub';

/** One row's entry of a `rowsChanged` message, before its version is read. */
export interface RowChangeOut {
  id: string;
  kind: RowChangeKind;
  at: string;
  by: Actor | null;
  fields: string[];
  count: number;
  updatedAt?: string | null;
}

/** What a subscription holds between two messages: one entry per row, or only "too many". */
export interface PendingRows {
  rows: Map<string, RowChangeOut>;
  refetch: boolean;
}

/** A preview's or a security entry (resolvers/preview.ts, resolvers/sessions.ts) changed no row: it is news to the activity log only. */
const KINDS: Record<ChangeAction, RowChangeKind | null> = {
  CREATE: 'CREATED',
  UPDATE: 'UPDATED',
  DELETE: 'DELETED',
  RESTORE: 'RESTORED',
  PREVIEW_START: null,
  PREVIEW_END: null,
  FACTOR_RESET: null,
  SESSIONS_END: null,
  THROTTLE_CLEAR: null,
};
/** Only these kinds name fields: a deleted row is dropped, a restored one fetched whole. */
const NAMES_FIELDS = new Set<RowChangeKind>(['CREATED', 'UPDATED']);

/**
 * A committed change as one viewer may learn of it, or null when its rules do not let it read the
 * row (judged on the row as it is, or as it was when deleted). Fields it may not read are left out
 * by name: the event never says that `PayGateway.secretKey` changed to FINANCE.
 */
export function rowChangeFor(ability: AppAbility, { entry, row }: CommittedChange): RowChangeOut | null {
  const target: EntitySubject | Row = row ?? (entry.subject as EntitySubject);
  const kind = KINDS[entry.action];
  if (!kind || !ability.can('read', target)) return null;
  const fields = NAMES_FIELDS.has(kind)
    ? entry.changes.map((change) => change.field).filter((field) => ability.can('read', target, field))
    : [];
  return { id: entry.recordId, kind, at: entry.at, by: entry.by, fields, count: 1 };
}

/**
 * Two changes of one row as one: the later kind wins, except that a row created or restored and
 * then updated within the window is still news as created or restored; fields add up.
 */
export function mergeRowChange(earlier: RowChangeOut, later: RowChangeOut): RowChangeOut {
  const kind = later.kind === 'UPDATED' && (earlier.kind === 'CREATED' || earlier.kind === 'RESTORED') ? earlier.kind : later.kind;
  const fields = NAMES_FIELDS.has(kind) ? [...new Set([...(NAMES_FIELDS.has(earlier.kind) ? earlier.fields : []), ...later.fields])] : [];
  return { id: later.id, kind, at: later.at, by: later.by, fields, count: earlier.count + later.count };
}

/** Folds a change into what is pending; past `limit` rows only "refetch" is kept (memory stays bounded). */
export function foldRowChange(limit: number) {
  return (pending: PendingRows | null, change: RowChangeOut): PendingRows => {
    const next = pending ?? { rows: new Map<string, RowChangeOut>(), refetch: false };
    if (next.refetch) return next;
    const earlier = next.rows.get(change.id);
    if (!earlier && next.rows.size >= limit) return { rows: new Map(), refetch: true };
    next.rows.set(change.id, earlier ? mergeRowChange(earlier, change) : change);
    return next;
  };
}

/** The message: each row with its version as it is when the message goes out (null once deleted). */
export function rowsMessage(db: Database, subject: string, pending: PendingRows) {
  const changes = [...pending.rows.values()].map((change) => ({
    ...change,
    updatedAt: change.kind === 'DELETED' ? null : (db.get(subject, change.id)?.updatedAt ?? null),
  }));
  return { subject, changes, refetch: pending.refetch };
}
