import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { RowsChangedDocument } from '../../../gql-docs';
import type { EntityDeclaration } from '../../entity/types';
import { listPage, type AnyRow } from '../listDocument';
import type { listVariables } from '../listVariables';
import { planLiveChanges } from './liveChanges';
import { viewerIdOf } from '../../entity/viewerId';

export interface LiveList {
  rows: AnyRow[];
  total: number;
  variables: ReturnType<typeof listVariables>;
  refetch: () => void;
  /** All: the rows skip the cache, so nothing is patched in place. */
  snapshot: boolean;
}

export interface LiveRows {
  /** Rows others added that match this list and are not shown yet (0 when none). */
  fresh: number;
  /** Changes to a snapshot page (All) that a refresh would show. */
  stale: number;
  /** Shows them: reads the page again. */
  show: () => void;
}

/**
 * Keeps a list on screen current with the server's `rowsChanged` events: a row someone changed is
 * read again by id, so the cache updates it where it stands; a row deleted elsewhere leaves with a
 * read of the page; rows created elsewhere that match the filter are counted, not slipped in under
 * the reader's eyes (the banner shows them), except where `joinInPlace` says they join at their
 * place (a queue in its oldest-first order). A snapshot (All) only counts what changed.
 */
export function useLiveRows(declaration: EntityDeclaration, list: LiveList, joinInPlace: boolean): LiveRows {
  const client = useApolloClient();
  const [fresh, setFresh] = useState(0);
  const [stale, setStale] = useState(0);
  const key = JSON.stringify(list.variables);
  // Another page, sort or filter is another list: what was counted for the last one does not apply.
  useEffect(() => {
    setFresh(0);
    setStale(0);
  }, [key]);

  // Plain functions: useSubscription calls the onData of the latest render, so they see the list as shown.
  const countAdded = async () => {
    // The list's total as the server has it now, for the same filter: one row's worth of work.
    const probe = await client.query({ query: declaration.operations.list, variables: { ...list.variables, page: 1, pageSize: 1 }, fetchPolicy: 'no-cache' }).catch(() => null);
    const total = listPage(probe?.data)?.total;
    if (typeof total === 'number') setFresh(Math.max(0, total - list.total));
  };

  const apply = (message: Parameters<typeof planLiveChanges>[0]) => {
    const viewerId = viewerIdOf(client);
    const plan = planLiveChanges(message, new Set(list.rows.map((row) => row.id)), viewerId);
    if (list.snapshot) {
      setStale((count) => count + plan.reread.length + (plan.refetchPage ? 1 : 0) + plan.added);
      return;
    }
    if (plan.refetchPage || (plan.added > 0 && joinInPlace)) list.refetch();
    else for (const id of plan.reread) void client.query({ query: declaration.operations.get, variables: { id }, fetchPolicy: 'network-only' }).catch(() => undefined);
    if (plan.added > 0 && !joinInPlace) void countAdded();
  };

  useSubscription(RowsChangedDocument, {
    variables: { subject: declaration.subject },
    onData: ({ data }) => {
      if (data.data) apply(data.data.rowsChanged);
    },
  });

  const { refetch } = list;
  const show = useCallback(() => {
    setFresh(0);
    setStale(0);
    refetch();
  }, [refetch]);
  return { fresh, stale, show };
}
