import type { ApolloClient } from '@apollo/client';
import { userErrorsToProblems, type FieldProblem, type UserErrorLike } from '../../validation';
import type { EntityOperations } from '../entity/types';
import { rootFieldName, rootOf } from '../entity/documents';
import { classifyFailure } from '../../ui/failure';
import type { SaveFailure } from './saveFailure';

export type SaveResult =
  /** `id`: the record's (a create's new id); `row`: the record as saved (its Row fragment, to name it). */
  | { outcome: 'saved'; id?: string; row?: Record<string, unknown> }
  | { outcome: 'invalid'; problems: FieldProblem[] }
  /** Nothing was saved, for a reason the person is told (saveFailure.ts). */
  | { outcome: 'failed'; failure: SaveFailure }
  /** Someone saved the record after the form loaded it (who, when known); nothing was changed. */
  | { outcome: 'conflict'; updatedBy: string | null }
  /** Someone deleted the record (it is in the trash); nothing was changed. */
  | { outcome: 'deleted' };

interface SaveArgs {
  client: ApolloClient;
  operations: EntityOperations;
  mode: 'new' | 'edit';
  id?: string;
  input: Record<string, unknown>;
  /** The version (`updatedAt`) the edit started from; a stale one is answered with CONFLICT. */
  expectedUpdatedAt?: string | null;
}

/**
 * Runs the create or update mutation. The payload's entity carries the Row and Form fragments,
 * so the cache updates every list row and form showing it; a create also drops the cached lists
 * (their totals and pages changed), so the manage screen refetches and shows the new row.
 * An update sends the version it started from; CONFLICT (a stale save) is `conflict`.
 * A GraphQL error (FORBIDDEN, INTERNAL_SERVER_ERROR) or a network failure is `failed`, with its kind.
 */
export async function saveEntity({ client, operations, mode, id, input, expectedUpdatedAt = null }: SaveArgs): Promise<SaveResult> {
  const mutation = mode === 'new' ? operations.create : operations.update;
  try {
    const result = await client.mutate({ mutation, variables: mode === 'new' ? { input } : { id, input, expectedUpdatedAt } });
    const payload = rootOf<{ userErrors?: UserErrorLike[] | null }>(mutation, result.data);
    if (!payload) return { outcome: 'failed', failure: 'server' };
    const conflict = payload.userErrors?.find((error) => error.code === 'CONFLICT');
    if (conflict) return { outcome: 'conflict', updatedBy: ((conflict.values as { updatedBy?: string } | null)?.updatedBy ?? null) || null };
    if (payload.userErrors?.some((error) => error.code === 'DELETED')) return { outcome: 'deleted' };
    if (payload.userErrors?.length) return { outcome: 'invalid', problems: userErrorsToProblems(payload.userErrors) };
    if (mode === 'new') {
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: rootFieldName(operations.list) });
      client.cache.gc();
    }
    // The payload names its record after the entity (`languageCreate { language { id } }`).
    const saved = Object.values(payload as Record<string, unknown>).find((value): value is { id: string } => !!value && typeof value === 'object' && 'id' in value);
    return { outcome: 'saved', id: saved?.id, row: saved };
  } catch (error) {
    return { outcome: 'failed', failure: classifyFailure(error) };
  }
}
