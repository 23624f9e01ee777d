import {
  getNamedType, isLeafType, isNonNullType, isObjectType, parse, validate,
  type GraphQLField, type GraphQLObjectType, type GraphQLSchema,
} from 'graphql';
import type { EntitySpec, RootField } from './conventions/entities';


type AnyField = GraphQLField<unknown, unknown>;

/** A row of an entity (the header: every entity type has `id`, `createdAt`, `updatedAt`), read by id; other objects by value. */
export const isRowType = (type: unknown): type is GraphQLObjectType =>
  isObjectType(type) && ['id', 'createdAt', 'updatedAt'].every((field) => field in type.getFields());

/** Leaves of an object type (a nested object's leaves too, two levels down), for values like a clip or an invoice line. */
function leaves(object: GraphQLObjectType, depth = 2): string {
  return Object.values(object.getFields())
    .filter((field) => field.args.every((arg) => !String(arg.type).endsWith('!')))
    .map((field) => {
      const named = getNamedType(field.type);
      if (isLeafType(named)) return field.name;
      if (!isObjectType(named) || depth === 0) return '';
      return isRowType(named) ? `${field.name} { id }` : `${field.name} { ${leaves(named, depth - 1)} }`;
    })
    .filter(Boolean)
    .join(' ');
}

/** `title language { id } masters { id } clips { title startMs }`: the fields asked for, rows by id. */
export function selectionOf(object: GraphQLObjectType, fields: Iterable<string>): string {
  const all = object.getFields();
  return [...new Set(['id', ...fields])]
    .map((name) => {
      const named = getNamedType(all[name].type);
      if (isLeafType(named) || !isObjectType(named)) return name;
      return isRowType(named) ? `${name} { id }` : `${name} { ${leaves(named)} }`;
    })
    .join(' ');
}

/**
 * Documents the suite writes itself from the schema: each asks for exactly what a check reads,
 * so a failure's reproduction is one short line. Each is validated against schema.graphql
 * before it is sent: an invalid one is a bug of the suite, not of the server.
 */
export class Documents {
  private checked = new Set<string>();

  constructor(readonly schema: GraphQLSchema) {}

  private valid(text: string): string {
    if (this.checked.has(text)) return text;
    const errors = validate(this.schema, parse(text));
    if (errors.length) throw new Error(`contract suite wrote an invalid document (${errors[0].message}): ${text}`);
    this.checked.add(text);
    return text;
  }

  /**
   * An operation calling one root field with the arguments `variables` gives (and the required
   * ones) as variables: the shortest document that reproduces the request.
   */
  operation(kind: 'query' | 'mutation', root: RootField, selection: string, variables: Record<string, unknown> = {}): string {
    const args = root.field.args.filter((arg) => arg.name in variables || (isNonNullType(arg.type) && arg.defaultValue === undefined));
    const declared = args.length ? `(${args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ')})` : '';
    const passed = args.length ? `(${args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
    return this.valid(`${kind}${declared} { ${root.name}${passed} { ${selection} } }`);
  }

  /** The payload's fields: the row by `rows`, user errors in full, the rest as leaves. */
  payload(field: AnyField, rows: string): string {
    const payload = getNamedType(field.type) as GraphQLObjectType;
    return Object.values(payload.getFields()).map((each) => {
      const named = getNamedType(each.type);
      if (isLeafType(named)) return each.name;
      if (named.name === 'UserError') return `${each.name} { field message code values }`;
      return `${each.name} { ${rows} }`;
    }).join(' ');
  }

  list(entity: EntitySpec, selection: string, variables: Record<string, unknown>): string {
    return this.operation('query', entity.list, `items { ${selection} } total page pageSize`, variables);
  }

  get(entity: EntitySpec, selection: string): string {
    return this.operation('query', entity.get!, selection);
  }

  mutation(root: RootField, variables: Record<string, unknown>, selection = 'id updatedAt'): string {
    return this.operation('mutation', root, this.payload(root.field, selection), variables);
  }
}
