import { getNamedType, isEnumType } from 'graphql';
import { may } from '../abilities';
import type { Login } from '../context';
import { sameValue } from '../conventions/values';
import { deleteRow, getRow, patchFor, updateRow } from '../data/rows';
import { EntityTable, listPage } from '../data/tables';
import { codesOf, type Answer, type Data } from '../http/client';
import type { CheckSpec } from '../results';
import { check, Skip } from '../verdict';
import { writable } from './writable';

const forbidden = (answer: Answer, root: string, what: string) => {
  check(codesOf(answer).includes('FORBIDDEN'), () => `${what} answered ${answer.errors?.length ? JSON.stringify(codesOf(answer)) : `data ${JSON.stringify(answer.data?.[root]).slice(0, 120)}`}, not FORBIDDEN`, answer.call);
  check(answer.data?.[root] == null, `${what} answered FORBIDDEN and data`, answer.call);
};

interface Rule {
  action: string | string[];
  subject: string | string[];
  conditions?: Data;
  fields?: string | string[];
  inverted?: boolean;
}

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const rulesOn = (login: Login, type: string) => (login.ability.rules as Rule[]).filter((rule) => list(rule.subject).some((subject) => subject === type || subject === 'all'));

/** A role may read the entity but not these fields of it (FINANCE: PayGateway.secretKey). */
export const restrictedFields = (login: Login, type: string, fields: string[]) =>
  may(login, 'read', type) ? fields.filter((field) => !may(login, 'read', type, undefined, field)) : [];

/** A type the role may not read answers FORBIDDEN, to its list and to one row. */
async function unreadable(table: EntityTable, login: Login) {
  const { ctx, entity } = table;
  const variables = { page: 1, pageSize: 2 };
  const answer = await ctx.client.request(ctx.docs.list(entity, 'id', variables), variables, login);
  forbidden(answer, entity.list.name, `${entity.list.name} as ${login.role}`);
  const [row] = (await EntityTable.needs(table.first(), 'list.total')).page.items;
  if (row && entity.get) forbidden((await getRow(ctx, entity, String(row.id), ['updatedAt'], login)).answer, entity.get.name, `${entity.get.name} as ${login.role}`);
  return { call: answer.call };
}

/** A field the role may not read is never answered to it, in a list or a row (an error or null). */
async function restricted(table: EntityTable, login: Login, fields: string[]) {
  const { ctx, entity } = table;
  const variables = { page: 1, pageSize: 20 };
  const answer = await ctx.client.request(ctx.docs.list(entity, ['id', ...fields].join(' '), variables), variables, login);
  const items = ((answer.data?.[entity.list.name] as { items: Data[] } | null)?.items ?? []);
  const leaked = items.flatMap((item) => fields.filter((field) => item[field] != null).map((field) => ({ item, field })));
  check(!leaked.length, () => `${entity.type}.${leaked[0].field} was answered to ${login.role}, who may not read it (row ${String(leaked[0].item.id)}: ${JSON.stringify(leaked[0].item[leaked[0].field]).slice(0, 30)})`, answer.call);
  const [row] = (await EntityTable.needs(table.first(), 'list.total')).page.items;
  if (row && entity.get) {
    const got = await getRow(ctx, entity, String(row.id), fields, login);
    const value = got.row && fields.find((field) => got.row![field] != null);
    check(!value, () => `${entity.type}.${value} of row ${String(row.id)} was answered to ${login.role}, who may not read it`, got.answer.call);
  }
  return { call: answer.call, detail: fields.join(', ') };
}

/** Another value for a field a refused update would change: another enum value, or the mark's next round. */
function changeOf(table: EntityTable, input: Data, field: string | undefined) {
  const { ctx, entity } = table;
  const type = field && entity.updateInput?.getFields()[field] && getNamedType(entity.updateInput.getFields()[field].type);
  if (field && isEnumType(type)) return { key: field, value: type.getValues().map((value) => value.name).find((value) => value !== input[field]) };
  return patchFor(ctx, entity, input, 7);
}

/** Rows to try refused writes on: the shared marked row, and one per condition a refusal names (a PUBLISHED media item). */
async function targets(table: EntityTable, login: Login) {
  const { ctx, entity } = table;
  const shared = await table.marked();
  const rows = [{ ...shared, fields: undefined as string[] | undefined }];
  const inputs = entity.createInput!.getFields();
  for (const rule of rulesOn(login, entity.type).filter((each) => each.inverted && each.conditions)) {
    const conditions = Object.entries(rule.conditions!);
    if (!conditions.every(([key, value]) => inputs[key] && typeof value !== 'object')) continue;
    rows.push({ ...(await ctx.marks.create(entity, { overrides: rule.conditions })), fields: list(rule.fields) });
  }
  return rows;
}

/** What the rules refuse the role (create; update and delete of rows as the rules' conditions see them) is FORBIDDEN and changes nothing. */
async function refusedWrites(table: EntityTable, login: Login) {
  const { ctx, entity } = table;
  const conditionFields = [...new Set(rulesOn(login, entity.type).flatMap((rule) => Object.keys(rule.conditions ?? {})))].filter((key) => entity.object.getFields()[key]);
  const probes: string[] = [];
  let shown: Answer | undefined;
  if (!may(login, 'create', entity.type)) {
    const before = (await listPage(ctx, entity, 'id', { page: 1, pageSize: 1 })).page.total;
    const created = await ctx.marks.send(entity, (await ctx.marks.input(entity))!, login);
    forbidden(created.answer, entity.create!.name, `${entity.create!.name} as ${login.role}`);
    const after = (await listPage(ctx, entity, 'id', { page: 1, pageSize: 1 })).page.total;
    check(after === before, `a create refused to ${login.role} changed the total from ${before} to ${after}`, created.answer.call);
    probes.push('create');
    shown = created.answer;
  }
  for (const target of await targets(table, login)) {
    const seen = (await getRow(ctx, entity, target.id, ['updatedAt', ...conditionFields])).row!;
    const change = changeOf(table, target.input, target.fields?.[0]);
    if (entity.update && change && !may(login, 'update', entity.type, seen, change.key)) {
      const updated = await updateRow(ctx, entity, { id: target.id, input: { [change.key]: change.value } }, login);
      forbidden(updated.answer, entity.update.name, `${entity.update.name} of ${change.key} as ${login.role}`);
      const after = (await getRow(ctx, entity, target.id, ['updatedAt', ...conditionFields])).row;
      check(sameValue(after, seen), `an update refused to ${login.role} changed row ${target.id}`, updated.answer.call);
      probes.push(`update ${change.key}${target.fields ? ` when ${JSON.stringify(seen)}` : ''}`);
      shown ??= updated.answer;
    }
    if (entity.delete && !may(login, 'delete', entity.type, seen)) {
      const deleted = await deleteRow(ctx, entity, target.id, login);
      forbidden(deleted.answer, entity.delete.name, `${entity.delete.name} as ${login.role}`);
      check((await getRow(ctx, entity, target.id)).row, `a delete refused to ${login.role} deleted row ${target.id}`, deleted.answer.call);
      probes.push('delete');
      shown ??= deleted.answer;
    }
  }
  if (!shown) throw new Skip(`the rules refuse ${login.role} no write on the rows tried`);
  return { call: shown.call, detail: [...new Set(probes)].join(', ') };
}

/** Per role login: reads refused, fields withheld and writes refused exactly as src/ability/rules.ts says. */
export function roleChecks(table: EntityTable, phase: 'reads' | 'writes'): CheckSpec[] {
  const { ctx, entity } = table;
  const fields = Object.keys(entity.object.getFields());
  return ctx.roles.flatMap((login): CheckSpec[] => {
    const specs: CheckSpec[] = [];
    const label = (check: string) => `${check}:${login.role}`;
    if (phase === 'writes') {
      const rules = rulesOn(login, entity.type);
      const everything = rules.length > 0 && rules.every((rule) => !rule.inverted && !rule.conditions && !rule.fields && list(rule.action).includes('manage'));
      return everything ? [] : [{ check: label('roles.write'), entity: entity.type, run: () => writable(table).then(() => refusedWrites(table, login)) }];
    }
    if (!may(login, 'read', entity.type)) specs.push({ check: label('roles.read'), entity: entity.type, run: () => unreadable(table, login) });
    const withheld = restrictedFields(login, entity.type, fields);
    if (withheld.length) specs.push({ check: label('roles.fields'), entity: entity.type, run: () => restricted(table, login, withheld) });
    return specs;
  });
}
