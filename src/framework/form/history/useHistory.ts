import { useApolloClient, useLazyQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { HistoryDocument, RevertToDocument } from '../../../gql-docs';
import { toast } from '../../../ui/toast';
import type { EntityDeclaration } from '../../entity/types';

/** A record's history from the server, and saving it as it was after one of its entries. */
export function useHistory(declaration: EntityDeclaration, id: string, onReverted: () => void) {
  const client = useApolloClient();
  const intl = useIntl();
  const [load, query] = useLazyQuery(HistoryDocument, { fetchPolicy: 'network-only' });
  const [reverting, setReverting] = useState(false);
  const subject = declaration.subject;

  const open = useCallback(() => void load({ variables: { subject, id } }), [load, subject, id]);

  const revert = useCallback(
    async (entryId: string) => {
      setReverting(true);
      try {
        const { data } = await client.mutate({ mutation: RevertToDocument, variables: { subject, id, entryId } });
        const problem = data?.revertTo.userErrors[0];
        if (problem) {
          toast.error(problem.message in intl.messages ? problem.message : 'errors.generic');
          return;
        }
        // The form shows the restored values once the record is read again.
        await client.refetchQueries({ include: [declaration.operations.get] });
        toast.success('undo.history.reverted');
        onReverted();
        await query.refetch?.();
      } catch {
        toast.error('errors.generic');
      } finally {
        setReverting(false);
      }
    },
    [client, intl, subject, id, declaration.operations.get, onReverted, query],
  );

  return { open, entries: query.data?.history, loading: query.loading, error: query.error, reverting, revert };
}
