import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { createAuthLink, createErrorLink, type LinkCallbacks } from './links';
import { createPersistedDocumentsLink } from './persistedDocuments';
import { typePolicies } from './typePolicies';

export interface ApolloClientOptions extends LinkCallbacks {
  uri: string;
  /** For tests: a fetch that answers from an in-process schema. */
  fetch?: typeof fetch;
}

/** Apollo Client 4: error link, then auth link, then documents by hash (a retry with the text stays below the error link), then HTTP. */
export function createApolloClient({ uri, fetch, ...callbacks }: ApolloClientOptions): ApolloClient {
  const link = ApolloLink.from([
    createErrorLink(callbacks),
    createAuthLink(callbacks.getToken),
    createPersistedDocumentsLink(),
    new HttpLink({ uri, fetch }),
  ]);
  return new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) });
}
