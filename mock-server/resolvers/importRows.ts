import { coerceInputValue, GraphQLError, type GraphQLFieldResolver } from 'graphql';
import type { EntitySubject } from '../../src/ability/subjects';
import { authorize } from '../authz';
import type { MockContext } from '../context';
import { behaviours } from '../entities';
import type { MutationResolvers } from '../generated/resolvers-types';
import type { EntityModel } from '../model';
import type { RowValues } from '../store/types';
import { refusal, type RowError } from './rowUpdates';
import { checkCreate } from './createChecks';
import { takenError, type UserErrorOut } from './input';
import { resolveReferences } from './importReferences';
import { unchangedRows } from './importUnchanged';

/** A large spreadsheet goes in several requests; one stays small enough for the body limit. */
export const MAX_IMPORT_ROWS = 5000;

interface ImportResult {
  index: number;
  ok: boolean;
  id: string | null;
  unchanged: boolean;
  userErrors: RowError[];
}

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 200 } } });

/** A value the input type cannot take (`abc` for a number, a missing required field) as the row's error. */
function coerced(model: EntityModel, row: RowValues): { input: RowValues; errors: UserErrorOut[] } {
  const errors: UserErrorOut[] = [];
  const input = coerceInputValue(row, model.createInput, (path, value, error) => {
    const missing = value === undefined || value === null || /required type|non-nullable/i.test(error.message);
    errors.push({
      field: ['input', ...path.map(String), ...(/Field "(\w+)" of required type/.exec(error.message)?.slice(1) ?? [])],
      message: missing ? 'validation.required' : 'import.invalidValue',
      code: missing ? 'REQUIRED' : 'INVALID',
    });
  }) as RowValues;
  return { input: errors.length > 0 ? row : input, errors };
}

/** Unique values already taken by an earlier row of the same request (a dry run writes nothing to clash with). */
function clashesWithEarlier(type: EntitySubject, patch: RowValues, seen: Map<string, Set<string>>): UserErrorOut[] {
  const errors: UserErrorOut[] = [];
  for (const field of behaviours[type].unique ?? []) {
    if (patch[field] == null) continue;
    const value = String(patch[field]).toLocaleLowerCase();
    const taken = seen.get(field) ?? new Set<string>();
    if (taken.has(value)) errors.push(takenError(type, field, patch[field]));
    taken.add(value);
    seen.set(field, taken);
  }
  return errors;
}

/**
 * Creates rows of any entity from a CSV import: each row's references are resolved by id or label,
 * then it is checked exactly as `<T>Create` checks it and, unless this is a dry run, created through
 * that resolver (history, one transaction for the document). A refused row answers why; the others go on.
 */
/**
 * The entity an import creates rows of, or the request error that refuses it as a whole (before
 * any row is saved); also run before a document's first mutation (preauthorize.ts).
 */
export function importPlan(ctx: MockContext, args: { subject: string; rows: readonly unknown[] }) {
  const model = ctx.db.models.get(args.subject);
  if (!model) throw badInput(`Unknown entity ${args.subject}`);
  const type = model.type as EntitySubject;
  authorize(ctx, 'create', type);
  if (args.rows.length > MAX_IMPORT_ROWS) throw badInput(`At most ${MAX_IMPORT_ROWS} rows at once`);
  const notObject = args.rows.findIndex((raw) => !raw || typeof raw !== 'object' || Array.isArray(raw));
  if (notObject >= 0) throw badInput(`rows.${notObject}: an object is expected`);
  return { model, type };
}

export const importRows: MutationResolvers<MockContext>['importRows'] = async (_, args, ctx, info) => {
  const { model, type } = importPlan(ctx, args);
  const create = info.schema.getMutationType()!.getFields()[`${model.name}Create`].resolve as GraphQLFieldResolver<unknown, MockContext>;
  const seen = new Map<string, Set<string>>();
  const repeats = unchangedRows(ctx, model);
  const results: ImportResult[] = [];
  for (const [index, raw] of (args.rows as unknown[]).entries()) {
    const references = resolveReferences(ctx.db, model, raw as RowValues);
    const { input, errors } = coerced(model, references.row);
    try {
      const problems = [...references.errors, ...errors];
      // A row already there as given changes nothing: answered as such, never created again.
      const repeated = problems.length === 0 ? repeats(input, Object.keys(references.row).filter((key) => key in input)) : null;
      if (repeated) {
        results.push({ index, ok: true, id: String(repeated.id), unchanged: true, userErrors: [] });
        continue;
      }
      if (problems.length === 0) {
        const check = await checkCreate(ctx, model, input);
        problems.push(...check.problems, ...clashesWithEarlier(type, check.patch, seen));
      }
      if (problems.length > 0 || args.dryRun) {
        results.push({ index, ok: problems.length === 0, id: null, unchanged: false, userErrors: problems });
        continue;
      }
      const payload = (await create(undefined, { input }, ctx, info)) as Record<string, unknown> & { userErrors: RowError[] };
      const row = payload[model.name] as { id: string } | null;
      results.push({ index, ok: Boolean(row), id: row?.id ?? null, unchanged: false, userErrors: payload.userErrors });
    } catch (error) {
      const refused = refusal(error);
      if (!refused) throw error;
      results.push({ index, ok: false, id: null, unchanged: false, userErrors: [refused] });
    }
  }
  return { createdIds: results.flatMap((result) => (result.id && !result.unchanged ? [result.id] : [])), results: results as never };
};

export const importRowsResolvers = { Mutation: { importRows } };
