import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The error code of a request this server will not run: not one of the admin's documents. */
export const NOT_TRUSTED = 'PERSISTED_QUERY_NOT_IN_LIST';

/** What the HTTP layer does with a request in trusted-documents mode. */
export type Admission = { ok: true; body: unknown; search: string } | { ok: false; message: string; code: string };

interface GraphQLRequest {
  query?: unknown;
  extensions?: { persistedQuery?: { sha256Hash?: unknown } } & Record<string, unknown>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Trusted documents (`TRUSTED_DOCUMENTS=dist/persisted-operations.json` or `--trusted-documents`):
 * the server runs only the documents of the admin's build, named by the sha256 the build wrote
 * (`extensions.persistedQuery.sha256Hash`, as the admin sends them), or sent as their exact text.
 * Anything else is refused with PERSISTED_QUERY_NOT_IN_LIST before any other check, so a stolen
 * token cannot run a query of its own, and the server never learns new documents (no APQ).
 */
export class TrustedDocuments {
  private constructor(private readonly byHash: Map<string, string>) {}

  /** Reads the manifest (hash → document) a build wrote; a manifest that is not one stops the server. */
  static load(path: string): TrustedDocuments {
    let manifest: unknown;
    try {
      manifest = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new Error(`Cannot read the trusted documents at ${path}: ${(error as Error).message} (run \`npm run build\` to write dist/persisted-operations.json)`);
    }
    const entries = manifest && typeof manifest === 'object' ? Object.entries(manifest) : [];
    const wrong = entries.find(([hash, text]) => typeof text !== 'string' || sha256(text) !== hash);
    if (!entries.length || wrong) throw new Error(`${path} is not a manifest of trusted documents (sha256 → document)${wrong ? `: ${wrong[0]} is not the hash of its document` : ''}`);
    return new TrustedDocuments(new Map(entries as [string, string][]));
  }

  get size(): number {
    return this.byHash.size;
  }

  /** One GraphQL request (of a batch, too): the trusted document it names, or why it is refused. */
  private admitOne(request: GraphQLRequest): { ok: true; request: GraphQLRequest } | { ok: false; message: string } {
    const hash = request.extensions?.persistedQuery?.sha256Hash;
    if (typeof hash === 'string') {
      const document = this.byHash.get(hash);
      if (!document) return { ok: false, message: `Document ${hash} is not one of the trusted documents this server runs` };
      // Run as a plain request: the server's own persisted-query cache never sees it.
      const { persistedQuery: _named, ...extensions } = request.extensions ?? {};
      return { ok: true, request: { ...request, query: document, extensions } };
    }
    if (typeof request.query === 'string' && this.byHash.has(sha256(request.query))) return { ok: true, request };
    return { ok: false, message: 'This server runs only trusted documents: send the hash of one (extensions.persistedQuery.sha256Hash)' };
  }

  /** A POST body (one request or a batch) or a GET's query string, as Apollo Server should see it. */
  admit(body: unknown, search: string): Admission {
    const refuse = (message: string): Admission => ({ ok: false, message, code: NOT_TRUSTED });
    if (body === undefined) {
      const params = new URLSearchParams(search);
      const extensions = params.get('extensions');
      let parsed: GraphQLRequest['extensions'];
      try {
        parsed = extensions ? (JSON.parse(extensions) as GraphQLRequest['extensions']) : undefined;
      } catch {
        return refuse('The extensions parameter is not JSON');
      }
      const admitted = this.admitOne({ query: params.get('query') ?? undefined, extensions: parsed });
      if (!admitted.ok) return refuse(admitted.message);
      params.set('query', String(admitted.request.query));
      params.set('extensions', JSON.stringify(admitted.request.extensions));
      return { ok: true, body, search: `?${params.toString()}` };
    }
    const requests = Array.isArray(body) ? body : [body];
    const admitted = requests.map((request) => this.admitOne((request ?? {}) as GraphQLRequest));
    const refused = admitted.find((each) => !each.ok);
    if (refused && !refused.ok) return refuse(refused.message);
    const rewritten = admitted.map((each) => (each.ok ? each.request : null));
    return { ok: true, body: Array.isArray(body) ? rewritten : rewritten[0], search };
  }
}
