import type { EntitySubject } from '../../src/ability/subjects';
import type { MockContext } from '../context';
import { behaviours } from '../entities';
import type { EntityModel } from '../model';
import type { Row, RowValues } from '../store/types';
import { fieldOfInputKey } from './input';

/** The stamps of an entity (see `EntityBehaviour.stamps`). */
const stampsOf = (model: EntityModel) => behaviours[model.type as EntitySubject].stamps ?? [];

/** The input without what the server stamps: a client's `handledById` or `handledAt` is ignored. */
export function withoutStamped(model: EntityModel, input: RowValues): RowValues {
  const stamped = new Set(stampsOf(model).flatMap((stamp) => [stamp.by, stamp.at]));
  return Object.fromEntries(Object.entries(input ?? {}).filter(([key]) => !stamped.has(fieldOfInputKey(model, key))));
}

/**
 * Fills the stamped fields of `patch` as the row's `field` changes (`previous` is the stored row,
 * none for a create): to one of `values`, the signed-in viewer and the server's clock; to any
 * other value, nothing (a report opened again is no longer handled). No change, no stamp.
 */
export function stampPatch(ctx: MockContext, model: EntityModel, patch: RowValues, previous?: Row): void {
  for (const stamp of stampsOf(model)) {
    if (!(stamp.field in patch) || (previous && previous[stamp.field] === patch[stamp.field])) continue;
    const reached = stamp.values.includes(String(patch[stamp.field]));
    if (stamp.by) patch[stamp.by] = reached ? ctx.viewer : null;
    patch[stamp.at] = reached ? new Date(ctx.db.clock()).toISOString() : null;
  }
}

/**
 * Fills the dates of `datedOn` (EntityBehaviour) in `patch` when the write moves the row's `field`
 * to one of `values` and the row, as it will be stored, has no such date: a date given is kept.
 */
export function datePatch(ctx: MockContext, model: EntityModel, patch: RowValues, previous?: Row): void {
  for (const dated of behaviours[model.type as EntitySubject].datedOn ?? []) {
    if (!(dated.field in patch) || (previous && previous[dated.field] === patch[dated.field])) continue;
    if (!dated.values.includes(String(patch[dated.field]))) continue;
    const date = dated.at in patch ? patch[dated.at] : previous?.[dated.at];
    if (date == null || date === '') patch[dated.at] = new Date(ctx.db.clock()).toISOString();
  }
}
