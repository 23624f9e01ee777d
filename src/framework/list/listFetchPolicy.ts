/**
 * How the list query fetches a page. Pages of a few dozen rows go through Apollo's normalized
 * cache, so an edit anywhere shows in them at once. All (`pageSize: null`, 10,000 payments) does
 * not: normalizing every row, with its nested user and plan, and reading it back took more than
 * half the time of showing it, for rows that are only displayed. All is a snapshot instead,
 * fetched again when the list changes (useEvictionRefetch) or a drawer closes. A preload of the
 * list must ask the same way, or it would normalize All into the cache all the same.
 */
export function listFetchPolicy(variables: { pageSize: number | null }): 'no-cache' | 'cache-and-network' {
  return isSnapshotPage(variables) ? 'no-cache' : 'cache-and-network';
}

/** True for a page that skips the cache (All). */
export const isSnapshotPage = (variables: { pageSize: number | null }): boolean => variables.pageSize === null;
