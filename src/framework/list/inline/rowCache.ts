import type { ApolloCache } from '@apollo/client';

export type RowValuesListener = (typename: string, id: string, values: Record<string, unknown>) => void;
const listeners = new Set<RowValuesListener>();

/**
 * Writes `values` into a row's cached entry, so every list that shows the row shows them at once,
 * before it is read again (a cell's new value while it is sent, a value put back or undone).
 * Lists whose rows are not in the cache (All's snapshot) hear of it through `onRowValues`.
 *
 * @example showRowValues(client.cache, 'Plan', '7', { price: 150000 })
 */
export function showRowValues(cache: ApolloCache, typename: string, id: string, values: Record<string, unknown>): void {
  const cacheId = cache.identify({ __typename: typename, id });
  if (cacheId) cache.modify({ id: cacheId, fields: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, () => value])) });
  listeners.forEach((listener) => listener(typename, id, values));
}

/** Hears every `showRowValues`; returns the way to stop. */
export function onRowValues(listener: RowValuesListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
