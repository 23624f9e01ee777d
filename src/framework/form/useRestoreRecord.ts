import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type { EntitySubject } from '../../ability/subjects';
import { RestoreDocument } from '../../gql-docs';
import { toast } from '../../ui/toast';

/**
 * Brings one record of `subject` back from the trash for the form that edits it (someone deleted
 * it meanwhile); the entity's cached lists, trash and history are dropped so they read it again.
 * Resolves true when it is back; a refusal is told in a toast.
 */
export function useRestoreRecord(subject: EntitySubject, listField: string) {
  const client = useApolloClient();
  const [restoring, setRestoring] = useState(false);
  const restore = useCallback(
    async (id: string): Promise<boolean> => {
      setRestoring(true);
      try {
        const { data } = await client.mutate({ mutation: RestoreDocument, variables: { subject, ids: [id] } });
        const problem = data?.restore.userErrors[0];
        if (problem || !data?.restore.restoredIds.includes(id)) {
          toast.error(problem?.message ?? 'errors.generic');
          return false;
        }
        for (const fieldName of [listField, 'trash', 'history']) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
        client.cache.gc();
        return true;
      } catch {
        toast.error('errors.generic');
        return false;
      } finally {
        setRestoring(false);
      }
    },
    [client, subject, listField],
  );
  return { restore, restoring };
}
