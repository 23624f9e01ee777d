import { getNamedType, getNullableType, isInputObjectType, isListType, isNonNullType, type GraphQLInputObjectType, type GraphQLObjectType } from 'graphql';
import { validateInput } from '../../src/validation';
import type { EntitySubject } from '../../src/ability/subjects';
import { behaviours } from '../entities';
import type { EntityModel } from '../model';
import type { Database } from '../store/db';
import type { Row, RowValues } from '../store/types';
import type { UserErrorCode } from '../generated/resolvers-types';

/** The contract's codes (generated from schema.graphql), so a new code is one line in the schema. */
export type { UserErrorCode };

export interface UserErrorOut {
  field: string[] | null;
  message: string;
  code: UserErrorCode;
  values?: Record<string, unknown>;
}

/** The entity field an input key sets: `languageId` → `language`, `masterIds` → `masters`. */
export function fieldOfInputKey(model: EntityModel, key: string): string {
  return model.refs.find((ref) => ref.inputKey === key)?.field ?? key;
}

function pickInput(type: GraphQLInputObjectType, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => pickInput(type, item));
  if (!value || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(type.getFields()).filter((key) => key in source).map((key) => [key, source[key]]));
}

/** A complete create input describing a stored row; updates are validated as row + changes. */
export function rowToInput(model: EntityModel, row: Row): RowValues {
  const input: RowValues = {};
  for (const [key, field] of Object.entries(model.createInput.getFields())) {
    const ref = model.refs.find((candidate) => candidate.inputKey === key);
    const named = getNamedType(field.type);
    if (ref) {
      const value = row[ref.field];
      input[key] = ref.many ? ((value as Row[] | undefined) ?? []).map((item) => item.id) : ((value as Row | null | undefined)?.id ?? null);
    } else if (isInputObjectType(named)) {
      input[key] = pickInput(named, row[key] ?? []);
    } else {
      input[key] = row[key] ?? null;
    }
  }
  return input;
}

/**
 * The input keys an update really changes. A form sends every field back; a field sent with the
 * value it already holds is not a change, so it needs no permission (EDITOR saves published media
 * with its status untouched; MODERATOR saves a learner's form with only the status changed).
 */
export function changedInputKeys(model: EntityModel, row: Row, input: RowValues): string[] {
  const current = rowToInput(model, row);
  return Object.keys(input ?? {}).filter((key) => JSON.stringify(input[key] ?? null) !== JSON.stringify(current[key] ?? null));
}

/**
 * Turns input values into row values, resolving ids to rows; unknown ids are NOT_FOUND errors.
 * `previous` is the row an update changes: files it already holds keep their upload time.
 */
export function inputToPatch(db: Database, model: EntityModel, input: RowValues, now: string, previous?: Row) {
  const patch: RowValues = {};
  const errors: UserErrorOut[] = [];
  for (const [key, value] of Object.entries(input)) {
    const ref = model.refs.find((candidate) => candidate.inputKey === key);
    if (!ref) {
      patch[key] = key === 'files' && Array.isArray(value) ? withFileIds(value as RowValues[], now, previous?.files as RowValues[] | undefined) : value;
      continue;
    }
    const lookup = (id: unknown) => db.get(ref.target, String(id));
    if (ref.many) {
      const ids = (value as unknown[] | null) ?? [];
      const rows = ids.map(lookup);
      const missing = ids.filter((_, index) => !rows[index]);
      if (missing.length > 0) errors.push({ field: ['input', key], message: 'validation.notFound', code: 'NOT_FOUND', values: { ids: missing } });
      patch[ref.field] = rows.filter(Boolean);
    } else if (value == null) {
      patch[ref.field] = null;
    } else {
      const row = lookup(value);
      if (!row) errors.push({ field: ['input', key], message: 'validation.notFound', code: 'NOT_FOUND' });
      patch[ref.field] = row ?? null;
    }
  }
  errors.push(...inconsistencies(model, { ...previous, ...patch }));
  const checks = behaviours[model.type as EntitySubject].checks;
  if (checks) errors.push(...checks({ ...previous, ...patch } as Row, { previous, now }).map(({ field, message }) => ({ field: ['input', field], message, code: 'INVALID' as const })));
  return { patch, errors };
}

/** References of the row being stored that disagree (see `EntityBehaviour.consistent`). */
function inconsistencies(model: EntityModel, row: RowValues): UserErrorOut[] {
  return (behaviours[model.type as EntitySubject].consistent ?? [])
    .filter(({ field, via }) => {
      const [target, owner] = [row[field] as Row | null | undefined, row[via] as Row | null | undefined];
      return target && owner && (target[via] as Row | null | undefined)?.id !== owner.id;
    })
    .map(({ field, message }) => ({ field: ['input', model.refs.find((ref) => ref.field === field)?.inputKey ?? field], message, code: 'INVALID' }));
}

let fileSeq = 0;
function withFileIds(files: RowValues[], now: string, previous: RowValues[] = []): RowValues[] {
  // The input has no uploadedAt: a file sent back with its id was uploaded when it first came.
  const uploaded = new Map(previous.map((file) => [file.id, file.uploadedAt]));
  return files.map((file) => ({
    ...file,
    id: file.id ?? `f${Date.now().toString(36)}${(fileSeq += 1)}`,
    uploadedAt: file.uploadedAt ?? (file.id != null ? uploaded.get(file.id) : undefined) ?? now,
  }));
}

/** The shared Yup schemas (the forms use the same ones), answered as userErrors. */
export async function validationErrors(type: EntitySubject, input: RowValues): Promise<UserErrorOut[]> {
  const problems = await validateInput(type, input);
  return problems.map((problem) => ({
    field: ['input', ...problem.path],
    message: problem.message,
    code: problem.message === 'validation.required' ? 'REQUIRED' : 'INVALID',
    values: problem.values,
  }));
}

/** `value` of the unique `field` is another row's: the entity's own message for it, or the generic one. */
export function takenError(type: EntitySubject, field: string, value: unknown): UserErrorOut {
  return { field: ['input', field], message: behaviours[type].takenMessages?.[field] ?? 'validation.taken', code: 'TAKEN', values: { value } };
}

export function uniqueErrors(db: Database, type: EntitySubject, values: RowValues, self?: Row): UserErrorOut[] {
  const errors: UserErrorOut[] = [];
  for (const field of behaviours[type].unique ?? []) {
    const value = values[field];
    if (value == null) continue;
    const normalized = String(value).toLocaleLowerCase();
    const clash = db.all(type).some((row) => row !== self && String(row[field] ?? '').toLocaleLowerCase() === normalized);
    if (clash) errors.push(takenError(type, field, value));
  }
  return errors;
}

/**
 * A create input with every omitted field made explicit: the schema's default, an empty list or
 * null. Without it a missing optional field would be absent from the row and the mock layer would
 * invent a value for it.
 */
export function completeCreateInput(model: EntityModel, input: RowValues): RowValues {
  const complete: RowValues = {};
  for (const [key, field] of Object.entries(model.createInput.getFields())) {
    if (key in input) complete[key] = input[key];
    else if (field.defaultValue !== undefined) complete[key] = field.defaultValue;
    else complete[key] = isListType(getNullableType(field.type)) ? [] : null;
  }
  return complete;
}

/** Null for a field the entity never leaves empty (sortOrder) is a REQUIRED error, not a crash later. */
export function nullErrors(model: EntityModel, entityType: GraphQLObjectType, input: RowValues): UserErrorOut[] {
  const fields = entityType.getFields();
  return Object.entries(input)
    .filter(([key, value]) => value === null && isNonNullType(fields[fieldOfInputKey(model, key)]?.type))
    .map(([key]) => ({ field: ['input', key], message: 'validation.required', code: 'REQUIRED' as const }));
}
