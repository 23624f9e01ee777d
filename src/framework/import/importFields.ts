import type { EntitySubject } from '../../ability/subjects';
import type { FieldDef } from '../entity/types';
import { fieldLabelId } from '../form/fieldNames';
import { requiredFields } from '../form/schemaInfo';

/** Field kinds a CSV cell can hold: one line of text per value (rich text, files and item lists cannot). */
const CELL_KINDS = new Set<FieldDef['kind']>([
  'text', 'textarea', 'email', 'url', 'tel', 'code', 'tags', 'number', 'money', 'switch', 'radio', 'select', 'reference', 'references',
  'stringList', 'timecode', 'duration', 'date', 'datetime', 'country', 'upload',
]);

export interface ImportField {
  field: FieldDef;
  label: string;
  required: boolean;
}

/** The form fields an import can fill, labelled as the form labels them. */
export function importFields(subject: EntitySubject, fields: FieldDef[], label: (id: string, fallback: string) => string): ImportField[] {
  const required = requiredFields(subject);
  return fields
    .filter((field) => CELL_KINDS.has(field.kind) && !('readOnly' in field && field.readOnly))
    .map((field) => ({ field, label: label(fieldLabelId(subject, field), field.name), required: required.has(field.name) }));
}
