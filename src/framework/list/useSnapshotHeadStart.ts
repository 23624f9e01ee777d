import { useApolloClient } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useMemo } from 'react';
import type { EntityDeclaration } from '../entity/types';
import { snapshotDocument } from './snapshotDocument';
import type { ListParams } from './useListParams';
import { listVariables, type ListScope } from './listVariables';

/**
 * The list's params, with a page size of All whose request leaves with the choice itself.
 *
 * Choosing a size changes the URL, and the list asks for its rows once the router has rendered
 * the screen again for it (~250 ms at 4× slower CPU): All's answer (10,000 rows) then waited for
 * that render, which could have run while the rows travel. This starts All's query at once, with
 * the variables the screen will ask with and, like the screen, outside the cache; the screen's
 * own query joins the request under way (Apollo deduplicates identical requests in flight): both
 * send the list's lean document (snapshotDocument).
 */
export function useSnapshotHeadStart(params: ListParams, declaration: EntityDeclaration, scope: ListScope, enabled: boolean): ListParams {
  const client = useApolloClient();
  const { setPageSize: setSize, state } = params;
  const setPageSize = useCallback(
    (size: number | null) => {
      if (enabled && size === null) {
        const variables = listVariables({ ...state, pageSize: null, page: 1 }, declaration, scope);
        const query = snapshotDocument(declaration.operations.list) as TypedDocumentNode<unknown, Record<string, unknown>>;
        // A failure is the screen's to show: its own query meets the same answer.
        void client.query({ query, variables, fetchPolicy: 'no-cache' }).catch(() => undefined);
      }
      setSize(size);
    },
    [enabled, state, declaration, scope, client, setSize],
  );
  return useMemo(() => ({ ...params, setPageSize }), [params, setPageSize]);
}
