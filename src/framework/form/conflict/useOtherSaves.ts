import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { RowsChangedDocument } from '../../../gql-docs';
import { viewerIdOf } from '../../entity/viewerId';

/** Someone else's save of the record the form has open, as the socket told it. */
export interface OtherSave {
  /** Who saved, as named then; null for a change no signed-in staff member made. */
  by: string | null;
  /** When (ISO). */
  at: string;
  /** The record's version after it. */
  updatedAt: string | null;
  deleted: boolean;
}

/**
 * Tells an open edit form at once that someone else saved (or deleted) its record, from the same
 * `rowsChanged` events the lists use. A change that carries the version the form already has is
 * not news, nor is one the viewer made.
 */
export function useOtherSaves(subject: string, id: string | undefined, version: () => string | undefined): { save: OtherSave | null; clear: () => void } {
  const client = useApolloClient();
  const [save, setSave] = useState<OtherSave | null>(null);
  useSubscription(RowsChangedDocument, {
    variables: { subject },
    skip: !id,
    // onData does the work: a message is neither kept in the cache nor re-renders the screen.
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      const viewerId = viewerIdOf(client);
      for (const change of data.data?.rowsChanged.changes ?? []) {
        if (change.id !== id || (viewerId && change.by?.id === viewerId)) continue;
        if (change.kind === 'UPDATED' && change.updatedAt === version()) continue;
        if (change.kind === 'UPDATED' || change.kind === 'DELETED') {
          setSave({ by: change.by?.name ?? null, at: change.at, updatedAt: change.updatedAt ?? null, deleted: change.kind === 'DELETED' });
        }
      }
    },
  });
  return { save, clear: () => setSave(null) };
}
