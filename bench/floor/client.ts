import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';
import { GRAPHQL_URL, readToken } from './session';

/** The sha256 the build gave a document (scripts/vite/persistedDocuments.ts), as src/apollo/persistedDocuments.ts reads it. */
const hashOf = (document: DocumentNode): string => (document as { __meta__?: { hash?: string } }).__meta__?.hash ?? '';

/**
 * Apollo Client 4 as the admin talks to the server, without its error toasts or live socket:
 * the bearer token, each document by its build-time hash in `extensions.persistedQuery` (the
 * text once, when the server asks), then HTTP.
 */
export const client = new ApolloClient({
  link: ApolloLink.from([
    new SetContextLink((prev) => {
      const token = readToken();
      return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
    }),
    new PersistedQueryLink({ generateHash: hashOf }),
    new HttpLink({ uri: GRAPHQL_URL }),
  ]),
  cache: new InMemoryCache(),
});
