import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { ImportRowsDocument, type UserErrorFieldsFragment } from '../../gql/graphql';
import { rootFieldName } from '../entity/documents';
import type { EntityDeclaration } from '../entity/types';

/** Rows per request: well under the server's cap of 5,000 and its body limit, with progress between. */
export const IMPORT_CHUNK = 1000;

export interface ImportRowResult {
  /** The row's position in the file (0 = the first line after the header). */
  line: number;
  ok: boolean;
  id: string | null;
  userErrors: UserErrorFieldsFragment[];
}

export interface ImportRow {
  line: number;
  input: Record<string, unknown>;
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
      for (let start = 0; start < rows.length; start += IMPORT_CHUNK) {
        const chunk = rows.slice(start, start + IMPORT_CHUNK);
        const { data } = await client.mutate({
          mutation: ImportRowsDocument,
          variables: { subject: declaration.subject, rows: chunk.map((row) => row.input), dryRun },
        });
        for (const result of data?.importRows.results ?? []) results.push({ ...result, line: chunk[result.index].line });
        onProgress?.(Math.min(1, (start + chunk.length) / rows.length));
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
