import {
  getNamedType, getNullableType, isEnumType, isListType,
  type GraphQLField, type GraphQLInputObjectType, type GraphQLObjectType,
} from 'graphql';
import { isRowType } from '../documents';

/**
 * What one key of `<T>Filter` means, by the schema header's conventions: `search` (free text,
 * the fields named in its description), a field's own name (equality; a list of enum values means
 * "any of"), `<field>Id` / `<field>Ids` for references, `<field>From` / `<field>To` for inclusive
 * ranges. A key no convention explains is reported and skipped, never guessed.
 */
export type FilterSpec =
  | { kind: 'search'; key: string; fields: string[] }
  | { kind: 'anyOf'; key: string; field: string }
  | { kind: 'reference'; key: string; field: string; many: boolean }
  | { kind: 'range'; field: string; from?: string; to?: string }
  | { kind: 'equals'; key: string; field: string }
  | { kind: 'unknown'; key: string; why: string };

/** How the table names a filter: its key, or the field of a range. */
export const filterLabel = (spec: FilterSpec) => (spec.kind === 'range' ? `${spec.field}From/To` : spec.key);

const isList = (field: GraphQLField<unknown, unknown>) => isListType(getNullableType(field.type));
const holdsRows = (field: GraphQLField<unknown, unknown>) => isRowType(getNamedType(field.type));

/** "Free text matched, case-insensitively, against title, body." → the fields the type has. */
function searchFields(object: GraphQLObjectType, description: string | null | undefined): string[] {
  const named = /against ([^.]*)\./.exec(description ?? '')?.[1] ?? '';
  const fields = object.getFields();
  return named.split(/,\s*/).map((name) => name.trim()).filter((name) => name && fields[name] && !holdsRows(fields[name]));
}

function referenceField(object: GraphQLObjectType, key: string) {
  const base = key.replace(/Ids?$/, '');
  const fields = Object.values(object.getFields());
  // `languageId` → `language`; `masterId` → `masters` (a list of rows whose name starts so).
  return fields.find((field) => field.name === base && holdsRows(field))
    ?? fields.find((field) => isList(field) && holdsRows(field) && field.name.startsWith(base));
}

function classify(object: GraphQLObjectType, key: string, filter: GraphQLInputObjectType): FilterSpec | null {
  const input = filter.getFields()[key];
  const fields = object.getFields();
  if (key === 'search') {
    const found = searchFields(object, input.description);
    return found.length ? { kind: 'search', key, fields: found } : { kind: 'unknown', key, why: 'its description names no field of the type' };
  }
  const own = fields[key];
  if (own && isEnumType(getNamedType(input.type)) && isListType(getNullableType(input.type))) return { kind: 'anyOf', key, field: key };
  if (/Ids?$/.test(key)) {
    const reference = referenceField(object, key);
    if (reference) return { kind: 'reference', key, field: reference.name, many: isList(reference) };
  }
  const range = /^(\w+)(From|To)$/.exec(key);
  if (range && fields[range[1]]) return null; // merged into one range spec below
  if (own && !isList(own) && !holdsRows(own)) return { kind: 'equals', key, field: key };
  return { kind: 'unknown', key, why: 'no convention of the schema header explains it' };
}

export function filterSpecs(object: GraphQLObjectType, filter: GraphQLInputObjectType | undefined): FilterSpec[] {
  if (!filter) return [];
  const specs: FilterSpec[] = [];
  const ranges = new Map<string, Extract<FilterSpec, { kind: 'range' }>>();
  for (const key of Object.keys(filter.getFields())) {
    const spec = classify(object, key, filter);
    if (spec) {
      specs.push(spec);
      continue;
    }
    const [, field, end] = /^(\w+)(From|To)$/.exec(key)!;
    let range = ranges.get(field);
    if (!range) {
      range = { kind: 'range', field };
      ranges.set(field, range);
      specs.push(range);
    }
    range[end === 'From' ? 'from' : 'to'] = key;
  }
  return specs;
}
