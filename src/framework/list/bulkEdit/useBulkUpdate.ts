import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { BulkUpdateDocument } from '../../../gql-docs';
import type { UserErrorFieldsFragment } from '../../../gql/graphql';
import type { EntityDeclaration } from '../../entity/types';
import { rootFieldName } from '../../entity/documents';

export interface BulkRowResult {
  id: string;
  ok: boolean;
  userErrors: UserErrorFieldsFragment[];
}

/**
 * Sends one change for many rows; the server checks and answers each row. The entity's cached
 * lists are dropped afterwards, so every list on screen shows what was saved.
 */
export function useBulkUpdate(declaration: EntityDeclaration): (ids: string[], input: Record<string, unknown>) => Promise<BulkRowResult[]> {
  const client = useApolloClient();
  const listField = useMemo(() => rootFieldName(declaration.operations.list), [declaration.operations.list]);
  return useCallback(
    async (ids, input) => {
      const { data } = await client.mutate({ mutation: BulkUpdateDocument, variables: { subject: declaration.subject, ids, input } });
      if (data && data.bulkUpdate.updatedIds.length > 0) {
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: listField });
        client.cache.gc();
      }
      return data?.bulkUpdate.results ?? [];
    },
    [client, declaration.subject, listField],
  );
}
