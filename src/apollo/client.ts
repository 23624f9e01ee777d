import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import { createAuthLink, createErrorLink, type LinkCallbacks } from './links';
import { EMPTY, from, mergeMap } from 'rxjs';
import type { LiveLinkOptions } from './live';
import { createPackedRowsLink } from './packedRows';
import { createPersistedDocumentsLink } from './persistedDocuments';
import { typePolicies } from './typePolicies';

export interface ApolloClientOptions extends LinkCallbacks {
  uri: string;
  /** For tests: a fetch that answers from an in-process schema. */
  fetch?: typeof fetch;
  /** The socket subscriptions run on; without it they never fire (tests). */
  live?: Pick<LiveLinkOptions, 'url' | 'state' | 'webSocketImpl'>;
}

const isSubscription = (query: DocumentNode): boolean => {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
};

/** Without a socket (tests, a server without subscriptions) a subscription simply never fires. */
const silentLink = new ApolloLink(() => EMPTY);

/**
 * The socket's code (graphql-ws) loads with the first subscription, not with every screen: a
 * route's bytes pay for what the route runs.
 */
function lazyLiveLink(options: LiveLinkOptions): ApolloLink {
  let link: Promise<ApolloLink> | null = null;
  return new ApolloLink((operation, forward) =>
    from((link ??= import('./live').then((module) => module.createLiveLink(options).link))).pipe(mergeMap((loaded) => loaded.request(operation, forward))),
  );
}

/**
 * Apollo Client 4: subscriptions go to the socket; queries and mutations through the error link,
 * then the auth link, then documents by hash (a retry with the text stays below the error link),
 * then packed rows for the documents that ask for them (All), then HTTP.
 */
export function createApolloClient({ uri, fetch, live, ...callbacks }: ApolloClientOptions): ApolloClient {
  const http = ApolloLink.from([
    createErrorLink(callbacks),
    createAuthLink(callbacks.getToken),
    createPersistedDocumentsLink(),
    createPackedRowsLink(),
    new HttpLink({ uri, fetch }),
  ]);
  const socket = live ? lazyLiveLink({ ...live, getToken: callbacks.getToken, onUnauthenticated: callbacks.onUnauthenticated }) : silentLink;
  const link = ApolloLink.split(({ query }) => isSubscription(query), socket, http);
  return new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) });
}
