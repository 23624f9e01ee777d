import {
  getNamedType, getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType,
  type GraphQLInputField, type GraphQLInputObjectType, type GraphQLObjectType,
} from 'graphql';
import type { Data } from '../http/client';

/**
 * Create inputs are copied from rows the server already holds (which satisfy every rule the
 * server has, including those the schema cannot state), by the header's convention: an input
 * key is the field of the same name, a reference `<field>Id` the row's `<field>.id`, several
 * `<singular>Ids` the ids of the list field they name.
 */

/** The object field an input key reads, and how: `same` value, one row's `id`, or the `ids` of a list. */
export function sourceOf(object: GraphQLObjectType, key: string): { field: string; how: 'same' | 'id' | 'ids' } | null {
  const fields = object.getFields();
  if (fields[key]) return { field: key, how: 'same' };
  const one = /^(\w+)Id$/.exec(key);
  if (one && fields[one[1]]) return { field: one[1], how: 'id' };
  const many = /^(\w+)Ids$/.exec(key);
  const list = many && Object.values(fields).find((field) => field.name.startsWith(many[1]) && isListType(getNullableType(field.type)));
  return list ? { field: list.name, how: 'ids' } : null;
}

/** The object fields a create input is copied from. */
export function inputSources(object: GraphQLObjectType, input: GraphQLInputObjectType): string[] {
  return Object.keys(input.getFields()).flatMap((key) => sourceOf(object, key)?.field ?? []);
}

function convert(value: unknown, field: GraphQLInputField, object: GraphQLObjectType | null): unknown {
  const named = getNamedType(field.type);
  if (value == null || !isInputObjectType(named)) return value;
  const nested = object ? getNamedType(object.getFields()[field.name]?.type) : null;
  const copy = (item: unknown) => copyInto(named, isObjectType(nested) ? nested : null, item as Data);
  return Array.isArray(value) ? value.map(copy) : copy(value);
}

/** An input object filled from a row (or a nested value such as an invoice line). */
export function copyInto(input: GraphQLInputObjectType, object: GraphQLObjectType | null, row: Data): Data {
  const result: Data = {};
  for (const field of Object.values(input.getFields())) {
    const source = object ? sourceOf(object, field.name) : { field: field.name, how: 'same' as const };
    if (!source || !(source.field in row)) continue;
    const value = row[source.field];
    if (source.how === 'same') result[field.name] = convert(value, field, object);
    else if (source.how === 'id') result[field.name] = (value as Data | null)?.id ?? null;
    else result[field.name] = ((value as Data[] | null) ?? []).map((item) => item.id);
  }
  return result;
}

/** A value for a required input the row does not show (a write-only secret), by its type. */
export function placeholder(field: GraphQLInputField, marker: string): unknown {
  const named = getNamedType(field.type);
  if (isEnumType(named)) return named.getValues()[0].name;
  const values: Record<string, unknown> = {
    String: marker, ID: marker, Int: 1, Float: 1, Boolean: false,
    DateTime: new Date(Date.now() + 86_400_000).toISOString(),
    EmailAddress: `${marker}@example.com`, URL: `https://example.com/${marker}`, CountryCode: 'DE', JSON: {},
  };
  return values[named.name] ?? null;
}

/** Required inputs the copy lacks, filled with placeholders. */
export function completeInput(input: GraphQLInputObjectType, value: Data, marker: string): Data {
  const complete = { ...value };
  for (const field of Object.values(input.getFields())) {
    if (complete[field.name] == null && isNonNullType(field.type) && field.defaultValue === undefined) complete[field.name] = placeholder(field, marker);
  }
  return complete;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Another value of the same shape, for a value the server says is taken: letters stay letters of
 * the same case, digits stay digits (a two-letter language code stays two letters); an e-mail
 * address gets a `+tag`.
 */
export function reshaped(value: string, random: () => number = Math.random): string {
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, at)}+c${Math.floor(random() * 1e8).toString(36)}${value.slice(at)}`;
  return value.replace(/[a-z]/g, () => LETTERS[Math.floor(random() * 26)])
    .replace(/[A-Z]/g, () => LETTERS[Math.floor(random() * 26)].toUpperCase())
    .replace(/[0-9]/g, () => String(Math.floor(random() * 10)));
}
