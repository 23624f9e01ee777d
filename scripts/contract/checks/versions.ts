import { sameValue } from '../conventions/values';
import { deleteRow, getRow, patchFor, updateRow } from '../data/rows';
import type { EntityTable } from '../data/tables';
import type { Data } from '../http/client';
import type { CheckSpec } from '../results';
import { check, Skip } from '../verdict';
import { writable } from './writable';

const later = (a: unknown, b: unknown) => Date.parse(String(a)) > Date.parse(String(b));

/**
 * The header's versions: an update moves `updatedAt` forward; one that names an older version
 * (`expectedUpdatedAt`) changes nothing and answers CONFLICT (field null) with the current
 * version in `values.updatedAt`; one that names the current version saves.
 */
async function conflict(table: EntityTable) {
  const { ctx, entity } = table;
  if (!entity.update?.field.args.some((arg) => arg.name === 'expectedUpdatedAt')) throw new Skip('its update takes no expectedUpdatedAt');
  const row = await table.marked();
  const [first, second] = [patchFor(ctx, entity, row.input, 1), patchFor(ctx, entity, row.input, 2)];
  if (!first || !second) throw new Skip('the entity has no field an update can change');
  const v0 = (await getRow(ctx, entity, row.id)).row?.updatedAt;
  const moved = await updateRow(ctx, entity, { id: row.id, input: { [first.key]: first.value } });
  const v1 = moved.payload?.row?.updatedAt;
  check(v1 && later(v1, v0), `an update answered updatedAt ${String(v1)} after ${String(v0)}; it must move forward`, moved.answer.call);
  const stale = await updateRow(ctx, entity, { id: row.id, input: { [second.key]: second.value }, expectedUpdatedAt: v0 });
  const error = stale.payload?.userErrors.find((each) => each.code === 'CONFLICT');
  check(error, () => `an update from the older version ${String(v0)} answered ${JSON.stringify(stale.answer.errors ?? stale.payload).slice(0, 160)}, not the userError CONFLICT`, stale.answer.call);
  check(error.field == null, `CONFLICT names the field ${JSON.stringify(error.field)}; it must be null`, stale.answer.call);
  check(ctx.catalog.known(error.message), `CONFLICT's message ${JSON.stringify(error.message)} is not in the admin's catalogs`, stale.answer.call);
  check(sameValue((error.values as Data | null)?.updatedAt, v1), `CONFLICT's values.updatedAt is ${JSON.stringify((error.values as Data | null)?.updatedAt)}, the current version is ${String(v1)}`, stale.answer.call);
  const kept = await getRow(ctx, entity, row.id, ['updatedAt', first.key]);
  check(kept.row && sameValue(kept.row[first.key], first.value) && sameValue(kept.row.updatedAt, v1), 'a CONFLICT changed the row', stale.answer.call);
  const fresh = await updateRow(ctx, entity, { id: row.id, input: { [second.key]: second.value }, expectedUpdatedAt: v1 });
  check(fresh.payload?.row && !fresh.payload.userErrors.length, () => `an update from the current version was refused: ${JSON.stringify(fresh.payload?.userErrors ?? fresh.answer.errors).slice(0, 160)}`, fresh.answer.call);
  return { call: stale.answer.call };
}

/**
 * `updateRows`' expected values (a cell edited in a list): a row whose field no longer holds the
 * value the edit started from changes nothing and answers CONFLICT on that field; naming the
 * value it holds now saves. A server without `RowChangeInput.expected` is reported, not failed.
 */
async function rowsExpected(table: EntityTable) {
  const { ctx, entity } = table;
  const field = ctx.schema.getMutationType()!.getFields().updateRows;
  const rowInput = ctx.schema.getType('RowChangeInput');
  if (!field || !rowInput || !('getFields' in rowInput) || !('expected' in rowInput.getFields())) throw new Skip('the server has no updateRows with expected values');
  const row = await table.marked();
  const [theirs, mine] = [patchFor(ctx, entity, row.input, 5), patchFor(ctx, entity, row.input, 6)];
  if (!theirs || !mine || !entity.update) throw new Skip('the entity has no field an update can change');
  const started = (await getRow(ctx, entity, row.id, [theirs.key])).row?.[theirs.key];
  const moved = await updateRow(ctx, entity, { id: row.id, input: { [theirs.key]: theirs.value } });
  check(moved.payload?.row, 'the update playing "someone else" was refused', moved.answer.call);
  const send = async (expected: unknown) => {
    const variables = { subject: entity.type, rows: [{ id: row.id, input: { [mine.key]: mine.value }, expected: { [mine.key]: expected } }] };
    const answer = await ctx.client.request(ctx.docs.operation('mutation', { name: 'updateRows', field }, 'updatedIds results { id ok userErrors { field message code values } }', variables), variables, ctx.main);
    const result = ((answer.data?.updateRows as { results?: Data[] } | null)?.results ?? [])[0] as { ok?: boolean; userErrors?: Data[] } | undefined;
    return { answer, result };
  };
  const stale = await send(started ?? null);
  const error = stale.result?.userErrors?.find((each) => each.code === 'CONFLICT');
  check(stale.result && !stale.result.ok && error, () => `a row from an older value answered ${JSON.stringify(stale.answer.errors ?? stale.result).slice(0, 160)}, not CONFLICT`, stale.answer.call);
  const kept = await getRow(ctx, entity, row.id, [theirs.key]);
  check(kept.row && sameValue(kept.row[theirs.key], theirs.value), 'a CONFLICT on updateRows changed the row', stale.answer.call);
  const fresh = await send(theirs.value);
  check(fresh.result?.ok, () => `a row from the value it holds was refused: ${JSON.stringify(fresh.result ?? fresh.answer.errors).slice(0, 160)}`, fresh.answer.call);
  return { call: stale.answer.call };
}

/** `history(subject, id)` records the create and each update, field by field. */
async function history(table: EntityTable) {
  const { ctx, entity } = table;
  const field = ctx.schema.getQueryType()!.getFields().history;
  if (!field) throw new Skip('the server has no history');
  const row = await table.marked();
  const patch = patchFor(ctx, entity, row.input, 3);
  if (!patch || !entity.update) throw new Skip('the entity has no field an update can change');
  const updated = await updateRow(ctx, entity, { id: row.id, input: { [patch.key]: patch.value } });
  check(updated.payload?.row, 'the update to record was refused', updated.answer.call);
  const variables = { subject: entity.type, id: row.id };
  const answer = await ctx.client.request(ctx.docs.operation('query', { name: 'history', field }, 'id action changes { field after }', variables), variables, ctx.main);
  const entries = (answer.data?.history as { action: string; changes: { field: string; after: unknown }[] }[] | null) ?? [];
  check(!answer.errors?.length, () => `history answered errors: ${answer.errors![0].message}`, answer.call);
  check(entries.some((entry) => entry.action === 'CREATE'), 'history has no CREATE entry for a row the suite created', answer.call);
  check(entries.some((entry) => entry.action === 'UPDATE' && entry.changes.some((change) => change.field === patch.key && sameValue(change.after, patch.value))), `history has no UPDATE entry changing ${patch.key} to ${JSON.stringify(patch.value)}`, answer.call);
  return { call: answer.call };
}

/** A deleted row leaves the lists for `trash(subject)`, and `restore(subject, ids)` brings it back. */
async function trash(table: EntityTable) {
  const { ctx, entity } = table;
  const fields = { trash: ctx.schema.getQueryType()!.getFields().trash, restore: ctx.schema.getMutationType()!.getFields().restore };
  if (!fields.trash || !fields.restore) throw new Skip('the server has no trash');
  const row = await table.marked();
  const deleted = await deleteRow(ctx, entity, row.id);
  check(deleted.payload?.deletedId === row.id, () => `the delete answered ${JSON.stringify(deleted.answer.data ?? deleted.answer.errors).slice(0, 160)}`, deleted.answer.call);
  const inTrash = { subject: entity.type, page: 1, pageSize: 100 };
  const listed = await ctx.client.request(ctx.docs.operation('query', { name: 'trash', field: fields.trash }, 'items { id } total', inTrash), inTrash, ctx.main);
  const ids = ((listed.data?.trash as { items: Data[] } | null)?.items ?? []).map((item) => String(item.id));
  check(ids.includes(row.id), `the trash of ${entity.type} does not list row ${row.id}, deleted just now`, listed.call);
  check(!(await getRow(ctx, entity, row.id)).row, `row ${row.id} is in the trash but still read`, listed.call);
  const back = { subject: entity.type, ids: [row.id] };
  const restored = await ctx.client.request(ctx.docs.operation('mutation', { name: 'restore', field: fields.restore }, 'restoredIds userErrors { field message code }', back), back, ctx.main);
  const restoredIds = ((restored.data?.restore as { restoredIds: string[] } | null)?.restoredIds ?? []).map(String);
  if (restoredIds.includes(row.id)) ctx.marks.remember(entity, row.id, row.input);
  check(restoredIds.includes(row.id), () => `restore answered ${JSON.stringify(restored.data ?? restored.errors).slice(0, 160)}`, restored.call);
  check((await getRow(ctx, entity, row.id)).row, `restore answered row ${row.id} but it is not read`, restored.call);
  return { call: restored.call };
}

export function versionChecks(table: EntityTable): CheckSpec[] {
  const { entity } = table;
  const written = (run: (table: EntityTable) => ReturnType<CheckSpec['run']>) => () => writable(table).then(() => run(table));
  return [
    { check: 'conflict.stale', entity: entity.type, run: written(conflict) },
    { check: 'conflict.rows', entity: entity.type, run: written(rowsExpected) },
    { check: 'history.recorded', entity: entity.type, run: written(history) },
  ];
}

/** Last of an entity's checks: it deletes the shared row (and brings it back for the cleanup). */
export function trashChecks(table: EntityTable): CheckSpec[] {
  return [{ check: 'trash.restore', entity: table.entity.type, run: () => writable(table).then(() => trash(table)) }];
}
