import { coerceInputValue, GraphQLError, type GraphQLFieldResolver } from 'graphql';
import type { EntitySubject } from '../../src/ability/subjects';
import { authorize } from '../authz';
import type { MockContext } from '../context';
import { behaviours } from '../entities';
import type { MutationResolvers } from '../generated/resolvers-types';
import type { RowValues } from '../store/types';
import { fieldOfInputKey, type UserErrorOut } from './input';

/** As many rows as the largest page. */
export const MAX_BULK_IDS = 1000;

export type RowError = Omit<UserErrorOut, 'code' | 'values'> & { code: string; values?: Record<string, unknown> | null };
interface RowResult {
  id: string;
  ok: boolean;
  userErrors: RowError[];
}

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 200 } } });

/** A refusal of the rules as one row's answer: the rule's reason, or the generic one. */
export function refusal(error: unknown): RowError | null {
  if (!(error instanceof GraphQLError) || error.extensions.code !== 'FORBIDDEN') return null;
  const { field, reason } = error.extensions as { field?: string; reason?: string };
  return { field: field ? ['input', field] : null, message: reason ?? 'bulkEdit.forbidden', code: 'FORBIDDEN', values: null };
}

/**
 * One `<T>UpdateInput` applied to several rows through the entity's own update resolver, so each
 * row gets exactly the checks a single save gets (rules with their conditions, the shared
 * validation, references, frozen rows); a row that is refused answers why and the others are saved.
 */
/**
 * What a bulk update would apply to which rows, or the request error that refuses it as a whole;
 * also run before a document's first mutation (preauthorize.ts). Rows are checked one by one later.
 */
export function bulkUpdatePlan(ctx: MockContext, args: { subject: string; ids: readonly string[]; input: unknown }) {
  const model = ctx.db.models.get(args.subject);
  if (!model) throw badInput(`Unknown entity ${args.subject}`);
  authorize(ctx, 'update', model.type as EntitySubject);
  const ids = [...new Set(args.ids.map(String))];
  if (ids.length > MAX_BULK_IDS) throw badInput(`At most ${MAX_BULK_IDS} rows at once`);
  const input = coerceInputValue(args.input, model.updateInput, (path, _value, error) => {
    throw badInput(`input${path.length ? `.${path.join('.')}` : ''}: ${error.message}`);
  }) as RowValues;
  const keys = Object.keys(input);
  if (keys.length === 0) throw badInput('Nothing to change');
  const unique = keys.filter((key) => behaviours[model.type as EntitySubject].unique?.includes(fieldOfInputKey(model, key)));
  if (unique.length > 0) throw badInput(`Unique fields cannot be bulk-set: ${unique.join(', ')}`);
  return { model, ids, input };
}

export const bulkUpdate: MutationResolvers<MockContext>['bulkUpdate'] = async (_, args, ctx, info) => {
  const { model, ids, input } = bulkUpdatePlan(ctx, args);
  const update = info.schema.getMutationType()!.getFields()[`${model.name}Update`].resolve as GraphQLFieldResolver<unknown, MockContext>;
  const results: RowResult[] = [];
  for (const id of ids) {
    try {
      const payload = (await update(undefined, { id, input }, ctx, info)) as { userErrors: RowError[] };
      results.push({ id, ok: payload.userErrors.length === 0, userErrors: payload.userErrors });
    } catch (error) {
      const row = refusal(error);
      if (!row) throw error;
      results.push({ id, ok: false, userErrors: [row] });
    }
  }
  return { updatedIds: results.filter((result) => result.ok).map((result) => result.id), results: results as never };
};

export const bulkUpdateResolvers = { Mutation: { bulkUpdate } };
