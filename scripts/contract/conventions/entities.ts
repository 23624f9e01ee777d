import {
  getNamedType, isEnumType, isInputObjectType, isObjectType,
  type GraphQLEnumType, type GraphQLField, type GraphQLInputObjectType, type GraphQLObjectType, type GraphQLSchema,
} from 'graphql';
import { filterSpecs, type FilterSpec } from './filters';
import { sortSpecs, type SortSpec } from './sorts';

/** A root field of the entity's convention and the payload field that holds its row, if any. */
export interface RootField {
  name: string;
  field: GraphQLField<unknown, unknown>;
}

/**
 * An entity as schema.graphql's header defines it: a type `T` for which Query has `tList`,
 * served by `t`, `tCreate`, `tUpdate`, `tDelete` and `tBulkDelete` (each may be missing: a
 * server without deletes is checked for what it has).
 */
export interface EntitySpec {
  type: string;
  object: GraphQLObjectType;
  list: RootField;
  get?: RootField;
  create?: RootField;
  update?: RootField;
  delete?: RootField;
  bulkDelete?: RootField;
  /** Field of the create/update payload that holds the row (`media` of `MediaPayload`). */
  payloadField?: string;
  createInput?: GraphQLInputObjectType;
  updateInput?: GraphQLInputObjectType;
  filters: FilterSpec[];
  sorts: SortSpec[];
  sortEnum?: GraphQLEnumType;
}

export const lcFirst = (value: string) => value[0].toLowerCase() + value.slice(1);

function inputOf(field: GraphQLField<unknown, unknown> | undefined, arg: string): GraphQLInputObjectType | undefined {
  const type = field?.args.find((each) => each.name === arg)?.type;
  const named = type && getNamedType(type);
  return named && isInputObjectType(named) ? named : undefined;
}

/** The payload field whose type is the entity itself. */
function payloadFieldOf(field: GraphQLField<unknown, unknown> | undefined, type: string): string | undefined {
  const payload = field && getNamedType(field.type);
  if (!isObjectType(payload)) return undefined;
  return Object.values(payload.getFields()).find((each) => getNamedType(each.type).name === type)?.name;
}

/** Every entity of the schema, by its conventions; no list of entities is written anywhere. */
export function deriveEntities(schema: GraphQLSchema): EntitySpec[] {
  const query = schema.getQueryType()?.getFields() ?? {};
  const mutation = schema.getMutationType()?.getFields() ?? {};
  const root = (fields: typeof query, name: string): RootField | undefined => (fields[name] ? { name, field: fields[name] } : undefined);
  return Object.values(schema.getTypeMap())
    .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__') && `${lcFirst(type.name)}List` in query)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((object) => {
      const name = lcFirst(object.name);
      const list = root(query, `${name}List`)!;
      const create = root(mutation, `${name}Create`);
      const update = root(mutation, `${name}Update`);
      const sortInput = inputOf(list.field, 'sort');
      const sortField = sortInput?.getFields().field;
      const sortEnum = sortField && getNamedType(sortField.type);
      return {
        type: object.name,
        object,
        list,
        get: root(query, name),
        create,
        update,
        delete: root(mutation, `${name}Delete`),
        bulkDelete: root(mutation, `${name}BulkDelete`),
        payloadField: payloadFieldOf(create?.field ?? update?.field, object.name),
        createInput: inputOf(create?.field, 'input'),
        updateInput: inputOf(update?.field, 'input'),
        filters: filterSpecs(object, inputOf(list.field, 'filter')),
        sorts: isEnumType(sortEnum) ? sortSpecs(schema, object, sortEnum) : [],
        sortEnum: isEnumType(sortEnum) ? sortEnum : undefined,
      };
    });
}
