import { GraphQLError, type GraphQLFieldResolver, type GraphQLResolveInfo } from 'graphql';
import type { Action, EntitySubject } from '../../src/ability/subjects';
import { authorize, requireViewer } from '../authz';
import type { MockContext } from '../context';
import { behaviours } from '../entities';
import type { EntityModel } from '../model';
import { fieldOfInputKey, rowToInput, uniqueErrors, type UserErrorOut } from '../resolvers/input';
import type { Row } from '../store/types';
import { fieldValues, isRefValue, typedIdValue, type HistoryEntry } from './history';
import { purgeExpired, recordChange } from './record';
import { undoStateOf } from './state';
import { purgeAt, refsIn, TRASH_RETENTION_DAYS, type TrashEntry } from './trash';
import type { Database } from '../store/db';

type Args = Record<string, unknown>;
type Resolver = GraphQLFieldResolver<unknown, MockContext, Args>;
interface RestoreResult {
  restoredIds: string[];
  userErrors: UserErrorOut[];
}

function modelOf(ctx: MockContext, subject: string): EntityModel {
  const model = ctx.db.models.get(subject);
  if (!model) throw new GraphQLError(`Unknown entity ${subject}`, { extensions: { code: 'BAD_USER_INPUT' } });
  return model;
}

/** A kept row as it would be back in its table (references to rows that exist), for rules and checks. */
function preview(db: Database, entry: TrashEntry): Row {
  const { fields } = entry.rows[0];
  const values = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => {
      const refs = refsIn(value);
      if (refs.length === 0 || Array.isArray(value)) return [key, Array.isArray(value) ? refs.map(([type, id]) => db.get(type, id)).filter(Boolean) : value];
      return [key, db.get(refs[0][0], refs[0][1]) ?? null];
    }),
  );
  return { ...values, __typename: entry.subject } as Row;
}

/** Why an entry cannot go back: a row it references is gone, or a unique value was taken meanwhile. */
function restoreErrors(db: Database, entry: TrashEntry): UserErrorOut[] {
  const inGroup = new Set(entry.rows.map(({ type, fields }) => `${type}:${String(fields.id)}`));
  const errors: UserErrorOut[] = [];
  for (const { type, fields } of entry.rows) {
    for (const [refType, refId] of refsIn(fields)) {
      if (inGroup.has(`${refType}:${refId}`) || db.get(refType, refId)) continue;
      errors.push({ field: ['ids'], message: 'trash.referenceGone', code: 'NOT_FOUND', values: { id: entry.id, type: refType, refId } });
    }
    for (const field of behaviours[type as EntitySubject].unique ?? []) {
      if (uniqueErrors(db, type as EntitySubject, { [field]: fields[field] }).length === 0) continue;
      errors.push({ field: ['ids'], message: 'trash.taken', code: 'TAKEN', values: { id: entry.id, field, value: fields[field] } });
    }
  }
  return errors;
}

/**
 * The trash entries `restore` would bring back (undefined where none is kept), each checked
 * against the rules as the row it would be; also run before a document's first mutation (preauthorize.ts).
 */
export function restoreEntries(ctx: MockContext, args: Args): (TrashEntry | undefined)[] {
  const subject = String(args.subject);
  modelOf(ctx, subject);
  authorize(ctx, 'delete', subject as EntitySubject);
  const { trash } = undoStateOf(ctx.db);
  const entries = (args.ids as string[]).map((id) => trash.get(subject, String(id)));
  for (const entry of entries) if (entry) authorize(ctx, 'delete', preview(ctx.db, entry));
  return entries;
}

const restore: Resolver = (_, args, ctx): RestoreResult => {
  requireViewer(ctx);
  purgeExpired(ctx);
  const ids = (args.ids as string[]).map(String);
  const entries = restoreEntries(ctx, args);
  const { trash } = undoStateOf(ctx.db);
  const missing = ids.filter((_, index) => !entries[index]);
  if (missing.length > 0) return { restoredIds: [], userErrors: [{ field: ['ids'], message: 'trash.gone', code: 'NOT_FOUND', values: { ids: missing } }] };
  const problems = (entries as TrashEntry[]).flatMap((entry) => restoreErrors(ctx.db, entry));
  if (problems.length > 0) return { restoredIds: [], userErrors: problems };
  for (const entry of entries as TrashEntry[]) {
    for (const row of trash.putBack(ctx.db, entry)) recordChange(ctx, row, 'RESTORE', null, null);
  }
  ctx.db.changed();
  return { restoredIds: ids, userErrors: [] };
};

const trashPage: Resolver = (_, args, ctx) => {
  const subject = String(args.subject);
  modelOf(ctx, subject);
  authorize(ctx, 'read', subject as EntitySubject);
  const visible = undoStateOf(ctx.db).trash.list(subject, ctx.db.clock()).filter((entry) => ctx.ability.can('read', preview(ctx.db, entry)));
  const page = Math.max(1, Number(args.page ?? 1));
  const pageSize = args.pageSize == null ? null : Math.max(1, Number(args.pageSize));
  const items = pageSize == null ? visible : visible.slice((page - 1) * pageSize, page * pageSize);
  return {
    items: items.map((entry) => ({
      id: entry.id,
      subject: entry.subject,
      label: entry.label,
      deletedAt: entry.deletedAt,
      deletedBy: entry.deletedBy,
      purgeAt: purgeAt(entry),
      cascadeCount: entry.rows.length - 1,
    })),
    total: visible.length,
    page,
    pageSize,
    retentionDays: TRASH_RETENTION_DAYS,
  };
};

/** The record as the viewer may see it: in its table or in the trash; null when neither. */
function recordFor(ctx: MockContext, subject: string, id: string, action: Action): Row | null {
  const row = ctx.db.get(subject, id);
  const entry = row ? undefined : undoStateOf(ctx.db).trash.get(subject, id);
  const target = row ?? (entry ? preview(ctx.db, entry) : null);
  if (target) authorize(ctx, action, target);
  return row ?? null;
}

const history: Resolver = (_, args, ctx) => {
  const subject = String(args.subject);
  modelOf(ctx, subject);
  authorize(ctx, 'read', subject as EntitySubject);
  recordFor(ctx, subject, String(args.id), 'read');
  return [...undoStateOf(ctx.db).history.of(subject, String(args.id))].reverse();
};

/** The recorded fields of `row` as they were right after `entry`: later changes undone, newest first. */
function versionAfter(db: Database, model: EntityModel, row: Row, entries: HistoryEntry[], index: number): Record<string, unknown> {
  const values = fieldValues(db, model, row)!;
  for (const later of entries.slice(index + 1).reverse()) {
    // A preview's entry (resolvers/preview.ts) names the role looked through, a security entry
    // (resolvers/sessions.ts, resolvers/factor.ts) a count or a person: neither is a value of the row.
    if (later.action !== 'CREATE' && later.action !== 'UPDATE' && later.action !== 'DELETE' && later.action !== 'RESTORE') continue;
    for (const change of later.changes) if (!change.redacted) values[change.field] = change.before;
  }
  return values;
}

/** A history value back as row content: references to the rows that exist now. */
function asRowValue(db: Database, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (isRefValue(item) ? (db.get(item.type, item.id) ?? { id: item.id }) : item));
  return isRefValue(value) ? (db.get(value.type, value.id) ?? { id: value.id }) : value;
}

/** What `revertTo` would send to the entity's update (null when nothing changes), or why it cannot. */
export type RevertPlan = { model: EntityModel; id: string; input: Record<string, unknown> | null } | { userErrors: UserErrorOut[] };

/** Checks the rules for the record too; also run before a document's first mutation (preauthorize.ts). */
export function revertPlan(ctx: MockContext, args: Args): RevertPlan {
  const subject = String(args.subject);
  const id = String(args.id);
  const model = modelOf(ctx, subject);
  authorize(ctx, 'update', subject as EntitySubject);
  const row = recordFor(ctx, subject, id, 'update');
  if (!row) return { userErrors: [{ field: ['id'], message: 'validation.notFound', code: 'NOT_FOUND' }] };
  const entries = undoStateOf(ctx.db).history.of(subject, id);
  const index = entries.findIndex((entry) => entry.id === String(args.entryId));
  if (index < 0) return { userErrors: [{ field: ['entryId'], message: 'history.entryGone', code: 'NOT_FOUND' }] };
  const current = fieldValues(ctx.db, model, row)!;
  const wanted = versionAfter(ctx.db, model, row, entries, index);
  const changed = Object.keys(wanted).filter((field) => JSON.stringify(wanted[field]) !== JSON.stringify(current[field]));
  if (changed.length === 0) return { model, id, input: null };
  const version = { ...row, ...Object.fromEntries(changed.map((field) => [field, asRowValue(ctx.db, typedIdValue(model, field, wanted[field]))])) } as Row;
  const full = rowToInput(model, version);
  const keys = Object.keys(model.updateInput.getFields()).filter((key) => key in full && changed.includes(fieldOfInputKey(model, key)));
  return { model, id, input: Object.fromEntries(keys.map((key) => [key, full[key]])) };
}

const revertTo = async (_: unknown, args: Args, ctx: MockContext, info: GraphQLResolveInfo): Promise<RestoreResult> => {
  const plan = revertPlan(ctx, args);
  if ('userErrors' in plan) return { restoredIds: [], userErrors: plan.userErrors };
  const { model, id, input } = plan;
  if (!input) return { restoredIds: [id], userErrors: [] };
  // The entity's own update: the same rules, validation and history as a save from its form.
  const update = info.schema.getMutationType()!.getFields()[`${model.name}Update`].resolve!;
  const result = (await update(undefined, { id, input }, ctx, info)) as { userErrors: UserErrorOut[] };
  return { restoredIds: result.userErrors.length > 0 ? [] : [id], userErrors: result.userErrors };
};

export const undoResolvers = {
  Query: { trash: trashPage, history },
  Mutation: { restore, revertTo },
};
