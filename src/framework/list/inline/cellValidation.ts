import { reach, ValidationError, type Schema } from 'yup';
import type { EntitySubject } from '../../../ability/subjects';
import { validationSchemas } from '../../../validation/schemas';
import '../../../validation/locale';

/** A field's own problem with a value: the message id and its values, or null when it passes. */
export interface CellProblem {
  message: string;
  values?: Record<string, unknown>;
}

/**
 * Checks one cell's value with the entity's schema for that field, the one the form and the server
 * use (a price of -5 or 1e12, an e-mail without "@"), before anything is sent. A rule that reads
 * other fields of the record is the server's to check on the whole row.
 *
 * @example cellProblem('Plan', 'price', -5) // { message: 'validation.min', values: { min: 0 } }
 */
export function cellProblem(subject: EntitySubject, name: string, value: unknown): CellProblem | null {
  let schema: Schema;
  try {
    schema = reach(validationSchemas[subject], name) as Schema;
  } catch {
    return null;
  }
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    if (!ValidationError.isError(error)) return null;
    const raw: unknown = error.errors[0];
    if (raw && typeof raw === 'object' && 'id' in raw && typeof raw.id === 'string') {
      const values = 'values' in raw && raw.values && typeof raw.values === 'object' ? (raw.values as Record<string, unknown>) : undefined;
      return { message: raw.id, values };
    }
    return { message: typeof raw === 'string' && raw !== '' ? raw : 'validation.checkInput' };
  }
}
