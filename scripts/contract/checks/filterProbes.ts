import { getNamedType, isEnumType, type GraphQLObjectType } from 'graphql';
import type { FilterSpec } from '../conventions/filters';
import type { Data } from '../http/client';

/** One filter to send and what a row must satisfy to be answered, per the schema's conventions. */
export interface Probe {
  filter: Data;
  holds: (row: Data) => boolean;
  /** The field a failure names. */
  field: string;
}

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).flatMap((item) => (item && typeof item === 'object' && 'id' in item ? [String(item.id)] : []));
const textOf = (value: unknown) => (Array.isArray(value) ? value.join(' ') : value == null ? '' : String(value));
const toNumber = (value: unknown) => (typeof value === 'number' ? value : Date.parse(String(value)));

/** Values by how few rows hold them: a filter on a rare value shows best whether it narrows. */
function rarest(values: string[]): string[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).map(([value]) => value);
}

function searchProbes(spec: Extract<FilterSpec, { kind: 'search' }>, rows: Data[]): Probe[] {
  const source = rows.find((row) => textOf(row[spec.fields[0]]).trim().length >= 3) ?? rows.find((row) => spec.fields.some((field) => textOf(row[field]).trim().length >= 3));
  if (!source) return [];
  const text = spec.fields.map((field) => textOf(source[field]).trim()).find((value) => value.length >= 3)!;
  const needle = [...text].slice(0, 30).join('').trim();
  const holds = (row: Data) => spec.fields.some((field) => textOf(row[field]).toLocaleLowerCase().includes(needle.toLocaleLowerCase()));
  const probes = [{ filter: { search: needle }, holds, field: spec.fields.join('/') }];
  // Case-insensitively, as documented: the needle in other case finds the same rows.
  const other = needle.toLocaleUpperCase() === needle ? needle.toLocaleLowerCase() : needle.toLocaleUpperCase();
  if (other !== needle) probes.push({ filter: { search: other }, holds, field: spec.fields.join('/') });
  return probes;
}

function rangeProbes(spec: Extract<FilterSpec, { kind: 'range' }>, rows: Data[]): Probe[] {
  const values = rows.map((row) => row[spec.field]).filter((value) => value != null).sort((a, b) => toNumber(a) - toNumber(b));
  if (!values.length) return [];
  const middle = values[Math.floor(values.length / 2)];
  const at = toNumber(middle);
  const value = (row: Data) => (row[spec.field] == null ? NaN : toNumber(row[spec.field]));
  const probes: Probe[] = [];
  // Both ends are inclusive ("at or after", "at or before"): a row at the bound is in both.
  if (spec.from) probes.push({ filter: { [spec.from]: middle }, holds: (row) => value(row) >= at, field: spec.field });
  if (spec.to) probes.push({ filter: { [spec.to]: middle }, holds: (row) => value(row) <= at, field: spec.field });
  if (spec.from && spec.to) probes.push({ filter: { [spec.from]: middle, [spec.to]: middle }, holds: (row) => value(row) === at, field: spec.field });
  return probes;
}

/** The probes for one filter key, with values taken from the rows. */
export function probesFor(object: GraphQLObjectType, spec: FilterSpec, rows: Data[]): Probe[] {
  switch (spec.kind) {
    case 'search':
      return searchProbes(spec, rows);
    case 'range':
      return rangeProbes(spec, rows);
    case 'anyOf': {
      const present = rarest(rows.filter((row) => row[spec.field] != null).map((row) => String(row[spec.field])));
      const type = getNamedType(object.getFields()[spec.field].type);
      const absent = isEnumType(type) ? type.getValues().map((value) => value.name).filter((name) => !present.includes(name)) : [];
      const sets = [present.slice(0, 1), present.length > 1 ? present.slice(0, 2) : absent.slice(0, 1)].filter((set) => set.length);
      return sets.map((set) => ({ filter: { [spec.key]: set }, holds: (row: Data) => set.includes(String(row[spec.field])), field: spec.field }));
    }
    case 'reference': {
      const [id] = rarest(rows.flatMap((row) => idsOf(row[spec.field])));
      return id ? [{ filter: { [spec.key]: id }, holds: (row: Data) => idsOf(row[spec.field]).includes(id), field: spec.field }] : [];
    }
    case 'equals': {
      const type = getNamedType(object.getFields()[spec.field].type);
      if (type.name === 'Boolean') return [true, false].map((value) => ({ filter: { [spec.key]: value }, holds: (row: Data) => row[spec.field] === value, field: spec.field }));
      const [value] = rarest(rows.filter((row) => row[spec.field] != null).map((row) => String(row[spec.field])));
      if (value === undefined) return [];
      const typed = type.name === 'Int' || type.name === 'Float' ? Number(value) : value;
      return [{ filter: { [spec.key]: typed }, holds: (row: Data) => String(row[spec.field]) === value, field: spec.field }];
    }
    default:
      return [];
  }
}

/** A row's values of the probed field(s), references by id, for a failure's message. */
export function shown(row: Data, field: string): string {
  const brief = (value: unknown) => (idsOf(value).length ? idsOf(value) : value);
  return JSON.stringify(field.split('/').map((each) => brief(row[each]))).slice(0, 60);
}
