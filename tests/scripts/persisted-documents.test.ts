// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../mock-server/config';
import { TrustedDocuments } from '../../mock-server/trustedDocuments';
import { MANIFEST, persistedDocuments } from '../../scripts/vite/persistedDocuments';
import { createApolloClient } from '../../src/apollo/client';
import { snapshotDocument } from '../../src/framework/list/snapshotDocument';
import * as documents from '../../src/gql-docs';
import { LoginDocument } from '../../src/gql-strings/graphql';
import { signIn } from '../../src/pages/login/signIn';
import { startTestServer, type TestClient } from '../mock-server/harness';

// The sign-in stores the session in the browser's storage; here only its request matters.
vi.mock('../../src/core/session/session', () => ({ startSession: vi.fn() }));

const ROOT = resolve(import.meta.dirname, '../..');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type Hook = (this: { error: (message: string) => never; emitFile: (file: { source: string }) => void }, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'transform' | 'generateBundle') => plugin[name] as unknown as Hook;
const context = (emitted: string[] = []) => ({ error: (message: string): never => { throw new Error(message); }, emitFile: (file: { source: string }) => void emitted.push(file.source) });

/** What the build does: every generated document module through the plugin, then the manifest of what the bundle holds. */
function build() {
  const plugin = persistedDocuments();
  const hashes = new Map<string, string>();
  const snapshotHashes = new Map<string, string>();
  const folder = join(ROOT, 'src/gql-docs');
  for (const file of readdirSync(folder)) {
    const id = join(folder, file);
    const result = hook(plugin, 'transform').call(context(), readFileSync(id, 'utf8'), id) as { code: string } | null;
    const match = result && /export const (\w+Document) = \{"__meta__":\{"hash":"(\w+)"(?:,"snapshotHash":"(\w+)")?\}/.exec(result.code);
    if (match) hashes.set(match[1], match[2]);
    if (match?.[3]) snapshotHashes.set(match[1], match[3]);
  }
  const strings = join(ROOT, 'src/gql-strings/graphql.ts');
  const transformed = (hook(plugin, 'transform').call(context(), readFileSync(strings, 'utf8'), strings) as { code: string }).code;
  const login = /export const LoginDocument = new TypedDocumentString\(`[^`]*`, \{ hash: '(\w+)' \}\)/.exec(transformed)![1];
  const emitted: string[] = [];
  hook(plugin, 'generateBundle').call(context(emitted), {}, { chunk: { type: 'chunk', code: [...hashes.values(), ...snapshotHashes.values(), login].join(' ') } });
  return { hashes, snapshotHashes, login, manifest: JSON.parse(emitted[0]) as Record<string, string> };
}

const built = build();
const operations = Object.entries(documents).filter(([name]) => name.endsWith('Document')) as [string, DocumentNode][];
const withHash = <T extends DocumentNode>(name: string, document: T): T => ({ ...document, __meta__: { hash: built.hashes.get(name)!, snapshotHash: built.snapshotHashes.get(name) } });
const kindOf = (document: DocumentNode) => document.definitions.find((d) => d.kind === 'OperationDefinition')?.operation;
const isMutation = (document: DocumentNode) => kindOf(document) === 'mutation';

describe('trusted documents: the build', () => {
  it('hashes every operation the admin can send, and the manifest maps each hash to its document', () => {
    expect(built.hashes.size).toBe(operations.length);
    // Each entity's list twice: as pages ask for it, and lean, as All does (snapshotDocument).
    const lists = operations.filter(([name]) => /ListDocument$/.test(name));
    expect([...built.snapshotHashes.keys()].sort()).toEqual(lists.map(([name]) => name).sort());
    expect(Object.keys(built.manifest)).toHaveLength(operations.length + lists.length + 1);
    for (const [hash, text] of Object.entries(built.manifest)) expect(sha256(text), text.slice(0, 40)).toBe(hash);
    expect(built.manifest[built.login]).toBe(LoginDocument.toString());
  });

  it('lists only the documents whose hash is in the bundle', () => {
    const plugin = persistedDocuments();
    const id = join(ROOT, 'src/gql-docs/AccentList.ts');
    hook(plugin, 'transform').call(context(), readFileSync(id, 'utf8'), id);
    const emitted: string[] = [];
    hook(plugin, 'generateBundle').call(context(emitted), {}, { chunk: { type: 'chunk', code: 'no hash here' } });
    expect(JSON.parse(emitted[0])).toEqual({});
    expect(MANIFEST).toBe('persisted-operations.json');
  });

  it('fails the build on a generated module it cannot read, rather than ship a document without its hash', () => {
    const id = join(ROOT, 'src/gql-docs/Unexpected.ts');
    expect(() => hook(persistedDocuments(), 'transform').call(context(), 'export const UnexpectedDocument = parse(`query { a }`);', id)).toThrow(/no document in the shape/);
  });
});

describe('trusted documents: the admin sends hashes', () => {
  it('sends every document by the hash of exactly the text Apollo would send, and the text only when asked', async () => {
    const bodies: { query?: string; extensions?: { persistedQuery?: { sha256Hash: string } } }[] = [];
    const asked = new Response(JSON.stringify({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] }), { headers: { 'content-type': 'application/json' } });
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init!.body)) as (typeof bodies)[number];
      bodies.push(body);
      return body.query ? new Response(JSON.stringify({ data: null }), { headers: { 'content-type': 'application/json' } }) : asked.clone();
    });
    const client = createApolloClient({ uri: 'http://trusted.invalid/graphql', fetch, getToken: () => null, onUnauthenticated: () => undefined, onFailure: () => undefined });
    // Subscriptions do not travel over HTTP.
    for (const [name, document] of operations.filter(([, each]) => kindOf(each) !== 'subscription')) {
      bodies.length = 0;
      const hashed = withHash(name, document);
      await (isMutation(document) ? client.mutate({ mutation: hashed }) : client.query({ query: hashed, fetchPolicy: 'no-cache' })).catch(() => undefined);
      const [first, second] = bodies;
      expect(first.query, name).toBeUndefined();
      expect(first.extensions?.persistedQuery?.sha256Hash, name).toBe(built.hashes.get(name));
      // The server asked: the text sent is the manifest's, and its sha256 is the hash.
      expect(second.query, name).toBe(built.manifest[built.hashes.get(name)!]);
    }
  });

  it("sends All's lean list by its own hash, and its text, when asked, is the manifest's", async () => {
    const bodies: { query?: string; extensions?: { persistedQuery?: { sha256Hash: string } } }[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init!.body)) as (typeof bodies)[number];
      bodies.push(body);
      const answer = body.query ? { data: null } : { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    });
    const client = createApolloClient({ uri: 'http://trusted.invalid/graphql', fetch, getToken: () => null, onUnauthenticated: () => undefined, onFailure: () => undefined });
    for (const [name, hash] of built.snapshotHashes) {
      bodies.length = 0;
      await client.query({ query: snapshotDocument(withHash(name, documents[name as keyof typeof documents] as DocumentNode)), variables: { page: 1, pageSize: null }, fetchPolicy: 'no-cache' }).catch(() => undefined);
      expect(bodies[0].extensions?.persistedQuery?.sha256Hash, name).toBe(hash);
      expect(bodies[1].query, name).toBe(built.manifest[hash]);
    }
    const payments = built.manifest[built.snapshotHashes.get('PaymentListDocument')!];
    expect(payments).toContain('__typename @skip(if: true)');
    expect(payments.match(/__typename(?! @skip)/g)).toBeNull();
  });

  it('falls back to text for a server without persisted queries, but not when a trusted server refuses', async () => {
    const answer = (status: number, code: string) => new Response(JSON.stringify({ errors: [{ message: code, extensions: { code } }] }), { status, headers: { 'content-type': 'application/json' } });
    const run = async (refusal: () => Response) => {
      const bodies: { query?: string }[] = [];
      const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        const body = JSON.parse(String(init!.body)) as { query?: string };
        bodies.push(body);
        return body.query ? new Response(JSON.stringify({ data: { accentList: null } }), { headers: { 'content-type': 'application/json' } }) : refusal();
      });
      const client = createApolloClient({ uri: 'http://server.invalid/graphql', fetch, getToken: () => null, onUnauthenticated: () => undefined, onFailure: () => undefined });
      for (const page of [1, 2]) await client.query({ query: withHash('AccentListDocument', documents.AccentListDocument), variables: { page }, fetchPolicy: 'no-cache' }).catch(() => undefined);
      return bodies.map((body) => (body.query ? 'text' : 'hash'));
    };
    // A plain GraphQL server: "no query" is a bad request. The first operation is resent as text, the next sent as text at once.
    expect(await run(() => answer(400, 'BAD_REQUEST'))).toEqual(['hash', 'text', 'text']);
    expect(await run(() => answer(200, 'PERSISTED_QUERY_NOT_SUPPORTED'))).toEqual(['hash', 'text', 'text']);
    // A trusted-documents server that does not know a hash: the text would be refused too.
    expect(await run(() => answer(400, 'PERSISTED_QUERY_NOT_IN_LIST'))).toEqual(['hash', 'hash']);
  });

  it('sends a document without a hash (built at run time) as text', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify({ data: { accentList: null } }), { headers: { 'content-type': 'application/json' } }));
    const client = createApolloClient({ uri: 'http://plain.invalid/graphql', fetch, getToken: () => null, onUnauthenticated: () => undefined, onFailure: () => undefined });
    await client.query({ query: documents.AccentListDocument, variables: { page: 1 }, fetchPolicy: 'no-cache' }).catch(() => undefined);
    const body = JSON.parse(String(fetch.mock.calls[0][1]!.body)) as { query?: string; extensions?: { persistedQuery?: object } };
    expect(body.query).toContain('query AccentList');
    expect(body.extensions?.persistedQuery).toBeUndefined();
  });

  it('signs in by hash without Apollo, and sends the text only when the server asks', async () => {
    (LoginDocument as { __meta__?: Record<string, string> }).__meta__ = { hash: built.login };
    const sent: { query?: string; extensions?: { persistedQuery?: { sha256Hash: string } } }[] = [];
    const answers = [
      { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] },
      { data: { login: { token: 't', expiresAt: null, userErrors: [], viewer: { user: { id: '1' }, abilityRules: [] } } } },
    ];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(JSON.parse(String(init!.body)));
      return new Response(JSON.stringify(answers.shift()));
    });
    expect(await signIn({ email: 'a@example.com', password: 'x' }, fetch)).toEqual({ ok: true });
    expect(sent[0].query).toBeUndefined();
    expect(sent[0].extensions?.persistedQuery?.sha256Hash).toBe(built.login);
    expect(sha256(sent[1].query!)).toBe(built.login);
    // A server without persisted queries gets the text without the hash; a trusted server's refusal is final.
    for (const [status, code, requests] of [[400, 'BAD_REQUEST', 2], [400, 'PERSISTED_QUERY_NOT_IN_LIST', 1]] as const) {
      sent.length = 0;
      answers.push({ errors: [{ message: code, extensions: { code } }] }, { data: { login: { token: 't', expiresAt: null, userErrors: [], viewer: { user: { id: '1' }, abilityRules: [] } } } });
      const refusing = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        sent.push(JSON.parse(String(init!.body)));
        return new Response(JSON.stringify(answers.shift()), { status: sent.length === 1 ? status : 200 });
      });
      await signIn({ email: 'a@example.com', password: 'x' }, refusing);
      expect(sent, code).toHaveLength(requests);
      if (requests === 2) expect(sent[1]).toMatchObject({ query: LoginDocument.toString() });
      if (requests === 2) expect(sent[1].extensions).toBeUndefined();
      answers.length = 0;
    }
  });
});

describe('trusted documents: the mock server in trusted mode', () => {
  let server: TestClient;
  const dir = mkdtempSync(join(tmpdir(), 'trusted-'));
  const post = (body: object, token?: string) =>
    fetch(server.endpoint, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });

  beforeAll(async () => {
    writeFileSync(join(dir, MANIFEST), JSON.stringify(built.manifest));
    server = await startTestServer({ trustedDocuments: join(dir, MANIFEST) });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function signedIn(): Promise<string> {
    const answer = (await (await post({ extensions: { persistedQuery: { version: 1, sha256Hash: built.login } }, variables: { email: 'admin@example.com', password: server.config.devPassword } })).json()) as { data: { login: { token: string } } };
    return answer.data.login.token;
  }

  it('runs the admin\'s documents by hash, sign-in included', async () => {
    const token = await signedIn();
    const sent: string[] = [];
    const recording: typeof fetch = (url, init) => {
      sent.push(String(init?.body));
      return fetch(url, init);
    };
    const client = createApolloClient({ uri: server.endpoint, fetch: recording, getToken: () => token, onUnauthenticated: () => undefined, onFailure: () => undefined });
    const { data } = await client.query({ query: withHash('AccentListDocument', documents.AccentListDocument), variables: { page: 1, pageSize: 5 } });
    expect(data?.accentList.items).toHaveLength(5);
    expect(sent.every((body) => !('query' in JSON.parse(body)))).toBe(true);
  });

  it("runs All's lean list by its hash, and answers it without a __typename", async () => {
    const token = await signedIn();
    const hash = built.snapshotHashes.get('PaymentListDocument')!;
    const answer = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } }, variables: { page: 1, pageSize: 3 } }, token);
    const text = await answer.text();
    expect((JSON.parse(text) as { data: { paymentList: { items: { user: object }[] } } }).data.paymentList.items[0].user).toHaveProperty('fullName');
    expect(text).not.toContain('__typename');
  });

  it('refuses any other document, even with a valid token, with PERSISTED_QUERY_NOT_IN_LIST', async () => {
    const token = await signedIn();
    const adHoc = await post({ query: '{ userList(page: 1, pageSize: 1000) { items { email mobile } } }' }, token);
    expect(adHoc.status).toBe(400);
    expect(await adHoc.json()).toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_IN_LIST' } }] });
    const unknown = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ __typename }') } } }, token);
    expect(await unknown.json()).toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_IN_LIST' } }] });
    // Not registered by sending its text either: the server never learns documents.
    await post({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ __typename }') } } }, token);
    expect((await (await post({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ __typename }') } } }, token)).json() as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_IN_LIST');
  });

  it('answers a GET by hash, and refuses a GET of its own', async () => {
    const token = await signedIn();
    const get = (params: Record<string, string>) =>
      fetch(`${server.endpoint}?${new URLSearchParams(params).toString()}`, { headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' } });
    const hash = built.hashes.get('AccentListDocument')!;
    const byHash = await get({ extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }), variables: JSON.stringify({ page: 1, pageSize: 2 }) });
    expect(((await byHash.json()) as { data: { accentList: { items: unknown[] } } }).data.accentList.items).toHaveLength(2);
    const own = await get({ query: '{ accentList(page: 1) { total } }' });
    expect(own.status).toBe(400);
    expect(await own.json()).toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_IN_LIST' } }] });
  });

  it('is turned on by TRUSTED_DOCUMENTS or --trusted-documents', () => {
    expect(readConfig({ TRUSTED_DOCUMENTS: 'dist/persisted-operations.json' }, []).trustedDocuments).toBe('dist/persisted-operations.json');
    expect(readConfig({}, ['--trusted-documents', 'build.json']).trustedDocuments).toBe('build.json');
    expect(readConfig({}, []).trustedDocuments).toBeNull();
  });

  it('will not start on a file that is not a manifest', () => {
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ abc: '{ __typename }' }));
    expect(() => TrustedDocuments.load(join(dir, 'bad.json'))).toThrow(/abc is not the hash of its document/);
    expect(() => TrustedDocuments.load(join(dir, 'missing.json'))).toThrow(/npm run build/);
  });
});
