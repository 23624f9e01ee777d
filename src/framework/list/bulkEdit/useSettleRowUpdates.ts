import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import type { EntityDeclaration } from '../../entity/types';
import { rootFieldName } from '../../entity/documents';
import type { BulkRowResult } from './useBulkUpdate';

/** A `BulkUpdatePayload` as `bulkUpdate` and `updateRows` answer it. */
interface RowUpdatesPayload {
  updatedIds: string[];
  results: BulkRowResult[];
}

/**
 * What follows a request that updated rows of the entity (`bulkUpdate`, `updateRows`): when any
 * row changed, the entity's cached lists are dropped, so every list on screen refetches and shows
 * what was saved; answers each row's result.
 *
 * @example const settle = useSettleRowUpdates(declaration); return settle(data?.bulkUpdate);
 */
export function useSettleRowUpdates(declaration: EntityDeclaration): (payload: RowUpdatesPayload | undefined) => BulkRowResult[] {
  const client = useApolloClient();
  const listField = useMemo(() => rootFieldName(declaration.operations.list), [declaration.operations.list]);
  return useCallback(
    (payload) => {
      if (payload && payload.updatedIds.length > 0) {
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: listField });
        client.cache.gc();
      }
      return payload?.results ?? [];
    },
    [client, listField],
  );
}
