import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { RestoreDocument } from '../../../gql-docs';
import type { EntitySubject } from '../../../ability/subjects';
import { toast } from '../../../ui/toast';
import { mutateRows } from '../deleteFeedback';
import { forgetRestored } from './undoOffers';

export interface RestoreRows {
  /** Resolves true when the rows are back. */
  restore: (ids: string[]) => Promise<boolean>;
  restoring: boolean;
}

/**
 * Puts deleted rows of `subject` back from the server's trash (with what was deleted with them).
 * Every cached list of the entity and its trash is evicted, so what is on screen refetches, and
 * the rows leave the stored Undo offers (a toast's Undo, the manage screen's notice, the trash).
 */
export function useRestoreRows(subject: EntitySubject, listField: string): RestoreRows {
  const client = useApolloClient();
  const intl = useIntl();
  const [restoring, setRestoring] = useState(false);

  const restore = useCallback(
    async (ids: string[]) => {
      setRestoring(true);
      try {
        const done = () => {
          forgetRestored(subject, ids);
          toast.success('undo.toast.restored', { count: ids.length });
        };
        return await mutateRows(client, intl, { mutation: RestoreDocument, variables: { subject, ids }, onDone: done, evict: [listField, 'trash', 'history'] });
      } finally {
        setRestoring(false);
      }
    },
    [client, intl, subject, listField],
  );
  return { restore, restoring };
}
