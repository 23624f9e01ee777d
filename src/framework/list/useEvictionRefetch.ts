import { useApolloClient } from '@apollo/client/react';
import { Kind, OperationTypeNode, type DocumentNode } from 'graphql';
import { useEffect, useEffectEvent } from 'react';
import { rootFieldName } from '../entity/documents';

const MARKER_TYPE = 'ListSnapshotMarker';

const name = (value: string) => ({ kind: Kind.NAME, value }) as const;

/**
 * A marker stored under the list's root field, with arguments no real query uses:
 * `query ListSnapshotMarker { <field>(snapshotMarker: true) { __typename } }`, written as its
 * syntax tree (graphql's parser would be a list's only reason to load it).
 */
export const markerQuery = (field: string): DocumentNode => ({
  kind: Kind.DOCUMENT,
  definitions: [{
    kind: Kind.OPERATION_DEFINITION,
    operation: OperationTypeNode.QUERY,
    name: name('ListSnapshotMarker'),
    selectionSet: {
      kind: Kind.SELECTION_SET,
      selections: [{
        kind: Kind.FIELD,
        name: name(field),
        arguments: [{ kind: Kind.ARGUMENT, name: name('snapshotMarker'), value: { kind: Kind.BOOLEAN, value: true } }],
        selectionSet: { kind: Kind.SELECTION_SET, selections: [{ kind: Kind.FIELD, name: name('__typename') }] },
      }],
    },
  }],
});

/**
 * Calls `refetch` whenever the list's root field is evicted from the cache, which is how every
 * change of a list's rows announces itself (a row created, deleted, restored; see useDeleteRows).
 * For a page that skips the cache (All): nothing of it is in the cache to be evicted, so a marker
 * under the same root field is, and its disappearance is the signal.
 *
 * @example useEvictionRefetch(operations.list, isSnapshotPage(variables), () => void query.refetch());
 */
export function useEvictionRefetch(document: DocumentNode, enabled: boolean, refetch: () => void): void {
  const client = useApolloClient();
  const onEvicted = useEffectEvent(refetch);
  useEffect(() => {
    if (!enabled) return;
    const field = rootFieldName(document);
    const query = markerQuery(field);
    const mark = () => client.cache.writeQuery({ query, data: { [field]: { __typename: MARKER_TYPE } } });
    mark();
    let active = true;
    const stop = client.cache.watch({
      query,
      optimistic: false,
      callback: (diff) => {
        if (diff.complete) return;
        // Not from inside the cache's broadcast: mark again, then fetch the snapshot again.
        queueMicrotask(() => {
          if (!active) return;
          mark();
          onEvicted();
        });
      },
    });
    return () => {
      active = false;
      stop();
    };
  }, [client, document, enabled]);
}
