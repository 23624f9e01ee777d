import type { EntitySubject } from '../../src/ability/subjects';
import { authorize } from '../authz';
import type { MockContext } from '../context';
import type { EntityModel } from '../model';
import type { Row, RowValues } from '../store/types';
import { completeCreateInput, fieldOfInputKey, inputToPatch, nullErrors, uniqueErrors, validationErrors, type UserErrorOut } from './input';
import { abuseTargetErrors } from './integrity';
import { datePatch, stampPatch, withoutStamped } from './stamps';

/**
 * Everything a create checks before it writes: the rules (the subject, each field sent, then the
 * row with its conditions; a refusal throws FORBIDDEN), the shared validation, references and
 * unique values. Shared by `<T>Create` and the dry run of `importRows`, which must agree.
 */
export async function checkCreate(ctx: MockContext, model: EntityModel, sent: RowValues): Promise<{ patch: RowValues; problems: UserErrorOut[] }> {
  const type = model.type as EntitySubject;
  // What the server stamps (who handled a report, when) is never taken from the client.
  const given = withoutStamped(model, sent);
  authorize(ctx, 'create', type);
  for (const key of Object.keys(given)) authorize(ctx, 'create', { __typename: type } as Row, fieldOfInputKey(model, key));
  const input = completeCreateInput(model, given);
  const { patch, errors } = inputToPatch(ctx.db, model, input, new Date(ctx.db.clock()).toISOString());
  authorize(ctx, 'create', { ...patch, __typename: type } as Row);
  const problems = [
    ...nullErrors(model, model.objectType, input),
    ...(await validationErrors(type, input)),
    ...errors,
    ...uniqueErrors(ctx.db, type, patch),
    ...(type === 'Abuse' ? abuseTargetErrors(ctx.db, input) : []),
  ];
  stampPatch(ctx, model, patch);
  datePatch(ctx, model, patch);
  return { patch, problems };
}
