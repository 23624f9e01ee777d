// A GraphQL Code Generator plugin (codegen.ts): facts the admin needs at run time that only
// schema.graphql states, generated so they are never written twice by hand.
//   ENUM_VALUES: every enum's values, in schema order (filters, radios, badges, Yup's oneOf).
//   CREATE_INPUT_DEFAULTS: the defaults `<Entity>CreateInput` gives its fields (`isActive = true`).
//     GraphQL applies them only to omitted fields and a form sends every field, so a new form
//     starts from them instead; the schema itself is not shipped to the browser.
const { isEnumType, isInputObjectType, valueFromAST } = require('graphql');

module.exports = {
  plugin(schema) {
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
      '/* Generated from schema.graphql by scripts/codegen-schema-facts.cjs (npm run codegen); do not edit. */',
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
