import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { PresenceHeartbeatDocument } from '../../../gql-docs';

/** How often an open form says so; the server forgets a form after 30 s of silence. */
export const PRESENCE_INTERVAL_MS = 10_000;

export interface Editor {
  userId: string;
  fullName: string;
  avatarUrl: string | null;
}

/**
 * Tells the server the viewer has the record open, every 10 s and once more on leaving, and
 * answers the other staff who have it open (none when the viewer may not read it or the network
 * fails: presence is a courtesy, never an error).
 */
export function usePresence(subject: string, id: string | undefined): Editor[] {
  const client = useApolloClient();
  const [editors, setEditors] = useState<Editor[]>([]);
  useEffect(() => {
    if (!id) return undefined;
    let live = true;
    const beat = (leaving: boolean) =>
      client.mutate({ mutation: PresenceHeartbeatDocument, variables: { subject, id, leaving }, fetchPolicy: 'no-cache' }).then(
        (result) => live && setEditors(result.data?.presenceHeartbeat.map(({ userId, fullName, avatarUrl }) => ({ userId, fullName, avatarUrl: avatarUrl ?? null })) ?? []),
        () => live && setEditors([]),
      );
    void beat(false);
    const timer = window.setInterval(() => void beat(false), PRESENCE_INTERVAL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
      void beat(true);
    };
  }, [client, subject, id]);
  return editors;
}
