import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
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
  /** Rows on screen deleted elsewhere, marked for a moment before the page is read again. */
  leaving: ReadonlySet<string>;
  /** Shows them: reads the page again. */
  show: () => void;
}

/** How long a row deleted elsewhere stays marked before it leaves (the mark's fade in live.css). */
export const LEAVE_MS = 1200;
/** A burst of changes reads the page at most once per this long (the server sends a message per 100 ms). */
const PAGE_READ_MS = 500;

/** Reads the page now, then at most once per PAGE_READ_MS while asked again (the last ask is kept). */
function usePageReads(refetch: () => void) {
  const latest = useRef(refetch);
  latest.current = refetch;
  const state = useRef<{ timer: ReturnType<typeof setTimeout> | null; again: boolean }>({ timer: null, again: false });
  useEffect(() => () => {
    if (state.current.timer) clearTimeout(state.current.timer);
  }, []);
  return useCallback(() => {
    const current = state.current;
    if (current.timer) {
      current.again = true;
      return;
    }
    latest.current();
    const settle = () => {
      current.timer = null;
      if (!current.again) return;
      current.again = false;
      latest.current();
      current.timer = setTimeout(settle, PAGE_READ_MS);
    };
    current.timer = setTimeout(settle, PAGE_READ_MS);
  }, []);
}

/**
 * Keeps a list on screen current with the server's `rowsChanged` events: a row someone changed is
 * read again by id, so the cache updates it where it stands; a row deleted elsewhere is marked
 * leaving for a moment, then goes with a read of the page (a burst reads the page at most twice a
 * second); rows created elsewhere that match the filter are counted, not slipped in under
 * the reader's eyes (the banner shows them), except where `joinInPlace` says they join at their
 * place (a queue in its oldest-first order). A snapshot (All) only counts what changed.
 */
export function useLiveRows(declaration: EntityDeclaration, list: LiveList, joinInPlace: boolean): LiveRows {
  const client = useApolloClient();
  const [fresh, setFresh] = useState(0);
  const [stale, setStale] = useState(0);
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(() => new Set());
  const readPage = usePageReads(list.refetch);
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

  // A row deleted elsewhere is marked first, so the reader sees which one goes, then the page is read.
  const markLeaving = (ids: string[]) => {
    setLeaving((current) => new Set([...current, ...ids]));
    setTimeout(() => {
      setLeaving((current) => new Set([...current].filter((id) => !ids.includes(id))));
      readPage();
    }, LEAVE_MS);
  };

  const apply = (message: Parameters<typeof planLiveChanges>[0]) => {
    const viewerId = viewerIdOf(client);
    const plan = planLiveChanges(message, new Set(list.rows.map((row) => row.id)), viewerId);
    if (list.snapshot) {
      setStale((count) => count + plan.reread.length + (plan.refetchPage ? 1 : 0) + plan.added);
      return;
    }
    if (plan.leaving.length > 0) markLeaving(plan.leaving);
    if (plan.refetchPage || (plan.added > 0 && joinInPlace)) readPage();
    else for (const id of plan.reread) void client.query({ query: declaration.operations.get, variables: { id }, fetchPolicy: 'network-only' }).catch(() => undefined);
    if (plan.added > 0 && !joinInPlace) void countAdded();
  };

  useSubscription(RowsChangedDocument, {
    variables: { subject: declaration.subject },
    // onData does the work: a message is neither kept in the cache nor re-renders the screen.
    fetchPolicy: 'no-cache',
    ignoreResults: true,
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
  return { fresh, stale, leaving, show };
}
