import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { BulkUpdateDocument } from '../../../gql-docs';
import type { UserErrorFieldsFragment } from '../../../gql/graphql';
import type { EntityDeclaration } from '../../entity/types';
import { useSettleRowUpdates } from './useSettleRowUpdates';

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
  const settle = useSettleRowUpdates(declaration);
  return useCallback(
    async (ids, input) => {
      const { data } = await client.mutate({ mutation: BulkUpdateDocument, variables: { subject: declaration.subject, ids, input } });
      return settle(data?.bulkUpdate);
    },
    [client, declaration.subject, settle],
  );
}
