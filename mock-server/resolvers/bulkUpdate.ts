import type { EntitySubject } from '../../src/ability/subjects';
import type { MockContext } from '../context';
import { behaviours } from '../entities';
import type { MutationResolvers } from '../generated/resolvers-types';
import { fieldOfInputKey } from './input';
import { badInput, coercedUpdate, updatedModel, updateEach } from './rowUpdates';

/**
 * What a bulk update would apply to which rows, or the request error that refuses it as a whole;
 * also run before a document's first mutation (preauthorize.ts). Rows are checked one by one later.
 */
export function bulkUpdatePlan(ctx: MockContext, args: { subject: string; ids: readonly string[]; input: unknown }) {
  const ids = [...new Set(args.ids.map(String))];
  const model = updatedModel(ctx, args.subject, ids.length);
  const input = coercedUpdate(model, args.input, 'input');
  const unique = Object.keys(input).filter((key) => behaviours[model.type as EntitySubject].unique?.includes(fieldOfInputKey(model, key)));
  if (unique.length > 0) throw badInput(`Unique fields cannot be bulk-set: ${unique.join(', ')}`);
  return { model, ids, input };
}

/**
 * One `<T>UpdateInput` applied to several rows through the entity's own update resolver, so each
 * row gets exactly the checks a single save gets (rules with their conditions, the shared
 * validation, references, frozen rows); a row that is refused answers why and the others are saved.
 */
export const bulkUpdate: MutationResolvers<MockContext>['bulkUpdate'] = async (_, args, ctx, info) => {
  const { model, ids, input } = bulkUpdatePlan(ctx, args);
  return updateEach(ctx, info, model, ids.map((id) => ({ id, input })));
};

export const bulkUpdateResolvers = { Mutation: { bulkUpdate } };
