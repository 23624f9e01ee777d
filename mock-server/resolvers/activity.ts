import { GraphQLError } from 'graphql';
import { ENTITY_SUBJECTS, type EntitySubject } from '../../src/ability/subjects';
import { requireViewer } from '../authz';
import type { MockContext } from '../context';
import { readChecked } from '../durable/checked';
import { storeOf, type Store } from '../durable/store';
import type { ActivityFilter, QueryResolvers } from '../generated/resolvers-types';
import type { Row } from '../store/types';
import { labelOf, type HistoryEntry } from '../undo/history';
import { undoStateOf } from '../undo/state';

/** Whose changes a viewer sees: everyone's, or (actorId) its own, of the entities it may read. */
export interface ActivityScope {
  actorId: string | null;
  subjects: EntitySubject[] | null;
}

/**
 * A viewer whose rules allow everything (ADMIN) sees every recorded change; any other role sees
 * only its own, and only of the entities it may read now (docs/decisions.md: "Activity log").
 */
export function activityScope(ctx: MockContext): ActivityScope {
  const viewer = requireViewer(ctx);
  if (ctx.ability.can('manage', 'all')) return { actorId: null, subjects: null };
  return { actorId: viewer.id, subjects: ENTITY_SUBJECTS.filter((subject) => ctx.ability.can('read', subject)) };
}

const ACTOR = "json_extract(data, '$.by.id')";
const MAX_PAGE_SIZE = 1000;

/**
 * Per actor, newest first: the index that makes the log of a non-ADMIN (always its own changes)
 * and the person filter a range read rather than a scan. Created at the server's start, outside any unit.
 */
export function indexActivity(store: Store): void {
  store.sql.exec(`CREATE INDEX IF NOT EXISTS history_actor ON history (${ACTOR}, id)`);
}

/** A checked history row (id, subject, record_id, data: durable/checked.ts) as an entry. */
export function historyEntryOf([id, subject, recordId, data]: unknown[]): HistoryEntry {
  return { id: String(id), subject: String(subject), recordId: String(recordId), ...(JSON.parse(String(data)) as Omit<HistoryEntry, 'id' | 'subject' | 'recordId'>) };
}

/** The WHERE clause of a scope and filter; the same test as `inActivity`. */
function whereOf(scope: ActivityScope, filter: ActivityFilter): { sql: string; params: string[] } {
  const clauses: string[] = [];
  const params: string[] = [];
  const add = (clause: string, ...values: string[]) => {
    clauses.push(clause);
    params.push(...values);
  };
  const list = (values: readonly string[]) => values.map(() => '?').join(', ');
  if (scope.actorId) add(`${ACTOR} = ?`, scope.actorId);
  if (scope.subjects) add(`subject IN (${list(scope.subjects)})`, ...scope.subjects);
  if (filter.actorId) add(`${ACTOR} = ?`, filter.actorId);
  if (filter.subject) add('subject = ?', filter.subject);
  if (filter.recordId) add('record_id = ?', filter.recordId);
  if (filter.action?.length) add(`json_extract(data, '$.action') IN (${list(filter.action)})`, ...filter.action);
  // Instants are stored and parsed (the DateTime scalar) as toISOString's text, so text order is time order.
  if (filter.atFrom) add("json_extract(data, '$.at') >= ?", filter.atFrom);
  if (filter.atTo) add("json_extract(data, '$.at') <= ?", filter.atTo);
  return { sql: clauses.length > 0 ? ` WHERE ${clauses.join(' AND ')}` : '', params };
}

/** Whether a new entry belongs in the log the viewer sees with `filter`: `whereOf`'s test, in memory. */
export function inActivity(entry: HistoryEntry, scope: ActivityScope, filter: ActivityFilter): boolean {
  const actor = entry.by?.id ?? null;
  return (
    (!scope.actorId || actor === scope.actorId) &&
    (!scope.subjects || scope.subjects.includes(entry.subject as EntitySubject)) &&
    (!filter.actorId || actor === filter.actorId) &&
    (!filter.subject || entry.subject === filter.subject) &&
    (!filter.recordId || entry.recordId === filter.recordId) &&
    (!filter.action?.length || filter.action.includes(entry.action)) &&
    (!filter.atFrom || entry.at >= filter.atFrom) &&
    (!filter.atTo || entry.at <= filter.atTo)
  );
}

/**
 * An entry as the log shows it to this viewer: the row's title (now; from the trash while it is
 * there; else its id) and the changed fields it may read, with their values before and after (a
 * restricted field was recorded without them).
 */
export function activityEntry(ctx: MockContext, entry: HistoryEntry, removed: Row | null = null) {
  const current = ctx.db.get(entry.subject, entry.recordId) ?? null;
  const row = current ?? removed;
  const title = row ? labelOf(row) : (undoStateOf(ctx.db).trash.get(entry.subject, entry.recordId)?.label ?? entry.recordId);
  const target: EntitySubject | Row = row ?? (entry.subject as EntitySubject);
  const readable = entry.changes.filter((change) => ctx.ability.can('read', target, change.field));
  return {
    id: entry.id,
    at: entry.at,
    actor: entry.by,
    subject: entry.subject,
    recordId: entry.recordId,
    recordTitle: title,
    recordExists: current !== null,
    action: entry.action,
    fieldsChanged: readable.map((change) => change.field),
    changes: readable,
  };
}

const activity: NonNullable<QueryResolvers<MockContext>['activity']> = (_, args, ctx) => {
  const scope = activityScope(ctx);
  const { page, pageSize } = args;
  if (page < 1 || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new GraphQLError(`page must be 1 or more and pageSize between 1 and ${MAX_PAGE_SIZE}`, { extensions: { code: 'BAD_PAGE_SIZE', pageSize } });
  }
  const { sql, params } = whereOf(scope, args.filter ?? {});
  const { sql: db } = storeOf(ctx.db);
  const total = Number(db.value(`SELECT COUNT(*) FROM history${sql}`, params));
  // Newest first by id (entries are written in time order); only the page is read and parsed.
  const rows = [...readChecked(db, 'history', `${sql} ORDER BY id DESC LIMIT ? OFFSET ?`, [...params, pageSize, (page - 1) * pageSize])];
  return { items: rows.map((row) => activityEntry(ctx, historyEntryOf(row))), total, page, pageSize };
};

/** `activity(filter, page, pageSize)`: the activity log, from the history table. */
export const activityResolvers = { Query: { activity } };
