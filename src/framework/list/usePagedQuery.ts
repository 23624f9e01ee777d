import { useQuery } from '@apollo/client/react';
import type { WatchQueryFetchPolicy } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback } from 'react';
import { isFreshAnswer } from './freshAnswers';

export interface PagedQuery<Page> {
  /** The page, or the previous one while the next loads (no flash of emptiness); undefined before the first. */
  page: Page | undefined;
  loading: boolean;
  /** The query failed and there is nothing to show. */
  error: Error | undefined;
  refetch: () => void;
}

/**
 * A paged query's loading, error and keep-the-previous-page rules, in one place: the entity list
 * controller reads its pages through it, and so does a list that is not an entity's (the activity
 * log). While the next page loads the previous one stays on screen instead of flashing empty; after
 * a failure it does not, or the error state would never show.
 *
 * @example const log = usePagedQuery(ActivityLogDocument, { filter, page, pageSize }, (data) => data.activity);
 */
export function usePagedQuery<Data, Variables extends Record<string, unknown>, Page>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  pick: (data: Data) => Page | undefined,
  fetchPolicy: WatchQueryFetchPolicy = 'cache-and-network',
): PagedQuery<Page> {
  // The first page its route's loader has just fetched is read from the cache, not asked again
  // (a policy that changes without the variables changing starts no request).
  const policy = isFreshAnswer(document, variables) ? 'cache-first' : fetchPolicy;
  const query = useQuery(document as TypedDocumentNode<Data, Record<string, unknown>>, { variables, fetchPolicy: policy });
  const data = (query.error ? query.data : (query.data ?? query.previousData)) as Data | undefined;
  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => void refetchQuery().catch(() => undefined), [refetchQuery]);
  const page = data ? pick(data) : undefined;
  return { page, loading: query.loading, error: page ? undefined : query.error, refetch };
}
