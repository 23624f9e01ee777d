import type { GraphQLFieldResolver } from 'graphql';
import type { MockContext } from '../context';
import type { EntityModel } from '../model';
import { cascadeOf } from '../resolvers/integrity';
import type { Row } from '../store/types';
import { diff, fieldValues, labelOf, type Actor, type ChangeAction } from './history';
import { undoStateOf } from './state';

type Resolver = GraphQLFieldResolver<unknown, MockContext, Record<string, unknown>>;
type ResolverMap = Record<string, Record<string, unknown>>;
type Payload = Record<string, unknown> & { userErrors: unknown[] };

export const actorOf = (ctx: MockContext): Actor | null =>
  ctx.viewer ? { id: ctx.viewer.id, name: String(ctx.viewer.fullName ?? ctx.viewer.email ?? ctx.viewer.id) } : null;

export const nowOf = (ctx: MockContext): string => new Date(ctx.db.clock()).toISOString();

/** Drops what the trash kept past its retention, with its history. */
export function purgeExpired(ctx: MockContext): void {
  const { trash, history } = undoStateOf(ctx.db);
  for (const entry of trash.purge(ctx.db.clock())) {
    for (const { type, fields } of entry.rows) history.forget(type, String(fields.id));
  }
}

export function recordChange(ctx: MockContext, row: Row, action: ChangeAction, before: Record<string, unknown> | null, after: Record<string, unknown> | null): void {
  const model = ctx.db.model(row.__typename);
  undoStateOf(ctx.db).history.add({
    subject: row.__typename,
    recordId: row.id,
    at: nowOf(ctx),
    by: actorOf(ctx),
    action,
    changes: diff(model, before, after),
  });
}

/** Deleted rows go to the trash, each with its cascade, and their history says who deleted them. */
function keepDeleted(ctx: MockContext, roots: Row[], cascades: Map<Row, Set<Row>>): void {
  purgeExpired(ctx);
  const { trash } = undoStateOf(ctx.db);
  const kept = new Set<Row>();
  for (const root of roots) {
    if (kept.has(root)) continue;
    const group = [...cascades.get(root)!].filter((row) => !kept.has(row));
    group.forEach((row) => kept.add(row));
    trash.keep(root, group, nowOf(ctx), actorOf(ctx), labelOf(root));
    for (const row of group) recordChange(ctx, row, 'DELETE', null, null);
  }
}

/**
 * Wraps the generic create, update, delete and bulk delete of every entity so that each change is
 * recorded (history) and deletes are soft (trash). The CRUD resolvers stay unaware of both: they
 * change the tables; this layer watches what they changed.
 */
export function withUndo(map: ResolverMap, models: Map<string, EntityModel>): ResolverMap {
  const mutation = { ...(map.Mutation as Record<string, Resolver>) };
  for (const model of models.values()) {
    const { name, type } = model;
    const create = mutation[`${name}Create`];
    const update = mutation[`${name}Update`];
    const remove = mutation[`${name}Delete`];
    const bulkRemove = mutation[`${name}BulkDelete`];
    mutation[`${name}Create`] = async (parent, args, ctx, info) => {
      const result = (await create(parent, args, ctx, info)) as Payload;
      const row = result[name] as Row | null;
      if (row) recordChange(ctx, row, 'CREATE', null, fieldValues(ctx.db, model, row));
      return result;
    };
    mutation[`${name}Update`] = async (parent, args, ctx, info) => {
      const row = ctx.db.get(type, String(args.id));
      const before = fieldValues(ctx.db, model, row ?? null);
      const result = (await update(parent, args, ctx, info)) as Payload;
      if (row && result[name] && result.userErrors.length === 0) {
        const after = fieldValues(ctx.db, model, row);
        if (diff(model, before, after).length > 0) recordChange(ctx, row, 'UPDATE', before, after);
      }
      return result;
    };
    mutation[`${name}Delete`] = async (parent, args, ctx, info) => {
      const row = ctx.db.get(type, String(args.id));
      const cascades = new Map(row ? [[row, cascadeOf(ctx.db, [row])]] : []);
      const result = (await remove(parent, args, ctx, info)) as Payload;
      if (row && result.deletedId) keepDeleted(ctx, [row], cascades);
      return result;
    };
    mutation[`${name}BulkDelete`] = async (parent, args, ctx, info) => {
      const rows = (args.ids as string[]).map((id) => ctx.db.get(type, String(id))).filter((row): row is Row => !!row);
      const cascades = new Map(rows.map((row) => [row, cascadeOf(ctx.db, [row])]));
      const result = (await bulkRemove(parent, args, ctx, info)) as Payload;
      if ((result.deletedIds as string[]).length > 0) keepDeleted(ctx, rows, cascades);
      return result;
    };
  }
  return { ...map, Mutation: mutation };
}
