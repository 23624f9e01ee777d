import { getNamedType, type DocumentNode } from 'graphql';
import type { SuiteContext } from '../context';
import type { EntitySpec } from '../conventions/entities';
import { selectionOf } from '../documents';
import type { Answer, Data, Identity } from '../http/client';
import { payloadOf } from './marks';

/** A row by id (null when the server has none), by the entity's `t(id)`. */
export async function getRow(ctx: SuiteContext, entity: EntitySpec, id: string, fields: string[] = ['updatedAt'], who: Identity = ctx.main) {
  const answer = await ctx.client.request(ctx.docs.get(entity, selectionOf(entity.object, fields)), { id }, who);
  return { row: (answer.data?.[entity.get!.name] as Data | null | undefined) ?? null, answer };
}

/** `tUpdate(id, input, expectedUpdatedAt)` and its payload. */
export async function updateRow(ctx: SuiteContext, entity: EntitySpec, variables: Data, who: Identity = ctx.main, document?: DocumentNode) {
  const answer = await ctx.client.request(document ?? ctx.docs.mutation(entity.update!, variables), variables, who);
  return { answer, payload: payloadOf(entity, answer, entity.update!.name) };
}

/** `tDelete(id)`: the deleted id and user errors. */
export async function deleteRow(ctx: SuiteContext, entity: EntitySpec, id: string, who: Identity = ctx.main, document?: DocumentNode) {
  const answer = await ctx.client.request(document ?? ctx.docs.mutation(entity.delete!, { id }), { id }, who);
  const payload = answer.data?.[entity.delete!.name] as { deletedId?: string | null; userErrors?: Data[] } | null | undefined;
  if (payload?.deletedId) ctx.marks.forget(String(payload.deletedId), entity);
  return { answer, payload };
}

/** A change an update can make to a marked row: its mark, or else a flag or a number. */
export function patchFor(ctx: SuiteContext, entity: EntitySpec, input: Data, round = 1): { key: string; value: unknown } | null {
  const update = entity.updateInput?.getFields() ?? {};
  const marked = ctx.marks.markField(entity, input);
  if (marked && update[marked]) return { key: marked, value: `${ctx.marks.marker}:${round} ${String(input[marked]).slice(ctx.marks.marker.length + 1)}` };
  const flag = Object.values(update).find((field) => getNamedType(field.type).name === 'Boolean' && typeof input[field.name] === 'boolean');
  if (flag) return { key: flag.name, value: round % 2 === 1 ? !input[flag.name] : input[flag.name] };
  const number = Object.values(update).find((field) => getNamedType(field.type).name === 'Int' && typeof input[field.name] === 'number');
  return number ? { key: number.name, value: (input[number.name] as number) + round } : null;
}

export const userErrorsOf = (answer: Answer, root: string): Data[] => ((answer.data?.[root] as Data | null | undefined)?.userErrors as Data[] | undefined) ?? [];
