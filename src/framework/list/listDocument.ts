import type { ListRow } from '../entity/types';

/** The value of an operation result's only root field. */
export function rootPayload<T>(data: unknown): T | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const key = Object.keys(data).find((name) => name !== '__typename');
  return key ? ((data as Record<string, T>)[key] ?? undefined) : undefined;
}

export interface ListPage<D> {
  items: ListRow<D>[];
  total: number;
}

/** `{ items, total }` of a list query's result. */
export function listPage<D>(data: unknown): ListPage<D> | undefined {
  return rootPayload<ListPage<D>>(data);
}

/** A row as the framework handles it: it has an id and, from Apollo, its `__typename`. */
export type AnyRow = { id: string; __typename?: string } & Record<string, unknown>;
