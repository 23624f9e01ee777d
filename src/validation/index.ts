import './locale';
import { ValidationError, reach, type Schema } from 'yup';
import type { EntitySubject } from '../ability/subjects';
import { FORM_ERROR_KEY, formikErrorsToProblems as flatten, joinPath, splitPath, type FieldProblem } from './problems';
import { MESSAGE_PARAMS, type MessageId } from './messages';
import { validationSchemas } from './schemas';

/**
 * The one entry point the admin's forms and the mock server share: a schema per entity, shaped
 * like its GraphQL `CreateInput`, and a validator that reports every problem with its path. The
 * server validates creates and the full merged input of updates with the same schemas, so a
 * form that passes here is accepted there.
 */
export type EntityType = EntitySubject;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toProblem(error: ValidationError): FieldProblem {
  const raw: unknown = error.errors[0] ?? error.message;
  const path = splitPath(error.path);
  if (isRecord(raw) && typeof raw.id === 'string') {
    return isRecord(raw.values) ? { path, message: raw.id, values: raw.values } : { path, message: raw.id };
  }
  return { path, message: typeof raw === 'string' && raw !== '' ? raw : 'validation.checkInput' };
}

function collect(error: unknown): FieldProblem[] {
  if (!ValidationError.isError(error)) throw error;
  const seen = new Set<string>();
  return (error.inner.length ? error.inner : [error]).map(toProblem).filter((problem) => {
    const key = `${problem.path.join('\u0000')}\u0001${problem.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** Not an object → validated as `{}`, so each required field is reported rather than one vague error. */
const asInput = (input: unknown) => (isRecord(input) ? input : {});

/** Every problem of `input` (abortEarly off), paths split into segments; [] when valid. */
export async function validateInput(type: EntityType, input: unknown): Promise<FieldProblem[]> {
  return validateWith(validationSchemas[type], input);
}

/** Same as validateInput for code that cannot await (every rule here is synchronous). */
export function validateInputSync(type: EntityType, input: unknown): FieldProblem[] {
  try {
    validationSchemas[type].validateSync(asInput(input), { abortEarly: false });
    return [];
  } catch (error) {
    return collect(error);
  }
}

/** For the non-entity forms (login, password, profile) and any other schema of this module. */
export async function validateWith(schema: Schema, input: unknown): Promise<FieldProblem[]> {
  try {
    await schema.validate(asInput(input), { abortEarly: false });
    return [];
  } catch (error) {
    return collect(error);
  }
}

/**
 * Values a field's message interpolates (`{ max: 200 }` for validation.maxLength on a title), read
 * from the schema's own limits. Formik keeps only the id; a field or the summary gets the values
 * back here. Without `message`, every limit of the field.
 */
export function fieldMessageValues(type: EntityType, path: readonly string[], message?: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const wanted = message === undefined ? null : (MESSAGE_PARAMS[message as MessageId] ?? []);
  if (path.length === 0 || wanted?.length === 0) return values;
  try {
    const description = reach(validationSchemas[type], joinPath(path)).describe();
    for (const test of 'tests' in description ? description.tests : []) {
      for (const [key, value] of Object.entries(test.params ?? {})) {
        if (wanted && !wanted.includes(key)) continue;
        if (['number', 'string', 'boolean'].includes(typeof value)) values[key] = value;
      }
    }
  } catch {
    // A path the schema does not know (a server-only field): no values to add.
  }
  return values;
}

/** Formik errors → problems for the summary, with values restored when the entity is known. */
export function formikErrorsToProblems(errors: unknown, type?: EntityType): FieldProblem[] {
  return flatten(errors, type ? (path, message) => fieldMessageValues(type, path, message) : undefined);
}

export { FORM_ERROR_KEY, joinPath, splitPath, type FieldProblem };
export { problemsToFormikErrors, problemsToUserErrors, userErrorsToProblems, type UserErrorLike } from './problems';
export { M, DEFAULT_MESSAGES, MESSAGE_PARAMS, msg, type MessageDescriptor, type MessageId } from './messages';
export { COUNTRY_CODES, isCountryCode } from './countries';
export { validationSchemas };
export { changePasswordSchema, loginSchema, viewerUpdateSchema, PASSWORD_MIN } from './account';
