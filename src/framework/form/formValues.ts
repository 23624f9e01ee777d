import type { FieldDef, SubFieldDef } from '../entity/types';
import { entityFieldCandidates } from './fieldNames';
import type { ReferenceLabels } from '../fields/referenceLabels';

export type FormValues = Record<string, unknown>;
type Row = { id: string } & Record<string, unknown>;

/** The value an untouched field of each kind starts with (booleans false, lists empty). */
export function emptyValue(field: FieldDef): unknown {
  switch (field.kind) {
    case 'switch':
      return false;
    case 'references':
    case 'tags':
    case 'repeater':
      return [];
    case 'stringList':
      // The rows "at least one" asks for are offered from the start (blank rows are never sent).
      return Array.from({ length: field.minItems ?? 0 }, () => '');
    case 'number':
    case 'timecode':
    case 'duration':
    case 'money':
    case 'radio':
    case 'select':
    case 'reference':
    case 'date':
    case 'datetime':
    case 'richText':
    case 'custom':
      return null;
    default:
      return '';
  }
}

/** Apollo results carry `__typename` on every object; inputs must not. */
export function withoutTypename(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTypename);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== '__typename').map(([key, item]) => [key, withoutTypename(item)]));
}

const definedOnly = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));

/** A field that only shows other values (a media preview) holds none: no value, nothing sent. */
export const holdsValue = (field: FieldDef): boolean => !(field.kind === 'custom' && field.display);

/** A new form: every field empty, then the schema's own defaults, then the declaration's. */
export function newFormValues(fields: FieldDef[], schemaDefaults: Record<string, unknown>, defaults: Record<string, unknown> = {}): FormValues {
  const empty = Object.fromEntries(fields.filter(holdsValue).map((field) => [field.name, emptyValue(field)]));
  return { ...empty, ...definedOnly(schemaDefaults), ...defaults };
}

const isRow = (value: unknown): value is Row => Boolean(value) && typeof value === 'object' && typeof (value as Row).id === 'string';

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * A repeater item as the form holds it: its plain values (no `__typename`), each sub-field read
 * like a field of its own, so a reference inside an item (`product { id title }`) becomes its id
 * (`productId`) and the row it came from is dropped.
 */
function itemValues(fields: SubFieldDef[], item: unknown): Record<string, unknown> {
  if (!isObject(item)) return {};
  const replaced = new Set(fields.flatMap((sub) => (sub.kind === 'reference' || sub.kind === 'references' ? entityFieldCandidates(sub).filter((name) => name !== sub.name) : [])));
  const plain = Object.entries(withoutTypename(item) as Record<string, unknown>).filter(([key]) => !replaced.has(key));
  return { ...Object.fromEntries(plain), ...Object.fromEntries(fields.map((sub) => [sub.name, valueOf(sub, item)])) };
}

/** A form field's value in a loaded entity: reference → its id, references → their ids, others as they are. */
function valueOf(field: FieldDef, entity: Record<string, unknown>): unknown {
  // A write-only secret is never read back: its field starts empty and stays so unless typed in.
  if (field.writeOnly) return emptyValue(field);
  const key = entityFieldCandidates(field).find((name) => entity[name] !== undefined);
  const raw = key === undefined ? undefined : entity[key];
  if (field.kind === 'reference') return isRow(raw) ? raw.id : typeof raw === 'string' ? raw : null;
  if (field.kind === 'references') return Array.isArray(raw) ? raw.map((item) => (isRow(item) ? item.id : String(item))) : [];
  if (field.kind === 'repeater') return Array.isArray(raw) ? raw.map((item) => itemValues(field.fields, item)) : [];
  if (field.kind === 'stringList') {
    const list = Array.isArray(raw) ? raw.map((item) => (typeof item === 'string' ? item : String(item ?? ''))) : [];
    return [...list, ...(emptyValue(field) as string[])].slice(0, Math.max(list.length, field.minItems ?? 0));
  }
  return raw === undefined || raw === null ? emptyValue(field) : withoutTypename(raw);
}

/** Remembers the labels of the rows a reference field (or one inside repeater items) points at. */
function rememberLabels(fields: FieldDef[], entity: Record<string, unknown>, labels: ReferenceLabels): void {
  for (const field of fields) {
    const key = entityFieldCandidates(field).find((name) => entity[name] !== undefined);
    const raw = key === undefined ? [] : entity[key];
    const values = Array.isArray(raw) ? raw : [raw];
    if (field.kind === 'repeater') values.filter(isObject).forEach((item) => rememberLabels(field.fields, item, labels));
    if (field.kind !== 'reference' && field.kind !== 'references') continue;
    for (const row of values) {
      if (isRow(row)) labels.remember(field.entity, row.id, labels.labelOf(field.entity, row));
    }
  }
}

/**
 * An edit form: the values read generically from the entity through the FieldDefs. The labels of
 * the referenced rows the entity carries are remembered so pickers show them at once.
 */
export function entityFormValues(fields: FieldDef[], entity: Record<string, unknown>, labels: ReferenceLabels): FormValues {
  rememberLabels(fields, entity, labels);
  return Object.fromEntries(fields.filter(holdsValue).map((field) => [field.name, valueOf(field, entity)]));
}

/** Values compare by content: lists and objects are new instances after every edit. */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
