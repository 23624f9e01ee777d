import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { UpdateRowsDocument } from '../../../gql-docs';
import type { EntityDeclaration } from '../../entity/types';
import type { BulkRowResult } from '../bulkEdit/useBulkUpdate';
import { useSettleRowUpdates } from '../bulkEdit/useSettleRowUpdates';

/**
 * One row and the fields to change on it (a `<subject>UpdateInput`, e.g. `{ price: 150000 }`),
 * and, when known, the values those fields had as the change was made: the server then writes the
 * row only if they still hold them (a CONFLICT per field otherwise), never over someone's change.
 */
export interface RowChange {
  id: string;
  input: Record<string, unknown>;
  expected?: Record<string, unknown>;
}

/**
 * Sends several rows, each with its own values (a pasted block, an undone paste), as ONE request
 * (`updateRows`); the server checks and answers each row as `bulkUpdate` does, in the order given.
 * The entity's cached lists are dropped afterwards when any row changed.
 *
 * @example const updateRows = useUpdateRows(declaration);
 * const results = await updateRows([{ id: '7', input: { price: 150000 } }, { id: '9', input: { price: 90000 } }]);
 */
export function useUpdateRows(declaration: EntityDeclaration): (rows: RowChange[]) => Promise<BulkRowResult[]> {
  const client = useApolloClient();
  const settle = useSettleRowUpdates(declaration);
  return useCallback(
    async (rows) => {
      const { data } = await client.mutate({ mutation: UpdateRowsDocument, variables: { subject: declaration.subject, rows } });
      return settle(data?.updateRows);
    },
    [client, declaration.subject, settle],
  );
}
