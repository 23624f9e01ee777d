import {
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { EntitySubject } from '../src/ability/subjects';

/** A field of an entity that holds another entity (or a list of them). */
export interface RefField {
  field: string;
  target: string;
  many: boolean;
  /** Input key that sets it: `languageId`, `masterIds`. */
  inputKey: string;
  required: boolean;
}

/** A list field computed from the rows of another type that point back (Serial.seasons ← Season.serial). */
export interface InverseField {
  field: string;
  target: string;
  via: string;
}

export interface EntityModel {
  type: EntitySubject;
  /** Lower-case-first name: root fields are `${name}List`, `${name}`, `${name}Create`, … */
  name: string;
  refs: RefField[];
  inverses: InverseField[];
  /** Every field of the object type, for the mock fill of fields no row carries. */
  fields: string[];
  /** Sort enum value → field name (CREATED_AT → createdAt). */
  sortFields: Map<string, string>;
  createInput: GraphQLInputObjectType;
  updateInput: GraphQLInputObjectType;
  objectType: GraphQLObjectType;
}

const camel = (value: string) => value.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const lcFirst = (value: string) => value[0].toLowerCase() + value.slice(1);

function isList(field: GraphQLField<unknown, unknown>) {
  const type = isNonNullType(field.type) ? field.type.ofType : field.type;
  return isListType(type);
}

/**
 * Derives the entity registry from the schema's conventions (see the schema's description), so the
 * generic resolvers follow schema.graphql: a type `T` is an entity when Query has `tList`.
 */
export function deriveModels(schema: GraphQLSchema): Map<string, EntityModel> {
  const query = schema.getQueryType()!.getFields();
  const entityTypes = Object.values(schema.getTypeMap()).filter(
    (type): type is GraphQLObjectType => isObjectType(type) && `${lcFirst(type.name)}List` in query,
  );
  const names = new Set(entityTypes.map((type) => type.name));
  const models = new Map<string, EntityModel>();
  for (const type of entityTypes) {
    const name = lcFirst(type.name);
    const createInput = schema.getType(`${type.name}CreateInput`) as GraphQLInputObjectType;
    const updateInput = schema.getType(`${type.name}UpdateInput`) as GraphQLInputObjectType;
    const inputFields = createInput.getFields();
    const refs: RefField[] = [];
    const inverses: InverseField[] = [];
    for (const field of Object.values(type.getFields())) {
      const target = getNamedType(field.type).name;
      if (!names.has(target)) continue;
      const many = isList(field);
      const inputKey = Object.keys(inputFields).find((key) =>
        many ? key.endsWith('Ids') && field.name.startsWith(key.slice(0, -3)) : key === `${field.name}Id`,
      );
      if (inputKey) {
        refs.push({ field: field.name, target, many, inputKey, required: isNonNullType(inputFields[inputKey].type) });
      } else if (many) {
        inverses.push({ field: field.name, target, via: '' });
      } else {
        refs.push({ field: field.name, target, many, inputKey: `${field.name}Id`, required: false });
      }
    }
    const sortEnum = schema.getType(`${type.name}SortField`);
    const sortFields = new Map<string, string>();
    if (isEnumType(sortEnum)) for (const value of sortEnum.getValues()) sortFields.set(value.name, camel(value.name));
    models.set(type.name, {
      type: type.name as EntitySubject,
      name,
      refs,
      inverses,
      fields: Object.keys(type.getFields()),
      sortFields,
      createInput,
      updateInput,
      objectType: type,
    });
  }
  // An inverse list is fed by the target's single reference back to this type.
  for (const model of models.values()) {
    for (const inverse of model.inverses) {
      const back = models.get(inverse.target)!.refs.find((ref) => ref.target === model.type && !ref.many);
      if (!back) throw new Error(`${model.type}.${inverse.field}: ${inverse.target} has no reference back`);
      inverse.via = back.field;
    }
  }
  return models;
}
