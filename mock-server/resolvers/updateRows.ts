import type { MockContext } from '../context';
import type { MutationResolvers } from '../generated/resolvers-types';
import { coercedExpected } from './rowExpectations';
import { badInput, coercedUpdate, updatedModel, updateEach, type RowChange } from './rowUpdates';

/**
 * The changes `updateRows` would save, each row with its own coerced `<T>UpdateInput`, or the
 * request error that refuses it as a whole (an id twice, an input the type cannot take); also run
 * before a document's first mutation (preauthorize.ts). Rows are checked one by one later.
 */
export function updateRowsPlan(ctx: MockContext, args: { subject: string; rows: readonly { id: string; input: unknown; expected?: unknown }[] }) {
  const model = updatedModel(ctx, args.subject, args.rows.length);
  const seen = new Set<string>();
  const changes: RowChange[] = args.rows.map((row, index) => {
    const id = String(row.id);
    if (seen.has(id)) throw badInput(`rows.${index}.id: row ${id} is changed twice; merge its inputs into one`);
    seen.add(id);
    const input = coercedUpdate(model, row.input, `rows.${index}.input`);
    return { id, input, expected: coercedExpected(model, row.expected, input, `rows.${index}.expected`) };
  });
  return { model, changes };
}

/**
 * Several rows, each with its own `<T>UpdateInput` (a pasted block, an undone paste), through the
 * entity's own update resolver as `bulkUpdate` does: a refused row answers why, the others are
 * saved. Unique fields may be set here, each row its own value; the update's check answers per row.
 */
export const updateRows: MutationResolvers<MockContext>['updateRows'] = async (_, args, ctx, info) => {
  const { model, changes } = updateRowsPlan(ctx, args);
  return updateEach(ctx, info, model, changes);
};

export const updateRowsResolvers = { Mutation: { updateRows } };
