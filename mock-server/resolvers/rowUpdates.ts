import { coerceInputValue, GraphQLError, type GraphQLFieldResolver, type GraphQLResolveInfo } from 'graphql';
import type { EntitySubject } from '../../src/ability/subjects';
import { authorize } from '../authz';
import type { MockContext } from '../context';
import type { EntityModel } from '../model';
import type { RowValues } from '../store/types';
import { changedInputKeys, fieldOfInputKey, type UserErrorOut } from './input';
import { expectationErrors } from './rowExpectations';

/**
 * What `bulkUpdate` (one input for many rows) and `updateRows` (each row its own input) share:
 * the request errors that refuse one as a whole, and the row-by-row run through the entity's own
 * update resolver, so each row gets exactly the checks a single save gets.
 */

/** As many rows as the largest page. */
export const MAX_BULK_IDS = 1000;

export type RowError = Omit<UserErrorOut, 'code' | 'values'> & { code: string; values?: Record<string, unknown> | null };

/** One row's answer (`BulkUpdateRowResult`). */
export interface RowResult {
  id: string;
  ok: boolean;
  userErrors: RowError[];
}

/** One row and the `<T>UpdateInput` to apply to it; with `expected`, only where those fields still hold those values (rowExpectations.ts). */
export interface RowChange {
  id: string;
  input: RowValues;
  expected?: RowValues;
}

export const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 200 } } });

/** A refusal of the rules as one row's answer: the rule's reason, or the generic one. */
export function refusal(error: unknown): RowError | null {
  if (!(error instanceof GraphQLError) || error.extensions.code !== 'FORBIDDEN') return null;
  const { field, reason } = error.extensions as { field?: string; reason?: string };
  return { field: field ? ['input', field] : null, message: reason ?? 'bulkEdit.forbidden', code: 'FORBIDDEN', values: null };
}

/**
 * The entity whose `rows` rows a bulk change updates, or the request error that refuses it as a
 * whole: an unknown subject, a viewer who may update no row of it, more than MAX_BULK_IDS rows.
 */
export function updatedModel(ctx: MockContext, subject: string, rows: number): EntityModel {
  const model = ctx.db.models.get(subject);
  if (!model) throw badInput(`Unknown entity ${subject}`);
  authorize(ctx, 'update', model.type as EntitySubject);
  if (rows > MAX_BULK_IDS) throw badInput(`At most ${MAX_BULK_IDS} rows at once`);
  return model;
}

/** `raw` as the entity's `<T>UpdateInput`, or BAD_USER_INPUT naming where it fails from `at` (`input`, `rows.3.input`). */
export function coercedUpdate(model: EntityModel, raw: unknown, at: string): RowValues {
  const input = coerceInputValue(raw, model.updateInput, (path, _value, error) => {
    throw badInput(`${at}${path.length ? `.${path.join('.')}` : ''}: ${error.message}`);
  }) as RowValues;
  if (Object.keys(input).length === 0) throw badInput(`${at}: nothing to change`);
  return input;
}

/**
 * Saves each change through `<T>Update` (rules with their conditions, shared validation,
 * references, unique values, frozen rows; history and live events through its wrapper), in order:
 * a refused row changes nothing and answers why, the others are saved.
 */
export async function updateEach(ctx: MockContext, info: GraphQLResolveInfo, model: EntityModel, changes: readonly RowChange[]) {
  const update = info.schema.getMutationType()!.getFields()[`${model.name}Update`].resolve as GraphQLFieldResolver<unknown, MockContext>;
  const results: RowResult[] = [];
  for (const { id, input, expected } of changes) {
    try {
      // Checked after the rules for the row (a refused row reveals no current value), before any write.
      const row = expected ? ctx.db.get(model.type, id) : undefined;
      if (row) {
        authorize(ctx, 'update', row);
        for (const key of changedInputKeys(model, row, input)) authorize(ctx, 'update', row, fieldOfInputKey(model, key));
      }
      const stale = row ? expectationErrors(ctx, model, row, expected) : [];
      if (stale.length > 0) {
        results.push({ id, ok: false, userErrors: stale });
        continue;
      }
      const payload = (await update(undefined, { id, input }, ctx, info)) as { userErrors: RowError[] };
      results.push({ id, ok: payload.userErrors.length === 0, userErrors: payload.userErrors });
    } catch (error) {
      const row = refusal(error);
      if (!row) throw error;
      results.push({ id, ok: false, userErrors: [row] });
    }
  }
  // The generated payload types a row's error `code` as the enum; the resolvers answer its string.
  return { updatedIds: results.filter((result) => result.ok).map((result) => result.id), results: results as never };
}
