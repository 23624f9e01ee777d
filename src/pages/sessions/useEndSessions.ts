import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { EndOtherSessionsDocument, EndSessionDocument } from '../../gql-docs';
import { toast } from '../../ui/toast';
import { reportSaveFailure } from '../account-settings/formErrors';

/**
 * Ending sessions, told in a toast and followed by a fresh list (`refetch`). Without `userId` the
 * viewer's own ("everywhere else" keeps this one); with it, another account's (ADMIN), all of them.
 *
 * @example const { end, endOthers, pendingId, endingOthers } = useEndSessions(refetch, user.id);
 */
export function useEndSessions(refetch: () => unknown, userId?: string) {
  const [endOne] = useMutation(EndSessionDocument);
  const [endRest, { loading: endingOthers }] = useMutation(EndOtherSessionsDocument);
  const [pendingId, setPendingId] = useState<string | null>(null);

  const end = async (id: string) => {
    setPendingId(id);
    try {
      await endOne({ variables: { id } });
      toast.success('sessions.ended');
    } catch (error) {
      reportSaveFailure(error, () => void end(id));
    } finally {
      setPendingId(null);
      void refetch();
    }
  };

  const endOthers = async () => {
    try {
      const { data } = await endRest({ variables: { userId: userId ?? null } });
      toast.success('sessions.endedOthers', { count: data?.endOtherSessions ?? 0 });
    } catch (error) {
      reportSaveFailure(error, () => void endOthers());
    } finally {
      void refetch();
    }
  };

  return { end: (id: string) => void end(id), endOthers: () => void endOthers(), pendingId, endingOthers };
}
