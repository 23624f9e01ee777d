import type { FieldDef } from '../entity/types';
import { sameValue, type FormValues } from './formValues';

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined || value === false;

const isObject = (item: unknown): item is Record<string, unknown> => Boolean(item) && typeof item === 'object' && !Array.isArray(item);

/** A row nobody wrote in (the second of two offered quiz options, an empty feature line) is not an item. */
const isBlankRow = (item: unknown) =>
  (typeof item === 'string' && item.trim() === '') || (isObject(item) && Object.values(item).every(isEmpty));

const mapValues = (item: Record<string, unknown>) => Object.fromEntries(Object.entries(item).map(([key, value]) => [key, value === '' ? null : value]));

/**
 * A form value as the input takes it: an emptied text control ('') means "no value" (the
 * CountryCode, URL and EmailAddress scalars would reject ''), and blank rows of embedded lists go.
 */
export function toInputValue(value: unknown): unknown {
  if (value === '') return null;
  // Inside a repeater's items too, an emptied control is "no value" (an item's optional URL).
  if (Array.isArray(value)) return value.filter((item) => !isBlankRow(item)).map((item) => (isObject(item) ? mapValues(item) : item));
  return value;
}

interface Options {
  fields: FieldDef[];
  values: FormValues;
  isVisible: (field: FieldDef) => boolean;
}

/**
 * Create input: every visible field, an empty one as null (the form started from the input's
 * GraphQL defaults, so null is what the user chose), plus values the declaration's defaults set
 * without a field to show them (a fixed brand, a parent id).
 */
export function createInput({ fields, values, isVisible }: Options): Record<string, unknown> {
  const hidden = new Set(fields.filter((field) => field.readOnly || !isVisible(field)).map((field) => field.name));
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => !hidden.has(name))
      .map(([name, value]) => [name, toInputValue(value)]),
  );
}

/**
 * Update input: only what changed, and only fields the viewer may update. The server checks each
 * field it is sent, so a MODERATOR saving a user sends `status` alone or is refused.
 */
export function updateInput({ fields, values, isVisible, initial, canUpdate }: Options & { initial: FormValues; canUpdate: (field: FieldDef) => boolean }) {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.readOnly || !isVisible(field) || !canUpdate(field) || sameValue(initial[field.name], values[field.name])) continue;
    input[field.name] = toInputValue(values[field.name]);
  }
  return input;
}
