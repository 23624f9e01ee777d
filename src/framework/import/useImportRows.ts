import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { ImportRowsDocument } from '../../gql-docs';
import type { UserErrorFieldsFragment } from '../../gql/graphql';
import { rootFieldName } from '../entity/documents';
import type { EntityDeclaration } from '../entity/types';

/** Rows per request: well under the server's cap of 5,000, with progress between. */
export const IMPORT_CHUNK = 1000;
/** Bytes of rows per request, well under the server's body limit (1 MiB) for wide rows. */
const CHUNK_BYTES = 512 * 1024;

export interface ImportRowResult {
  /** The row's position in the file (0 = the first line after the header). */
  line: number;
  ok: boolean;
  id: string | null;
  /** The row repeats an existing one as it is: nothing to import (the server's `unchanged`). */
  unchanged: boolean;
  userErrors: UserErrorFieldsFragment[];
}

export interface ImportRow {
  line: number;
  input: Record<string, unknown>;
}

/** Consecutive rows in requests of at most IMPORT_CHUNK rows and CHUNK_BYTES of JSON. */
export function chunksOf(rows: ImportRow[]): ImportRow[][] {
  const encoder = new TextEncoder();
  const chunks: ImportRow[][] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = encoder.encode(JSON.stringify(row.input)).length;
    const last = chunks[chunks.length - 1];
    if (!last || last.length >= IMPORT_CHUNK || bytes + size > CHUNK_BYTES) {
      chunks.push([row]);
      bytes = size;
    } else {
      last.push(row);
      bytes += size;
    }
  }
  return chunks;
}

/**
 * Sends rows to `importRows` in chunks and answers each row by its line in the file. After a real
 * import the entity's cached lists are dropped, so the list shows the new rows.
 */
export function useImportRows(declaration: EntityDeclaration) {
  const client = useApolloClient();
  return useCallback(
    async (rows: ImportRow[], dryRun: boolean, onProgress?: (fraction: number) => void): Promise<ImportRowResult[]> => {
      const results: ImportRowResult[] = [];
      let sent = 0;
      for (const chunk of chunksOf(rows)) {
        const { data } = await client.mutate({
          mutation: ImportRowsDocument,
          variables: { subject: declaration.subject, rows: chunk.map((row) => row.input), dryRun },
        });
        for (const result of data?.importRows.results ?? []) results.push({ ...result, line: chunk[result.index].line });
        sent += chunk.length;
        onProgress?.(sent / rows.length);
      }
      if (!dryRun && results.some((result) => result.ok)) {
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: rootFieldName(declaration.operations.list) });
        client.cache.gc();
      }
      return results;
    },
    [client, declaration],
  );
}
