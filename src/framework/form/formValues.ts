import type { FieldDef } from '../entity/types';
import { entityFieldCandidates } from './fieldNames';
import { referenceLabel, type ReferenceLabels } from './referenceLabels';

export type FormValues = Record<string, unknown>;
type Row = { id: string } & Record<string, unknown>;

/** The value an untouched field of each kind starts with (booleans false, lists empty). */
export function emptyValue(field: FieldDef): unknown {
  switch (field.kind) {
    case 'switch':
      return false;
    case 'references':
    case 'tags':
      return [];
    case 'number':
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

/** A form field's value in a loaded entity: reference → its id, references → their ids, others as they are. */
function valueOf(field: FieldDef, entity: Record<string, unknown>): unknown {
  // A write-only secret is never read back: its field starts empty and stays so unless typed in.
  if (field.writeOnly) return emptyValue(field);
  const key = entityFieldCandidates(field).find((name) => entity[name] !== undefined);
  const raw = key === undefined ? undefined : entity[key];
  if (field.kind === 'reference') return isRow(raw) ? raw.id : typeof raw === 'string' ? raw : null;
  if (field.kind === 'references') return Array.isArray(raw) ? raw.map((item) => (isRow(item) ? item.id : String(item))) : [];
  return raw === undefined || raw === null ? emptyValue(field) : withoutTypename(raw);
}

/**
 * An edit form: the values read generically from the entity through the FieldDefs. The labels of
 * the referenced rows the entity carries are remembered so pickers show them at once.
 */
export function entityFormValues(fields: FieldDef[], entity: Record<string, unknown>, labels: ReferenceLabels): FormValues {
  for (const field of fields) {
    if (field.kind !== 'reference' && field.kind !== 'references') continue;
    const key = entityFieldCandidates(field).find((name) => entity[name] !== undefined);
    const raw = key === undefined ? [] : entity[key];
    for (const row of Array.isArray(raw) ? raw : [raw]) {
      if (isRow(row)) labels.remember(field.entity, row.id, referenceLabel(field.entity, row));
    }
  }
  return Object.fromEntries(fields.filter(holdsValue).map((field) => [field.name, valueOf(field, entity)]));
}

/** Values compare by content: lists and objects are new instances after every edit. */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
