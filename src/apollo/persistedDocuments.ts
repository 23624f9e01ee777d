import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';

/** The hash the build gave a document (scripts/vite/persistedDocuments.ts); none for one built at run time. */
export const hashOf = (document: DocumentNode): string | undefined => (document as { __meta__?: { hash?: string } }).__meta__?.hash;

type Answered = PersistedQueryLink.RetryFunctionOptions;

/**
 * A server that knows nothing of persisted queries says so (PERSISTED_QUERY_NOT_SUPPORTED) or
 * refuses a request without a document as a bad request, with no persisted-query code of its
 * own: from then on the text is sent. A trusted-documents server's refusal
 * (PERSISTED_QUERY_NOT_IN_LIST) is not that, and sending the text would not help.
 */
function knowsNoHashes({ meta, operation, result }: Answered): boolean {
  const { response } = operation.getContext() as { response?: Response };
  const ownCodes = (result?.errors ?? []).some((error) => String(error.extensions?.code ?? '').startsWith('PERSISTED_QUERY'));
  return meta.persistedQueryNotSupported || (response?.status === 400 && !ownCodes);
}

/**
 * Sends each document by the sha256 the build computed (`extensions.persistedQuery`, as
 * automatic persisted queries do), so the browser hashes nothing and sends no document text: a
 * server that knows the hash (a trusted-documents server always does) runs it, one that does not
 * asks for the document (PERSISTED_QUERY_NOT_FOUND) and gets it once. Apollo's cache keeps the
 * build's `__meta__` on the documents it transforms, so the hash is read from the operation.
 * A document without a hash (tests, a document built at run time) is sent as text.
 */
export function createPersistedDocumentsLink(): ApolloLink {
  const persisted = new PersistedQueryLink({
    generateHash: (document) => hashOf(document)!,
    disable: knowsNoHashes,
    retry: (answered) => answered.meta.persistedQueryNotFound || knowsNoHashes(answered),
  });
  return ApolloLink.split((operation) => hashOf(operation.query) !== undefined, persisted);
}
