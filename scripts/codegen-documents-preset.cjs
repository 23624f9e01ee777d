// A GraphQL Code Generator preset (codegen.ts): every operation of operations/ (the derived ones of
// operations/*/generated.graphql included, scripts/derive-operations.ts) as a module of its
// own (`src/gql-docs/AccentGet.ts` exports `AccentGetDocument`, typed as the client preset's), and
// each entity's six as `AccentOperations` (`{ list, get, create, update, delete, bulkDelete }`,
// named by the convention of operations/, STYLE.md). The client preset writes all documents into
// one module, and a bundler places a module whole in one chunk: every screen would load all 200.
// One module per document lets each chunk hold the documents its screens import, and no others.
const { Kind, visit } = require('graphql');

const HEADER = '/* Generated from operations/ by scripts/codegen-documents-preset.cjs (npm run codegen); do not edit. */';
const VERBS = { list: 'List', get: 'Get', create: 'Create', update: 'Update', delete: 'Delete', bulkDelete: 'BulkDelete' };

/** The fragments an operation spreads, and theirs, each once. */
function fragmentsOf(node, fragments, found = new Map()) {
  visit(node, {
    FragmentSpread(spread) {
      const name = spread.name.value;
      if (found.has(name)) return;
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`operations/: fragment ${name} is not defined`);
      found.set(name, fragment);
      fragmentsOf(fragment, fragments, found);
    },
  });
  return found;
}

/** As the client preset prints documents: no locations, no empty lists. */
const json = (document) => JSON.stringify(document, (key, value) => (key === 'loc' || (Array.isArray(value) && value.length === 0) ? undefined : value));

/** The plugin of each file: the preset has written its content already. */
const pluginMap = { 'gql-docs-content': { plugin: (_schema, _documents, config) => config.content } };
const output = (options, filename, content) => ({
  filename: `${options.baseOutputDir}${filename}`,
  plugins: [{ 'gql-docs-content': {} }],
  pluginMap,
  schema: options.schema,
  schemaAst: options.schemaAst,
  documents: [],
  config: { content },
});

module.exports = {
  buildGeneratesSection(options) {
    const definitions = options.documents.flatMap(({ document }) => document.definitions);
    const fragments = new Map(definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
    const operations = definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION && d.name);
    const names = new Set(operations.map((operation) => operation.name.value));
    const files = operations.map((operation) => {
      const name = operation.name.value;
      const document = { kind: Kind.DOCUMENT, definitions: [operation, ...fragmentsOf(operation, fragments).values()] };
      return output(options, `${name}.ts`, [
        HEADER,
        "import type * as types from '../gql/graphql';",
        '',
        `export const ${name}Document = ${json(document)} as unknown as typeof types.${name}Document;`,
        '',
      ].join('\n'));
    });
    // An entity is a type `T` for which Query has `tList`, and operations/ has `<T>List`.
    const query = options.schemaAst.getQueryType().getFields();
    const entities = Object.keys(options.schemaAst.getTypeMap())
      .filter((type) => `${type[0].toLowerCase()}${type.slice(1)}List` in query && names.has(`${type}List`))
      .sort();
    for (const entity of entities) {
      const members = Object.entries(VERBS).filter(([, verb]) => names.has(`${entity}${verb}`));
      files.push(output(options, `${entity}Operations.ts`, [
        HEADER,
        ...members.map(([, verb]) => `import { ${entity}${verb}Document } from './${entity}${verb}';`),
        '',
        `/** ${entity}'s documents, for its declaration. */`,
        `export const ${entity}Operations = {\n${members.map(([key, verb]) => `  ${key}: ${entity}${verb}Document,`).join('\n')}\n};`,
        '',
      ].join('\n')));
    }
    const exported = [...operations.map((operation) => [`${operation.name.value}Document`, operation.name.value]), ...entities.map((entity) => [`${entity}Operations`, `${entity}Operations`])];
    files.push(output(options, 'index.ts', [HEADER, ...exported.map(([name, file]) => `export { ${name} } from './${file}';`), ''].join('\n')));
    return files;
  },
};
