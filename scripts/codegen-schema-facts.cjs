// A GraphQL Code Generator plugin (codegen.ts): facts the admin needs at run time that only
// schema.graphql states, generated so they are never written twice by hand.
//   ENUM_VALUES: every enum's values, in schema order (filters, radios, badges, Yup's oneOf).
//   CREATE_INPUT_DEFAULTS: the defaults `<Entity>CreateInput` gives its fields (`isActive = true`).
//     GraphQL applies them only to omitted fields and a form sends every field, so a new form
//     starts from them instead; the schema itself is not shipped to the browser.
//   ENTITY_SUBJECTS: every entity type, by the header's convention (a type `T` is an entity when
//     Query has `tList`), in the schema's order; each is a CASL subject. Maps typed
//     `Record<EntitySubject, …>` (the registry, validation, the mock server) then fail to compile
//     until a new entity has its entry.
// With `{ part: 'listDocuments' }` it writes instead each entity's `<T>ListDocument` by subject
// (src/gql-facts/listDocuments.ts): the rows reference pickers list, named by the convention of
// operations/, so the entity registry states how a row is named without importing 30 documents.
const { isEnumType, isInputObjectType, isObjectType, valueFromAST } = require('graphql');

const HEADER = '/* Generated from schema.graphql by scripts/codegen-schema-facts.cjs (npm run codegen); do not edit. */';

/** Entity types in the order schema.graphql declares them. */
function entitiesOf(schema) {
  const query = schema.getQueryType().getFields();
  const types = Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && `${type.name[0].toLowerCase()}${type.name.slice(1)}List` in query);
  const line = (type) => (type.astNode && type.astNode.loc ? type.astNode.loc.start : 0);
  return types.sort((a, b) => line(a) - line(b)).map((type) => type.name);
}

function listDocuments(entities) {
  return [
    HEADER,
    "import type { EntitySubject } from './schemaFacts';",
    `import {\n${entities.map((name) => `  ${name}ListDocument,`).join('\n')}\n} from '../gql-docs';`,
    '',
    '/** Each entity\'s list query (`<T>List` of operations/), by subject. */',
    `export const LIST_DOCUMENTS = {\n${entities.map((name) => `  ${name}: ${name}ListDocument,`).join('\n')}\n} as const satisfies Record<EntitySubject, unknown>;`,
    '',
  ].join('\n');
}

module.exports = {
  plugin(schema, _documents, config) {
    const entities = entitiesOf(schema);
    if (config && config.part === 'listDocuments') return listDocuments(entities);
    const types = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__'));
    // The source order (codegen hands plugins a sorted schema; its AST nodes keep the file's order).
    const valuesOf = (type) => (type.astNode ? type.astNode.values.map((v) => v.name.value) : type.getValues().map((v) => v.name));
    const enums = types.filter(isEnumType).map((type) => `  ${type.name}: ${JSON.stringify(valuesOf(type))},`);
    const defaults = [];
    for (const type of types.filter(isInputObjectType)) {
      const match = /^(\w+)CreateInput$/.exec(type.name);
      if (!match) continue;
      const values = {};
      for (const field of Object.values(type.getFields())) {
        if (field.astNode && field.astNode.defaultValue) values[field.name] = valueFromAST(field.astNode.defaultValue, field.type);
      }
      if (Object.keys(values).length) defaults.push(`  ${match[1]}: ${JSON.stringify(values)},`);
    }
    return [
      HEADER,
      '',
      '/** Every entity type of schema.graphql (Query has `tList`); each is also a CASL subject. */',
      `export const ENTITY_SUBJECTS = ${JSON.stringify(entities)} as const;`,
      '',
      'export type EntitySubject = (typeof ENTITY_SUBJECTS)[number];',
      '',
      '/** Values of every enum of the schema, in the order it lists them. */',
      `export const ENUM_VALUES = {\n${enums.join('\n')}\n} as const;`,
      '',
      '/** The defaults schema.graphql gives create inputs, by entity. */',
      `export const CREATE_INPUT_DEFAULTS: Record<string, Record<string, unknown>> = {\n${defaults.join('\n')}\n};`,
      '',
    ].join('\n');
  },
};
