import type { RowsChangedSubscription } from '../../../gql/graphql';

export type RowsMessage = RowsChangedSubscription['rowsChanged'];

/** What one message of `rowsChanged` asks of a list on screen. */
export interface LivePlan {
  /** Rows on screen changed by someone: read again (by id), the page stays. */
  reread: string[];
  /** The page must be read again: too much changed to say, or the server says so. */
  refetchPage: boolean;
  /** Rows on screen deleted by someone: shown leaving for a moment, then the page is read again. */
  leaving: string[];
  /** Rows were created or restored: they may belong to this list. */
  added: number;
}

/** Past this many rows on screen changed at once, one read of the page is cheaper than one per row. */
const REREAD_LIMIT = 10;

/**
 * Sorts a message's changes by what the list does with them (pure, so it is tested alone). A
 * change the viewer made in this tab is already on screen; one made elsewhere is not.
 */
export function planLiveChanges(message: RowsMessage, visible: ReadonlySet<string>, viewerId: string | null): LivePlan {
  if (message.refetch) return { reread: [], refetchPage: true, leaving: [], added: 0 };
  const reread: string[] = [];
  const leaving: string[] = [];
  let added = 0;
  for (const change of message.changes) {
    const mine = viewerId !== null && change.by?.id === viewerId;
    if (change.kind === 'UPDATED' && visible.has(change.id)) reread.push(change.id);
    else if (change.kind === 'DELETED' && visible.has(change.id)) leaving.push(change.id);
    else if ((change.kind === 'CREATED' || change.kind === 'RESTORED') && !mine) added += 1;
  }
  if (reread.length > REREAD_LIMIT) return { reread: [], refetchPage: true, leaving, added };
  return { reread, refetchPage: false, leaving, added };
}

/**
 * A queue (a declaration with `defaultFilter`) in its own order and filter: new items join at
 * their place at the end of the oldest-first order rather than waiting behind a banner.
 */
export function joinsInPlace(defaultFilter: Record<string, string> | undefined, state: { sort: unknown; search: string; filter: Record<string, unknown> }): boolean {
  if (!defaultFilter || state.sort !== null || state.search !== '') return false;
  const keys = Object.keys(state.filter);
  return keys.length === Object.keys(defaultFilter).length
    && keys.every((key) => [defaultFilter[key]].join() === [state.filter[key]].flat().join());
}
