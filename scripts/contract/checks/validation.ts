import { getNamedType, isNonNullType, type GraphQLInputObjectType, type GraphQLSchema } from 'graphql';
import { sameValue } from '../conventions/values';
import { sourceOf } from '../data/inputs';
import { getRow, updateRow, userErrorsOf } from '../data/rows';
import { EntityTable, listPage } from '../data/tables';
import type { Answer, Data } from '../http/client';
import type { CheckSpec } from '../results';
import { check, Skip } from '../verdict';
import { writable } from './writable';

/** A value the schema says is invalid for one input key, and the message id it promises, if it names one. */
interface Invalid {
  key: string;
  value: unknown;
  message?: string;
}

/** The message id a scalar's description promises: "… answered with the userError `validation.email`". */
const promised = (schema: GraphQLSchema, scalar: string) => /userError `([\w.]+)`/.exec(schema.getType(scalar)?.description ?? '')?.[1];

const BAD: Record<string, string> = { EmailAddress: 'not-an-e-mail-address', URL: 'not a url', CountryCode: 'ZZ' };

/**
 * The first of: a value a scalar's description refuses (e-mail, URL, country), a reference to a
 * row that does not exist, an empty required text.
 */
export function invalidFor(schema: GraphQLSchema, input: GraphQLInputObjectType, missingId: string, create: GraphQLInputObjectType = input): Invalid | null {
  const fields = Object.values(input.getFields());
  const scalar = fields.find((field) => BAD[getNamedType(field.type).name]);
  if (scalar) {
    const name = getNamedType(scalar.type).name;
    return { key: scalar.name, value: BAD[name], message: promised(schema, name) };
  }
  const reference = fields.find((field) => /Id$/.test(field.name) && getNamedType(field.type).name === 'ID');
  if (reference) return { key: reference.name, value: missingId };
  // An update's fields are all optional; the create says which text may not be empty.
  const text = fields.find((field) => getNamedType(field.type).name === 'String' && isNonNullType(create.getFields()[field.name]?.type ?? field.type));
  return text ? { key: text.name, value: '' } : null;
}

/** The refusal is data: no row, user errors with input paths and message ids both catalogs hold. */
function refusal(table: EntityTable, answer: Answer, root: string, invalid: Invalid) {
  const { ctx, entity } = table;
  const sent = `${invalid.key}: ${JSON.stringify(invalid.value)}`;
  check(!answer.errors?.length, () => `${sent} answered GraphQL errors (${answer.errors![0].message}) instead of userErrors`, answer.call);
  const errors = userErrorsOf(answer, root);
  const row = (answer.data?.[root] as Data | null | undefined)?.[entity.payloadField!];
  check(errors.length > 0, `${sent} answered no userErrors${row ? ' and saved it' : ', and no row either'}`, answer.call);
  check(!row, `${sent} answered userErrors and a row`, answer.call);
  for (const error of errors) {
    check(error.field === null || (Array.isArray(error.field) && error.field[0] === 'input'), `userError field ${JSON.stringify(error.field)} is not a path into the input`, answer.call);
    check(ctx.catalog.known(error.message), `userError message ${JSON.stringify(error.message)} is not in the admin's catalogs (fa and en)`, answer.call);
  }
  const named = errors.find((error) => Array.isArray(error.field) && error.field[1] === invalid.key);
  check(named, () => `${sent} answered userErrors on ${JSON.stringify(errors.map((error) => error.field))}, none on input.${invalid.key}`, answer.call);
  if (invalid.message) check(named.message === invalid.message, `${sent} answered ${JSON.stringify(named.message)}; the schema promises ${invalid.message}`, answer.call);
}

async function total(table: EntityTable) {
  return (await listPage(table.ctx, table.entity, 'id', { page: 1, pageSize: 1 })).page.total;
}

async function invalidCreate(table: EntityTable) {
  const { ctx, entity } = table;
  const input = await ctx.marks.input(entity);
  const invalid = input && invalidFor(ctx.schema, entity.createInput!, '0');
  if (!input || !invalid) throw new Skip('no input of it has a value the schema calls invalid');
  const before = await total(table);
  const created = await ctx.marks.send(entity, { ...input, [invalid.key]: invalid.value });
  refusal(table, created.answer, entity.create!.name, invalid);
  const after = await total(table);
  check(after === before, `a refused create changed the total from ${before} to ${after}`, created.answer.call);
  return { call: created.answer.call };
}

async function invalidUpdate(table: EntityTable) {
  const { ctx, entity } = table;
  const invalid = entity.updateInput && invalidFor(ctx.schema, entity.updateInput, '0', entity.createInput);
  if (!invalid || !entity.update) throw new Skip('no update input of it has a value the schema calls invalid');
  const row = await ctx.marks.create(entity);
  const fields = ['updatedAt', ...[sourceOf(entity.object, invalid.key)?.field ?? []].flat()];
  const before = await getRow(ctx, entity, row.id, fields);
  const updated = await updateRow(ctx, entity, { id: row.id, input: { [invalid.key]: invalid.value } });
  refusal(table, updated.answer, entity.update.name, invalid);
  const after = await getRow(ctx, entity, row.id, fields);
  check(sameValue(before.row, after.row), () => `a refused update changed the row: ${JSON.stringify(before.row)} → ${JSON.stringify(after.row)}`, updated.answer.call);
  return { call: updated.answer.call };
}

/** An invalid input is answered as data the admin can show on the field, and changes nothing. */
export function validationChecks(table: EntityTable): CheckSpec[] {
  const { entity } = table;
  return [
    { check: 'validation.create', entity: entity.type, run: () => writable(table).then(() => invalidCreate(table)) },
    { check: 'validation.update', entity: entity.type, run: () => writable(table).then(() => invalidUpdate(table)) },
  ];
}
