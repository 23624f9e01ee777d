import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { PresenceChangedDocument, PresenceHeartbeatDocument } from '../../../gql-docs';

/** How often an open form says so when no socket does; the server forgets a form after 30 s of silence. */
export const PRESENCE_INTERVAL_MS = 10_000;

export interface Editor {
  userId: string;
  fullName: string;
  avatarUrl: string | null;
}

const editorsOf = (list: readonly { userId: string; fullName: string; avatarUrl?: string | null }[]): Editor[] =>
  list.map(({ userId, fullName, avatarUrl }) => ({ userId, fullName, avatarUrl: avatarUrl ?? null }));

/**
 * Who else has the record open. Over the socket (`presence`) the answer comes at once and on every
 * change, and the subscription itself counts as having the record open. Without one (it failed,
 * or is not there yet) the form falls back to the heartbeat: it says so every 10 s and reads who
 * else has. Once more on leaving either way. Presence is a courtesy, never an error.
 */
export function usePresence(subject: string, id: string | undefined): Editor[] {
  const client = useApolloClient();
  const [editors, setEditors] = useState<Editor[]>([]);
  const live = useRef(false);
  useSubscription(PresenceChangedDocument, {
    variables: { subject, id: id ?? '' },
    skip: !id,
    // onData does the work: a message is neither kept in the cache nor re-renders the screen.
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      if (!data.data) return;
      live.current = true;
      setEditors(editorsOf(data.data.presence));
    },
    onError: () => {
      live.current = false;
    },
  });
  useEffect(() => {
    if (!id) return undefined;
    let mounted = true;
    live.current = false;
    const beat = (leaving: boolean) =>
      client.mutate({ mutation: PresenceHeartbeatDocument, variables: { subject, id, leaving }, fetchPolicy: 'no-cache' }).then(
        (result) => mounted && !live.current && setEditors(editorsOf(result.data?.presenceHeartbeat ?? [])),
        () => mounted && !live.current && setEditors([]),
      );
    void beat(false);
    const timer = window.setInterval(() => {
      if (!live.current) void beat(false);
    }, PRESENCE_INTERVAL_MS);
    return () => {
      mounted = false;
      window.clearInterval(timer);
      void beat(true);
    };
  }, [client, subject, id]);
  return editors;
}
