import type { SubjectInstance } from '../../../ability/ability';
import type { FieldDef, EntityDeclaration } from '../../entity/types';
import type { ListPermissions } from '../useListPermissions';

/** Kinds one value of which makes sense on many rows: flags, enums, numbers, dates, a plain reference. */
const BULK_KINDS = new Set<FieldDef['kind']>(['switch', 'radio', 'select', 'number', 'date', 'datetime', 'reference']);

/**
 * The declaration's fields a bulk edit may offer. Left out: text (names, codes, e-mails are unique or
 * per row), money (its currency), uploads, rich text, lists, custom widgets, read-only, hidden and
 * write-only fields, and fields another depends on or that depend on another (a media item's accent
 * belongs to its language, its season to its serial; an amount is in its currency).
 */
export function bulkEditableFields(declaration: EntityDeclaration): FieldDef[] {
  const fields = declaration.fields ?? [];
  const dependedOn = new Set(
    fields.flatMap((field) => (field.kind === 'reference' && field.filterBy ? Object.values(field.filterBy) : field.kind === 'money' ? [field.currencyField] : [])),
  );
  return fields.filter((field) => {
    if (!BULK_KINDS.has(field.kind) || 'readOnly' in field || field.hidden || field.writeOnly) return false;
    if (field.kind === 'reference' && (field.filterBy || dependedOn.has(field.name))) return false;
    return !dependedOn.has(field.name);
  });
}

/** The value a field starts from in the bulk form: the declaration's default, else empty (off for a flag). */
export function startValue(field: FieldDef, declaration: EntityDeclaration): unknown {
  const preset = (declaration.defaults as Record<string, unknown> | undefined)?.[field.name];
  if (preset !== undefined) return preset;
  return field.kind === 'switch' ? false : null;
}

/** Whether "Edit selected" has anything to offer on this entity (the rules then narrow it per row). */
export const hasBulkFields = (declaration: EntityDeclaration): boolean => bulkEditableFields(declaration).length > 0;

/** A row can be selected when a bulk delete could take it, or a bulk edit could (the entity has fields for one). */
export function canSelectRow(declaration: EntityDeclaration, permissions: ListPermissions, row: SubjectInstance): boolean {
  return permissions.deleteOf(row).allowed || (hasBulkFields(declaration) && permissions.updateOf(row));
}
