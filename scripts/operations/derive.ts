/**
 * The six operations of an entity that follows schema.graphql's conventions, derived from its
 * fragments (`<Entity>Row`, `<Entity>Form` in operations/<entity>/fragments.graphql) and the
 * schema, so that only what departs from the convention is written by hand.
 *
 *   <Entity>List        tList(…)        { items { ...Row } total page pageSize }
 *   <Entity>Get         t(…)            { ...Form }
 *   <Entity>Create      tCreate(…)      { t { ...Row ...Form } userErrors { ...UserErrorFields } }
 *   <Entity>Update      tUpdate(…)      (as Create)
 *   <Entity>Delete      tDelete(…)      { deletedId userErrors { ...UserErrorFields } }
 *   <Entity>BulkDelete  tBulkDelete(…)  { deletedIds userErrors { ...UserErrorFields } }
 *
 * Nothing above is assumed: each operation exists only when Query or Mutation has its root field,
 * its variables are the root field's arguments (types as the schema states them, defaults left to
 * the server), and its selection walks the root field's type: a field holding the entity gets the
 * verb's fragments, another object (`UserError`) its shared `<Type>Fields` fragment, a leaf itself.
 *
 * Departures, decided per operation rather than per entity: an operation written by hand anywhere
 * under operations/ with the name the convention gives (`SeasonGet`) wins, and only that one is
 * not derived; the other five still are. A departure is nearly always one document (a Get that
 * reads more, a List with another selection), and an entity-wide opt-out would bring back the
 * five copies that differ only by a name. An entity opts out whole by writing all six, or by
 * having no folder under operations/ (the admin does not manage it). A type without `tList`
 * (SavedView) is not an entity and its folder is left alone.
 */
import {
  getNamedType, isLeafType, isNonNullType, isObjectType, Kind, parse,
  type DocumentNode, type GraphQLField, type GraphQLNamedType, type GraphQLSchema,
} from 'graphql';

/** A parsed `.graphql` file, `file` relative to the project root (`operations/accent/fragments.graphql`). */
export interface OperationSource {
  file: string;
  document: DocumentNode;
}

/** What is derived for one entity: written by codegen as `file`, never committed. */
export interface DerivedOperations {
  entity: string;
  file: string;
  document: DocumentNode;
}

/** The file codegen writes in each entity's folder (git-ignored). */
export const GENERATED_FILE = 'generated.graphql';

export const isGeneratedFile = (file: string) => file.split(/[\\/]/).pop() === GENERATED_FILE;

type Verb = 'List' | 'Get' | 'Create' | 'Update' | 'Delete' | 'BulkDelete';

/** Each verb: its root field's name from `t`, and the entity fragments it selects where the entity appears. */
const VERBS: { verb: Verb; root: (t: string) => string; fragments: ('Row' | 'Form')[] }[] = [
  { verb: 'List', root: (t) => `${t}List`, fragments: ['Row'] },
  { verb: 'Get', root: (t) => t, fragments: ['Form'] },
  { verb: 'Create', root: (t) => `${t}Create`, fragments: ['Row', 'Form'] },
  { verb: 'Update', root: (t) => `${t}Update`, fragments: ['Row', 'Form'] },
  { verb: 'Delete', root: (t) => `${t}Delete`, fragments: [] },
  { verb: 'BulkDelete', root: (t) => `${t}BulkDelete`, fragments: [] },
];

const lowerFirst = (name: string) => `${name[0].toLowerCase()}${name.slice(1)}`;

/** The names of the operations written by hand, and each fragment's file by its name. */
function definitionsOf(sources: OperationSource[]) {
  const operations = new Set<string>();
  const fragments = new Map<string, string>();
  for (const { file, document } of sources) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) operations.add(definition.name.value);
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, file);
    }
  }
  return { operations, fragments };
}

/**
 * The derived operations of every entity with a folder under operations/, one document each.
 * `sources` are the hand-written files (generated ones are skipped). Throws, naming the file and
 * the fragment, when a derived operation needs a fragment that is not there.
 */
export function deriveOperations(schema: GraphQLSchema, sources: OperationSource[]): DerivedOperations[] {
  const handWritten = sources.filter((source) => !isGeneratedFile(source.file));
  const { operations, fragments } = definitionsOf(handWritten);
  const folders = new Set(handWritten.map((source) => source.file.split(/[\\/]/).slice(0, -1).join('/')));
  const query = schema.getQueryType()?.getFields() ?? {};
  const mutation = schema.getMutationType()?.getFields() ?? {};
  const derived: DerivedOperations[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    const t = lowerFirst(type.name);
    const folder = `operations/${t}`;
    if (!isObjectType(type) || !(`${t}List` in query) || !folders.has(folder)) continue;
    const fragmentsFile = `${folder}/fragments.graphql`;
    /** The entity's own fragment, from its own fragments.graphql. */
    const entityFragment = (suffix: string, operation: string) => {
      const name = `${type.name}${suffix}`;
      if (fragments.get(name) !== fragmentsFile) {
        throw new Error(`${fragmentsFile} has no fragment ${name} (on ${type.name}), which the derived ${operation} selects: add it, or write ${operation} by hand.`);
      }
      return name;
    };
    /** A shared object's fragment (`UserErrorFields`), from any file. */
    const sharedFragment = (named: GraphQLNamedType, operation: string) => {
      const name = `${named.name}Fields`;
      if (!fragments.has(name)) throw new Error(`No fragment ${name} under operations/, which the derived ${operation} selects: add it (operations/common/), or write ${operation} by hand.`);
      return name;
    };
    const documents = VERBS.flatMap(({ verb, root, fragments: verbFragments }) => {
      const name = `${type.name}${verb}`;
      const field = query[root(t)] ?? mutation[root(t)];
      if (!field || operations.has(name)) return [];
      const kind = root(t) in query ? 'query' : 'mutation';
      const entitySelection = () => verbFragments.map((suffix) => `...${entityFragment(suffix, name)}`).join(' ');
      return [operationText(kind, name, field, type.name, entitySelection, (named) => `...${sharedFragment(named, name)}`)];
    });
    if (documents.length) derived.push({ entity: type.name, file: `${folder}/${GENERATED_FILE}`, document: parse(documents.join('\n')) });
  }
  return derived.sort((a, b) => a.file.localeCompare(b.file));
}

/** `query AccentList($filter: AccentFilter, …) { accentList(filter: $filter, …) { … } }`. */
function operationText(
  kind: 'query' | 'mutation',
  name: string,
  field: GraphQLField<unknown, unknown>,
  entity: string,
  entitySelection: () => string,
  sharedSelection: (named: GraphQLNamedType) => string,
): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selectionOf = (named: GraphQLNamedType, path: string): string => {
    if (named.name === entity) return entitySelection();
    if (!isObjectType(named)) throw new Error(`${name}: ${path} is a ${named.name}, which the convention does not select: write ${name} by hand.`);
    return Object.values(named.getFields()).map((inner) => {
      const innerType = getNamedType(inner.type);
      if (inner.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) {
        throw new Error(`${name}: ${path}.${inner.name} needs arguments, which the convention does not pass: write ${name} by hand.`);
      }
      if (isLeafType(innerType)) return inner.name;
      const selection = innerType.name === entity ? entitySelection() : sharedSelection(innerType);
      return `${inner.name} { ${selection} }`;
    }).join(' ');
  };
  const selection = selectionOf(getNamedType(field.type), field.name);
  return `${kind} ${name}${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''} { ${selection} } }`;
}
