import type { ApolloClient } from '@apollo/client';
import type { EntityDeclaration } from '../../entity/types';
import { listPage, type AnyRow } from '../listDocument';

/** Rows per request of an export: 10,000 rows in ten requests, neither blocking the server nor the tab. */
export const EXPORT_CHUNK = 1000;

export interface FetchRowsOptions {
  /** Each chunk as it arrives, with the share of all rows fetched so far (0–1). */
  onChunk?: (rows: AnyRow[], fraction: number) => void;
  /** Stops between requests (Cancel). */
  signal?: AbortSignal;
}

/**
 * Every row matching the list's filter, search and sort (not only the page), fetched in chunks.
 * The server answers them under the viewer's rules, so a field the viewer may not read is not there.
 */
export async function fetchListRows(client: ApolloClient, declaration: EntityDeclaration, variables: Record<string, unknown>, options: FetchRowsOptions = {}): Promise<AnyRow[]> {
  const rows: AnyRow[] = [];
  for (let page = 1, total = Infinity; rows.length < total; page += 1) {
    options.signal?.throwIfAborted();
    // Always from the server, and not written to the cache: normalizing 10,000 rows the screen
    // never shows made the export ten times slower in Chromium (about 5 s against 0.5 s).
    const { data } = await client.query({
      query: declaration.operations.list,
      variables: { ...variables, page, pageSize: EXPORT_CHUNK },
      fetchPolicy: 'no-cache',
    });
    const chunk = listPage<typeof declaration.operations.list>(data);
    if (!chunk || chunk.items.length === 0) break;
    const items = chunk.items as AnyRow[];
    rows.push(...items);
    total = chunk.total;
    options.onChunk?.(items, rows.length / Math.max(total, 1));
  }
  options.signal?.throwIfAborted();
  return rows;
}
