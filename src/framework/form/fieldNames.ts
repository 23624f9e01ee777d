import type { EntitySubject } from '../../ability/subjects';
import type { FieldDef } from '../entity/types';
import { entityKey } from '../entity/labels';

/**
 * Form values have the shape of the create input (`languageId`, `masterIds`) while the entity and
 * the ability speak of its fields (`language`, `masters`). These helpers translate between them.
 */

/** Entity fields a form field may be read from, most likely first. */
export function entityFieldCandidates(field: FieldDef): string[] {
  const names = [field.permissionField];
  if (field.kind === 'reference') names.push(field.name.replace(/Id$/, ''));
  // `masterIds` → `masters`; `mediaIds` → `media` when the plural is the same word.
  if (field.kind === 'references') names.push(field.name.replace(/Ids$/, 's'), field.name.replace(/Ids$/, ''));
  names.push(field.name);
  return names.filter((name): name is string => Boolean(name));
}

/** The CASL field an update of this form field touches (the mock server checks the same one). */
export const permissionFieldOf = (field: FieldDef): string => entityFieldCandidates(field)[0];

/** `<t>.fields.<input key>` (the catalog labels `languageId` and `masterIds` too) unless the declaration names one. */
export const fieldLabelId = (subject: EntitySubject, field: FieldDef): string =>
  field.label ?? `${entityKey(subject)}.fields.${field.name}`;
