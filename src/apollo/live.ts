import type { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import type { LiveStateStore } from './liveState';

/** The server closes a socket whose session ended with this code (mock-server/live/options.ts). */
const UNAUTHORIZED = 4401;
/** A socket closed on purpose: the lazy close once no subscription is left, or sign-out. */
const NORMAL = 1000;

export interface LiveLinkOptions {
  /** `ws://…/graphql`: the GraphQL URL with a WebSocket scheme. */
  url: string;
  getToken: () => string | null;
  /** The session ended while the socket was open (logout elsewhere, a changed role, expiry). */
  onUnauthenticated: () => void;
  state: LiveStateStore;
  /** Where the platform has no global WebSocket (Node, in tests). */
  webSocketImpl?: unknown;
}

/** 1 s, 2 s, 4 s … at most 15 s, with jitter so that a restarted server is not met by every tab at once. */
export function backoff(retries: number): number {
  return Math.min(1000 * 2 ** retries, 15_000) + Math.floor(Math.random() * 1000);
}

/**
 * Subscriptions over graphql-ws (`graphql-transport-ws`). The socket opens with the first
 * subscription and closes after the last, so the sign-in page never opens one. The token goes in
 * `connection_init`; every lost connection is retried with a capped backoff (active
 * subscriptions are sent again), except an unauthorized close, which ends the session as an
 * UNAUTHENTICATED answer over HTTP does.
 */
export function createLiveLink({ url, getToken, onUnauthenticated, state, webSocketImpl }: LiveLinkOptions): { link: ApolloLink; client: Client } {
  const client = createClient({
    url,
    webSocketImpl,
    lazy: true,
    lazyCloseTimeout: 3000,
    connectionParams: () => ({ token: getToken() }),
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, backoff(retries))),
    on: {
      connecting: () => {
        if (state.get().status === 'idle') state.set('connecting');
      },
      connected: () => state.set('live'),
      closed: (event) => {
        const code = (event as { code?: number } | undefined)?.code;
        if (code === UNAUTHORIZED) {
          state.set('idle');
          onUnauthenticated();
        } else state.set(code === NORMAL ? 'idle' : 'reconnecting');
      },
    },
  });
  return { link: new GraphQLWsLink(client), client };
}
