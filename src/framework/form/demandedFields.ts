import { ValidationError } from 'yup';
import type { EntitySubject } from '../../ability/subjects';
import { validationSchemas } from '../../validation';
import type { FieldDef } from '../entity/types';
import { emptyValue, holdsValue, type FormValues } from './formValues';

/** Whether the schema refuses `name` left as an untouched field starts, the other values as they are. */
function refusesEmpty(subject: EntitySubject, field: FieldDef, values: FormValues): boolean {
  try {
    // Only whether it throws matters: no stack trace for each refused field (it runs as the form
    // first renders and on every change; capturing stacks under React's was most of its time).
    validationSchemas[subject].validateSyncAt(field.name, { ...values, [field.name]: emptyValue(field) }, { disableStackTrace: true });
    return false;
  } catch (error) {
    // Not a field of the schema (a display, a read-only shown field): nothing Save asks of it.
    return ValidationError.isError(error);
  }
}

/**
 * The fields Save would demand now: those the entity's validation schema (shared with the server)
 * refuses empty, read against the form's current values, so a field required by another one is
 * marked as soon as that one is set (an episode's number once a serial is chosen), and a quiz's
 * question and options are, as the schema's own tests say. Only the field's own rules run
 * (`validateSyncAt`), one field at a time: cheap enough for every change of the form.
 *
 * @example
 * const required = demandedFields('Media', fields, values); // Set { 'title', 'languageId', … }
 */
export function demandedFields(subject: EntitySubject, fields: readonly FieldDef[], values: FormValues): Set<string> {
  return new Set(fields.filter((field) => holdsValue(field) && refusesEmpty(subject, field, values)).map((field) => field.name));
}
