import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST } from '../../../scripts/vite/persistedDocuments';
import { E2E_DIST } from '../../../support/build';

let manifest: Record<string, string> | null = null;

/**
 * The GraphQL text a request carries: its `query`, or, as the admin sends operations by hash, the
 * build manifest's document for that hash. So a check on what the admin asks for still reads it.
 */
export function sentDocuments(postData: string | null): string[] {
  if (!postData) return [];
  manifest ??= JSON.parse(readFileSync(join(E2E_DIST, MANIFEST), 'utf8')) as Record<string, string>;
  let body: unknown;
  try {
    body = JSON.parse(postData);
  } catch {
    return [postData];
  }
  const operations = (Array.isArray(body) ? body : [body]) as { query?: string; extensions?: { persistedQuery?: { sha256Hash?: string } } }[];
  return operations.map((operation) => operation.query ?? manifest![operation.extensions?.persistedQuery?.sha256Hash ?? ''] ?? '');
}
