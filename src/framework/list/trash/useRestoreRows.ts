import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { RestoreDocument } from '../../../gql/graphql';
import type { EntitySubject } from '../../../ability/subjects';
import { toast } from '../../../ui/toast';
import { showMutationError, showUserError } from '../deleteFeedback';

export interface RestoreRows {
  /** Resolves true when the rows are back. */
  restore: (ids: string[]) => Promise<boolean>;
  restoring: boolean;
}

/**
 * Puts deleted rows of `subject` back from the server's trash (with what was deleted with them).
 * Every cached list of the entity and its trash is evicted, so what is on screen refetches.
 */
export function useRestoreRows(subject: EntitySubject, listField: string): RestoreRows {
  const client = useApolloClient();
  const intl = useIntl();
  const [restoring, setRestoring] = useState(false);

  const restore = useCallback(
    async (ids: string[]) => {
      setRestoring(true);
      try {
        const { data } = await client.mutate({ mutation: RestoreDocument, variables: { subject, ids } });
        const userErrors = data?.restore.userErrors ?? [];
        if (userErrors.length > 0) {
          showUserError(intl, userErrors[0]);
          return false;
        }
        toast.success('undo.toast.restored', { count: ids.length });
        for (const fieldName of [listField, 'trash', 'history']) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
        client.cache.gc();
        return true;
      } catch (error) {
        showMutationError(intl, error);
        return false;
      } finally {
        setRestoring(false);
      }
    },
    [client, intl, subject, listField],
  );
  return { restore, restoring };
}
