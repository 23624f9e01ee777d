import type { EntitySubject } from '../../src/ability/subjects';
import { authorize } from '../authz';
import type { MockContext } from '../context';
import { behaviours } from '../entities';
import type { EntityModel } from '../model';
import type { ListArgs } from '../store/query';
import type { Row, RowValues } from '../store/types';
import { checkCreate } from './createChecks';
import {
  changedInputKeys,
  fieldOfInputKey,
  inputToPatch,
  nullErrors,
  rowToInput,
  uniqueErrors,
  validationErrors,
  type UserErrorOut,
} from './input';
import { undoStateOf } from '../undo/state';
import { abuseTargetErrors, deletionPlan, flowErrors, frozenErrors } from './integrity';
import type { ResolverFn } from '../generated/resolvers-types';
import { datePatch, stampPatch, withoutStamped } from './stamps';
import { conflictErrors, recordEditor } from './versions';
import type {
  BulkDeleteResolver, CreateResolver, DeleteResolver, GetResolver, ListResolver, ResultOf, UpdateResolver,
} from './types';

type QueryResolver = ListResolver | GetResolver;
type MutationResolver = CreateResolver | UpdateResolver | DeleteResolver | BulkDeleteResolver;
/** An inverse list (Serial.seasons): no arguments, the rows that point back at the parent. */
type InverseResolver = ResolverFn<Row[], Row, MockContext, Record<PropertyKey, never>>;
type ResolverMap = Record<string, Record<string, QueryResolver | MutationResolver | InverseResolver>>;
/** `{ <entity>: row, userErrors }`, shared by create and update. */
type EntityPayload = ResultOf<CreateResolver>;

const notFound = (field: string): UserErrorOut => ({ field: [field], message: 'validation.notFound', code: 'NOT_FOUND' });
/** The record is in the trash (someone deleted it): the admin offers to restore it, save a new one, or discard. */
const deleted: UserErrorOut = { field: ['id'], message: 'form.deleted.message', code: 'DELETED' };

/** Every field an update touches must be permitted: MODERATOR may change User.status and nothing else. */
function authorizeFields(ctx: MockContext, model: EntityModel, target: Row, input: RowValues) {
  for (const key of changedInputKeys(model, target, input)) authorize(ctx, 'update', target, fieldOfInputKey(model, key));
}

function entityResolvers(model: EntityModel): { query: Record<string, QueryResolver>; mutation: Record<string, MutationResolver> } {
  const type = model.type as EntitySubject;
  // The payload's row field is named after the entity (schema convention), so it is built by name.
  const payload = (row: Row | null, userErrors: UserErrorOut[]) =>
    ({ [model.name]: userErrors.length ? null : row, userErrors }) as EntityPayload;
  const now = (ctx: MockContext) => new Date(ctx.db.clock()).toISOString();

  const list: ListResolver = (_, args, ctx) => {
    authorize(ctx, 'read', type);
    return ctx.db.list(type, args satisfies ListArgs);
  };
  const get: GetResolver = (_, args, ctx) => {
    authorize(ctx, 'read', type);
    return ctx.db.get(type, args.id) ?? null;
  };
  const query = { [`${model.name}List`]: list, [model.name]: get };

  const create: CreateResolver = async (_, args, ctx) => {
    const { patch, problems } = await checkCreate(ctx, model, args.input);
    if (problems.length > 0) return payload(null, problems);
    const row = ctx.db.insert(type, patch);
    return payload(row, []);
  };

  const update: UpdateResolver = async (_, args, ctx) => {
    // What the server stamps (who handled a report, when) is never taken from the client.
    const input = withoutStamped(model, args.input);
    authorize(ctx, 'update', type);
    const row = ctx.db.get(type, args.id);
    if (!row) return payload(null, [undoStateOf(ctx.db).trash.get(type, String(args.id)) ? deleted : notFound('id')]);
    authorize(ctx, 'update', row);
    authorizeFields(ctx, model, row, input);
    // Started from an older version: someone else saved meanwhile; nothing changes (versions.ts).
    const stale = conflictErrors(ctx.db, row, args.expectedUpdatedAt);
    if (stale.length > 0) return payload(null, stale);
    const { patch, errors } = inputToPatch(ctx.db, model, input, now(ctx), row);
    const merged = { ...rowToInput(model, row), ...input };
    const problems = [
      ...frozenErrors(row, changedInputKeys(model, row, input).map((key) => fieldOfInputKey(model, key))),
      ...flowErrors(row, patch),
      ...nullErrors(model, model.objectType, input),
      ...(await validationErrors(type, merged)),
      ...errors,
      ...uniqueErrors(ctx.db, type, patch, row),
      ...(type === 'Abuse' ? abuseTargetErrors(ctx.db, merged, row) : []),
    ];
    if (problems.length > 0) return payload(null, problems);
    stampPatch(ctx, model, patch, row);
    datePatch(ctx, model, patch, row);
    const access = `${String(row.role)}/${String(row.status)}`;
    ctx.db.update(row, patch);
    recordEditor(ctx, row);
    // A user whose role or status changes signs in again under the new rules.
    if (type === 'User' && `${String(row.role)}/${String(row.status)}` !== access) ctx.tokens.endSessionsOf(row.id);
    return payload(row, []);
  };

  const remove: DeleteResolver = (_, args, ctx) => {
    authorize(ctx, 'delete', type);
    const row = ctx.db.get(type, args.id);
    if (!row) return { deletedId: null, userErrors: [notFound('id')] };
    authorize(ctx, 'delete', row);
    const plan = deletionPlan(ctx.db, [row]);
    if (plan.userErrors.length > 0) return { deletedId: null, userErrors: plan.userErrors };
    ctx.db.remove(plan.rows);
    for (const gone of plan.rows) if (gone.__typename === 'User') ctx.tokens.endSessionsOf(gone.id);
    return { deletedId: row.id, userErrors: [] };
  };

  const bulkDelete: BulkDeleteResolver = (_, args, ctx) => {
    authorize(ctx, 'delete', type);
    const ids = args.ids.map(String);
    const rows = ids.map((id) => ctx.db.get(type, id));
    const missing = ids.filter((_, index) => !rows[index]);
    if (missing.length > 0) {
      return { deletedIds: [], userErrors: [{ ...notFound('ids'), values: { ids: missing } }] };
    }
    for (const row of rows as Row[]) authorize(ctx, 'delete', row);
    const plan = deletionPlan(ctx.db, rows as Row[]);
    if (plan.userErrors.length > 0) return { deletedIds: [], userErrors: plan.userErrors };
    ctx.db.remove(plan.rows);
    for (const gone of plan.rows) if (gone.__typename === 'User') ctx.tokens.endSessionsOf(gone.id);
    return { deletedIds: ids, userErrors: [] };
  };

  const mutation = {
    [`${model.name}Create`]: create,
    [`${model.name}Update`]: update,
    [`${model.name}Delete`]: remove,
    [`${model.name}BulkDelete`]: bulkDelete,
  };
  return { query, mutation };
}

/** Inverse lists (Serial.seasons) are read from the rows that point back. */
function inverseResolvers(model: EntityModel): Record<string, InverseResolver> {
  const resolvers: Record<string, InverseResolver> = {};
  for (const inverse of model.inverses) {
    resolvers[inverse.field] = (parent, _args, ctx) =>
      ctx.db.all(inverse.target).filter((row) => row[inverse.via] === parent);
  }
  return resolvers;
}

/** Query, Mutation and type resolvers for every entity of the model registry. */
export function crudResolvers(models: Map<string, EntityModel>): ResolverMap {
  const map: ResolverMap = { Query: {}, Mutation: {} };
  for (const model of models.values()) {
    const { query, mutation } = entityResolvers(model);
    Object.assign(map.Query, query);
    Object.assign(map.Mutation, mutation);
    const inverses = inverseResolvers(model);
    if (Object.keys(inverses).length > 0) map[model.type] = inverses;
  }
  return map;
}

export { behaviours };
