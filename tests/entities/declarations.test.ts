// @vitest-environment node
import { getOperationAST, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { entityRoutes } from '../../src/entities/routes';
import type { EntityDeclaration } from '../../src/framework/entity/types';
import { validationSchemas } from '../../src/validation/schemas';
import {
  catalogs, enumValuesOf, fieldsOf, labelIds, requiredInputFields, rowPaths, schema, typeOfField,
} from './declarationFacts';

/**
 * Every declaration the registry loads, checked against the contract: a new entry in
 * src/entities/registry.ts is picked up here without touching this file. The compiler checks the same names
 * where it can (tests/framework/entity/declarations.typecheck.ts); this runs on what is shipped.
 */
const operationName = (document: DocumentNode) => getOperationAST(document)?.name?.value;

describe.each(entityRoutes.map((info) => [info.segment, info] as const))('the %s declaration', (_segment, info) => {
  let declaration: EntityDeclaration;
  const load = async () => (declaration ??= (await info.load()).default);

  it('is the entity of its registry entry, with operations the schema accepts', async () => {
    const { subject, operations } = await load();
    expect(subject).toBe(info.subject);
    // The six of operations/<entity>/, each the one its name says (`AccentList` is the list).
    expect(Object.keys(operations).sort()).toEqual(['bulkDelete', 'create', 'delete', 'get', 'list', 'update']);
    for (const [verb, document] of Object.entries(operations)) {
      expect(document, `${subject} ${verb}`).toBeDefined();
      expect(operationName(document), `${subject} ${verb}`).toBe(`${subject}${verb[0].toUpperCase()}${verb.slice(1)}`);
      expect(validate(schema, document).map((error) => error.message), `${subject} ${verb}`).toEqual([]);
    }
  });

  it('names only fields of its create input (read-only ones: of the entity)', async () => {
    const { subject, fields } = await load();
    const input = fieldsOf(`${subject}CreateInput`);
    const entity = fieldsOf(subject);
    const unknown = fields
      .filter((field) => !(field.kind === 'custom' && field.display))
      .filter((field) => !input.includes(field.name) && !(field.readOnly && entity.includes(field.name)))
      .map((field) => field.name);
    expect(unknown, `${subject}CreateInput lacks them`).toEqual([]);
  });

  it('filters by keys of its filter input', async () => {
    const { subject, filters = [] } = await load();
    const keys = fieldsOf(`${subject}Filter`);
    const needed = filters.flatMap((filter) => (filter.kind === 'dateRange' ? [`${filter.name}From`, `${filter.name}To`] : [filter.name]));
    expect(needed.filter((key) => !keys.includes(key)), `${subject}Filter lacks them`).toEqual([]);
  });

  it('sorts by values of its SortField enum', async () => {
    const { subject, columns, defaultSort } = await load();
    const values = enumValuesOf(`${subject}SortField`);
    const used = [...columns.map((column) => column.sort), defaultSort?.field].filter((value): value is string => Boolean(value));
    expect(used.filter((value) => !values.includes(value)), `${subject}SortField lacks them`).toEqual([]);
  });

  it('shows columns its list query selects', async () => {
    const { subject, columns, operations } = await load();
    const selected = rowPaths(operations.list);
    expect(columns.map((column) => column.key).filter((key) => !selected.has(key)), `${subject}Row lacks them`).toEqual([]);
    // References shown by a label must be rows of the schema (col.ref on a scalar shows nothing).
    for (const column of columns.filter((c) => c.kind === 'reference')) expect(typeOfField(subject, column.key), column.key).toBeDefined();
  });

  it('has every label in Persian and English', async () => {
    const ids = labelIds(await load());
    expect(ids.filter((id) => !catalogs.fa[id]), 'missing in fa').toEqual([]);
    expect(ids.filter((id) => !catalogs.en[id]), 'missing in en').toEqual([]);
  });

  it('validates every field GraphQL requires of a new one', async () => {
    const { subject } = await load();
    const described = Object.keys(validationSchemas[subject].describe().fields);
    expect(requiredInputFields(subject).filter((name) => !described.includes(name)), `the ${subject} schema in src/validation lacks them`).toEqual([]);
  });
});
