import { sameValue } from '../conventions/values';
import { sourceOf } from '../data/inputs';
import { deleteRow, getRow, patchFor, userErrorsOf, updateRow } from '../data/rows';
import type { EntityTable } from '../data/tables';
import type { Call, Data } from '../http/client';
import type { CheckSpec } from '../results';
import { check, Skip } from '../verdict';
import { writable } from './writable';

/** Whether `read` holds what was sent: objects may carry more fields than their input (an upload's time). */
function holds(read: unknown, sent: unknown): boolean {
  if (Array.isArray(sent) && Array.isArray(read)) return sent.length === read.length && sent.every((item, index) => holds(read[index], item));
  if (sent && typeof sent === 'object' && read && typeof read === 'object' && !Array.isArray(sent)) {
    return Object.entries(sent).every(([key, value]) => holds((read as Data)[key] ?? null, value ?? null));
  }
  return sameValue(read, sent);
}

/** The values of `input` that `row` reads back (references by id), which differ. */
function differences(table: EntityTable, input: Data, row: Data): string[] {
  return Object.entries(input).flatMap(([key, sent]) => {
    const source = sourceOf(table.entity.object, key);
    if (!source || !(source.field in row)) return [];
    const value = row[source.field];
    const read = source.how === 'id' ? (value as Data | null)?.id ?? null : source.how === 'ids' ? ((value as Data[] | null) ?? []).map((item) => item.id) : value;
    return holds(read ?? null, sent ?? null) ? [] : [`${key}: sent ${JSON.stringify(sent)?.slice(0, 40)}, read ${JSON.stringify(read)?.slice(0, 40)}`];
  });
}

/**
 * Create → get → update → get → delete → get with the admin's own operations: what was sent is
 * read back, the update moves `updatedAt` forward, and a deleted row is gone. A copy the server
 * holds frozen (an issued invoice) is replaced by the next row to copy.
 */
async function roundTrip(table: EntityTable): Promise<{ call: Call }> {
  const { ctx, entity } = table;
  const ops = {
    create: ctx.admin.forRoot('mutation', entity.create), get: ctx.admin.forRoot('query', entity.get),
    update: ctx.admin.forRoot('mutation', entity.update), delete: ctx.admin.forRoot('mutation', entity.delete),
  };
  for (let from = 0; from < 12;) {
    const created = await ctx.marks.create(entity, { document: ops.create?.document, from });
    const got = await ctx.client.request(ops.get?.document ?? ctx.docs.get(entity, 'id updatedAt'), { id: created.id }, ctx.main);
    const row = got.data?.[entity.get!.name] as Data | null;
    check(row, `the row just created (${created.id}) cannot be read back`, got.call);
    const wrong = differences(table, created.input, row);
    check(!wrong.length, () => `the row reads back other values than were sent: ${wrong.slice(0, 3).join('; ')}`, got.call);
    const patch = patchFor(ctx, entity, created.input);
    if (!patch || !entity.update) throw new Skip('the entity has no field an update can change');
    const updated = await updateRow(ctx, entity, { id: created.id, input: { [patch.key]: patch.value } }, ctx.main, ops.update?.document);
    const errors = updated.payload?.userErrors ?? [];
    if (errors.some((error) => error.code === 'FROZEN')) {
      // The copy no longer changes (an issued invoice): try a row in another state.
      await deleteRow(ctx, entity, created.id);
      from = created.nth + 1;
      continue;
    }
    check(!updated.answer.errors?.length && !errors.length && updated.payload?.row, () => `the update was refused: ${JSON.stringify(updated.answer.errors ?? errors).slice(0, 200)}`, updated.answer.call);
    const after = await getRow(ctx, entity, created.id, ['updatedAt', patch.key]);
    check(after.row && sameValue(after.row[patch.key], patch.value), () => `the update was answered but ${patch.key} reads ${JSON.stringify(after.row?.[patch.key])}`, after.answer.call);
    const before = (created.answer.data?.[entity.create!.name] as Data)[entity.payloadField!] as Data;
    if (before.updatedAt) check(Date.parse(String(after.row.updatedAt)) > Date.parse(String(before.updatedAt)), `the update left updatedAt at ${String(after.row.updatedAt)}; it must move forward`, after.answer.call);
    const deleted = await deleteRow(ctx, entity, created.id, ctx.main, ops.delete?.document);
    check(deleted.payload?.deletedId === created.id && !deleted.payload.userErrors?.length, () => `the delete answered ${JSON.stringify(deleted.answer.data ?? deleted.answer.errors).slice(0, 200)}`, deleted.answer.call);
    const gone = await getRow(ctx, entity, created.id);
    check(!gone.row, `the deleted row ${created.id} is still read`, gone.answer.call);
    return { call: created.answer.call };
  }
  throw new Skip('every row to copy is frozen');
}

/** A failed bulk delete deletes nothing (a missing id among them); a good one deletes all. */
async function bulkDelete(table: EntityTable): Promise<{ call: Call }> {
  const { ctx, entity } = table;
  if (!entity.bulkDelete || !entity.delete) throw new Skip('the schema has no bulk delete for it');
  const [a, b, gone] = [await ctx.marks.create(entity), await ctx.marks.create(entity), await ctx.marks.create(entity)];
  await deleteRow(ctx, entity, gone.id);
  const document = ctx.admin.forRoot('mutation', entity.bulkDelete)?.document ?? ctx.docs.mutation(entity.bulkDelete, {});
  const failed = await ctx.client.request(document, { ids: [a.id, gone.id] }, ctx.main);
  const payload = failed.data?.[entity.bulkDelete.name] as { deletedIds?: string[]; userErrors?: Data[] } | null;
  check(payload && !payload.deletedIds?.length, `deleting a row and a missing one answered deletedIds ${JSON.stringify(payload?.deletedIds)}; all or nothing`, failed.call);
  check(userErrorsOf(failed, entity.bulkDelete.name).length > 0, 'deleting a row and a missing one deleted nothing but answered no userError saying why', failed.call);
  const kept = await getRow(ctx, entity, a.id);
  check(kept.row, `a refused bulk delete deleted row ${a.id}`, failed.call);
  const done = await ctx.client.request(document, { ids: [a.id, b.id] }, ctx.main);
  const ids = ((done.data?.[entity.bulkDelete.name] as { deletedIds?: string[] } | null)?.deletedIds ?? []).map(String);
  check(ids.length === 2 && ids.includes(a.id) && ids.includes(b.id), () => `deleting two rows answered ${JSON.stringify(done.data ?? done.errors).slice(0, 200)}`, done.call);
  ids.forEach((id) => ctx.marks.forget(id, entity));
  for (const id of [a.id, b.id]) check(!(await getRow(ctx, entity, id)).row, `row ${id} is still read after the bulk delete`, done.call);
  return { call: failed.call };
}

export function crudChecks(table: EntityTable): CheckSpec[] {
  const { entity } = table;
  return [
    { check: 'crud.roundTrip', entity: entity.type, run: () => writable(table).then(() => roundTrip(table)) },
    { check: 'crud.bulkDelete', entity: entity.type, run: () => writable(table).then(() => bulkDelete(table)) },
  ];
}
