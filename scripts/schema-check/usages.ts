import {
  getNamedType, isEnumType, isInputObjectType, isObjectType, Kind, TypeInfo, typeFromAST, visit, visitWithTypeInfo,
  type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, type GraphQLNamedType, type GraphQLSchema,
} from 'graphql';
import { deriveOperations } from '../operations/derive';

export type UsageKind = 'operation' | 'screen' | 'form field' | 'filter' | 'column' | 'rule';

/** Something in the project that depends on a schema coordinate. */
export interface Usage {
  kind: UsageKind;
  /** How the report names it: `MediaList (operations/media/generated.graphql)`, `/payments/manage`. */
  name: string;
  coordinate: string;
  /** Also touched by changes below the coordinate (a field's arguments, an enum's values, an input's fields). */
  prefix: boolean;
}

export interface OperationFile {
  file: string;
  document: DocumentNode;
}

/** An entity screen as the project declares it (src/entities/*.ts through the route registry). */
export interface ScreenDeclaration {
  subject: string;
  /** The screen's paths, e.g. `/media/manage`, `/media/new`, `/media/edit/:id`. */
  paths: string[];
  fields: { name: string }[];
  filters: { name: string; kind: string }[];
  columns: { key: string; sort?: string }[];
  operations: Record<string, DocumentNode | undefined>;
}

export interface RuleLike {
  action: string | string[];
  subject?: string | string[];
  fields?: string | string[];
  conditions?: Record<string, unknown>;
  inverted?: boolean;
}

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Coordinates of a named type: leaves and inputs are touched by changes inside them, object types only by their own. */
function typeCoordinate(type: GraphQLNamedType, into: Map<string, boolean>) {
  const prefix = !isObjectType(type);
  into.set(type.name, into.get(type.name) || prefix);
  if (!isInputObjectType(type)) return;
  for (const field of Object.values(type.getFields())) {
    const inner = getNamedType(field.type);
    if (!into.has(inner.name)) typeCoordinate(inner, into);
  }
}

/** Schema coordinates one definition reads or sends, and the fragments it spreads. */
function definitionCoordinates(schema: GraphQLSchema, definition: DefinitionNode) {
  const coordinates = new Map<string, boolean>();
  const spreads = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  visit(definition, visitWithTypeInfo(typeInfo, {
    Field() {
      const parent = typeInfo.getParentType();
      const field = typeInfo.getFieldDef();
      if (!parent || !field) return;
      coordinates.set(`${parent.name}.${field.name}`, true);
      typeCoordinate(parent, coordinates);
      typeCoordinate(getNamedType(field.type), coordinates);
    },
    Argument() {
      const input = typeInfo.getInputType();
      if (input) typeCoordinate(getNamedType(input), coordinates);
    },
    VariableDefinition(node) {
      const type = typeFromAST(schema, node.type as never);
      if (type) typeCoordinate(getNamedType(type), coordinates);
    },
    FragmentSpread(node) {
      spreads.add(node.name.value);
    },
  }));
  return { coordinates, spreads };
}

/** Each operation's coordinates, its fragments' included (transitively). */
function operationCoordinates(schema: GraphQLSchema, definitions: readonly DefinitionNode[], fragments: Map<string, FragmentDefinitionNode>) {
  const memo = new Map<string, ReturnType<typeof definitionCoordinates>>();
  const of = (definition: DefinitionNode, key: string) => {
    if (!memo.has(key)) memo.set(key, definitionCoordinates(schema, definition));
    return memo.get(key)!;
  };
  const result: { name: string; coordinates: Map<string, boolean> }[] = [];
  for (const definition of definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const name = definition.name?.value ?? '(anonymous)';
    const all = new Map(of(definition, `op:${name}`).coordinates);
    const queue = [...of(definition, `op:${name}`).spreads];
    const seen = new Set<string>();
    while (queue.length) {
      const fragmentName = queue.pop()!;
      const fragment = fragments.get(fragmentName);
      if (seen.has(fragmentName) || !fragment) continue;
      seen.add(fragmentName);
      const inner = of(fragment, `fragment:${fragmentName}`);
      for (const [coordinate, prefix] of inner.coordinates) all.set(coordinate, all.get(coordinate) || prefix);
      queue.push(...inner.spreads);
    }
    result.push({ name, coordinates: all });
  }
  return result;
}

const fragmentsOf = (definitions: readonly DefinitionNode[]) =>
  new Map(definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));

/**
 * Operations in operations/ (fragments may live in another file of the folder tree), with those
 * codegen derives from the entities' fragments, derived here from `schema` (the base schema of a
 * check: the operations the admin sends today, including one whose root field a change removes).
 */
export function operationUsages(schema: GraphQLSchema, files: OperationFile[]): Usage[] {
  const all = [...files, ...deriveOperations(schema, files)];
  const fragments = fragmentsOf(all.flatMap((file) => file.document.definitions));
  return all.flatMap((file) =>
    operationCoordinates(schema, file.document.definitions, fragments).flatMap(({ name, coordinates }) =>
      [...coordinates].map(([coordinate, prefix]) => ({ kind: 'operation' as const, name: `${name} (${file.file})`, coordinate, prefix }))),
  );
}

/** `Type.field`, and the enum it holds if it holds one: a filter or a column of an enum shows its values. */
function withEnum(schema: GraphQLSchema, coordinate: string): string[] {
  const [typeName, fieldName] = coordinate.split('.');
  const type = schema.getType(typeName);
  const field = isObjectType(type) || isInputObjectType(type) ? type.getFields()[fieldName] : undefined;
  const named = field && getNamedType(field.type);
  return named && isEnumType(named) ? [coordinate, named.name] : [coordinate];
}

/** A screen is touched through its operations; its form fields, filters and columns by their own coordinates. */
export function screenUsages(schema: GraphQLSchema, screens: ScreenDeclaration[]): Usage[] {
  return screens.flatMap((screen) => {
    const { subject } = screen;
    const screenName = screen.paths.join(', ');
    const definitions = Object.values(screen.operations).flatMap((document) => document?.definitions ?? []);
    const reads = operationCoordinates(schema, definitions, fragmentsOf(definitions)).flatMap(({ coordinates }) => [...coordinates]);
    const usage = (kind: UsageKind, name: string) => (coordinate: string): Usage[] =>
      withEnum(schema, coordinate).map((each) => ({ kind, name, coordinate: each, prefix: true }));
    return [
      ...reads.map(([coordinate, prefix]): Usage => ({ kind: 'screen', name: screenName, coordinate, prefix })),
      ...screen.fields.flatMap(({ name }) =>
        [`${subject}.${name}`, `${subject}CreateInput.${name}`, `${subject}UpdateInput.${name}`].flatMap(usage('form field', `${subject} form: ${name}`))),
      ...screen.filters.flatMap(({ name, kind }) =>
        (kind === 'dateRange' ? [`${name}From`, `${name}To`] : [name]).flatMap((key) => usage('filter', `${subject} filter: ${name}`)(`${subject}Filter.${key}`))),
      ...screen.columns.flatMap(({ key, sort }) =>
        [`${subject}.${key.split('.')[0]}`, ...(sort ? [`${subject}SortField.${sort}`] : [])].flatMap(usage('column', `${subject} column: ${key}`))),
    ];
  });
}

/** CASL rules that name a field, a condition (and the enum value it compares with) or a whole subject. */
export function ruleUsages(schema: GraphQLSchema, rulesByRole: Record<string, RuleLike[]>): Usage[] {
  return Object.entries(rulesByRole).flatMap(([role, rules]) => rules.flatMap((rule) => {
    const fields = list(rule.fields);
    const conditions = Object.entries(rule.conditions ?? {});
    const name = `${role}: ${rule.inverted ? 'cannot' : 'can'} ${list(rule.action).join('/')} ${list(rule.subject).join('/')}`
      + (fields.length ? ` [${fields.join(', ')}]` : '') + (conditions.length ? ` when ${JSON.stringify(rule.conditions)}` : '');
    return list(rule.subject).flatMap((subject): Usage[] => {
      const type = schema.getType(subject);
      const conditionCoordinates = conditions.flatMap(([key, value]) => {
        const field = isObjectType(type) ? type.getFields()[key] : undefined;
        const named = field && getNamedType(field.type);
        const enumValues = named && isEnumType(named) ? list(value as string | string[]).map((v) => `${named.name}.${String(v)}`) : [];
        return [`${subject}.${key}`, ...enumValues];
      });
      const coordinates = [...fields.map((field) => `${subject}.${field}`), ...conditionCoordinates];
      if (coordinates.length) return coordinates.map((coordinate) => ({ kind: 'rule', name, coordinate, prefix: true }));
      return [{ kind: 'rule', name, coordinate: subject, prefix: false }];
    });
  }));
}

/** Whether a change at `path` touches the usage. */
export const touches = (usage: Usage, path: string): boolean =>
  path === usage.coordinate || (usage.prefix && path.startsWith(`${usage.coordinate}.`));
