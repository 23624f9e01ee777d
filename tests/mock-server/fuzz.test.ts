// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_SUBJECTS } from '../../src/ability/subjects';
import { codeOf, startTestServer, type TestClient } from './harness';
import { sampleInput } from './fixtures';

/**
 * Property: whatever the create and update inputs of any entity hold, the server answers with
 * userErrors or a request error of its own kind (never INTERNAL_SERVER_ERROR or HTTP 500), and
 * the entity's list still loads afterwards.
 */
let client: TestClient;
let token: string;
beforeAll(async () => {
  client = await startTestServer();
  token = await client.login('ADMIN');
});
afterAll(() => client.stop());

const hostile = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.string({ maxLength: 50 }),
  fc.constantFrom('javascript:alert(1)', '', ' ', '<img src=x onerror=alert(1)>', 'x'.repeat(100_000), -1, 1e308, null),
  fc.constant({ type: 'doc', content: [{ type: 'paragraph', attrs: { onclick: 'x' } }] }),
);

const runs = Number(process.env.FUZZ_RUNS ?? 12);

describe.each([...ENTITY_SUBJECTS])('%s create and update inputs', (type) => {
  it('never break the server', async () => {
    const name = type[0].toLowerCase() + type.slice(1);
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...Object.keys(sampleInput(client.db, type))), hostile, { maxKeys: 3 }), async (patch) => {
        const input = { ...sampleInput(client.db, type), ...patch };
        const created = await client.run(`${type}Create`, { input }, token);
        expect(codeOf(created), JSON.stringify(created.errors)?.slice(0, 300)).not.toBe('INTERNAL_SERVER_ERROR');
        const row = client.db.all(type)[0];
        const updated = await client.run(`${type}Update`, { id: row.id, input: patch }, token);
        expect(codeOf(updated), JSON.stringify(updated.errors)?.slice(0, 300)).not.toBe('INTERNAL_SERVER_ERROR');
        const list = await client.request(`{ ${name}List(page: 1, pageSize: 5) { total } }`, {}, token);
        expect(list.errors).toBeUndefined();
      }),
      { numRuns: runs },
    );
  }, 60_000);
});

/** Inputs the held-out probes found answered with HTTP 500: each is now a 400 with its own code. */
describe('inputs that once answered 500', () => {
  async function post(body: string) {
    const response = await fetch(client.endpoint, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body });
    const json = (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
    return { status: response.status, code: json.errors?.[0]?.extensions?.code, json };
  }
  const send = (query: string, variables: string) => post(`{"query":${JSON.stringify(query)},"variables":${variables}}`);
  const deepList = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
  const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

  it('a null for a non-null input variable', async () => {
    const before = client.db.all('Language').length;
    const create = await send('mutation($i: LanguageCreateInput!) { languageCreate(input: $i) { userErrors { message } } }', '{"i":null}');
    expect([create.status, create.code]).toEqual([400, 'BAD_USER_INPUT']);
    const update = await send('mutation($i: LanguageUpdateInput!) { languageUpdate(id: "1", input: $i) { userErrors { message } } }', '{"i":null}');
    expect([update.status, update.code]).toEqual([400, 'BAD_USER_INPUT']);
    const bulk = await send('mutation($i: JSON!) { bulkUpdate(subject: "Language", ids: ["1"], input: $i) { updatedIds } }', '{"i":null}');
    expect([bulk.status, bulk.code]).toEqual([400, 'BAD_USER_INPUT']);
    expect(client.db.all('Language').length).toBe(before);
  });

  it.each([
    ['a text field', 'mutation($i: LanguageUpdateInput!) { languageUpdate(id: "1", input: $i) { userErrors { message } } }', `{"i":{"title":${deepList}}}`],
    ['a rich-text field', 'mutation($i: MediaUpdateInput!) { mediaUpdate(id: "1", input: $i) { userErrors { message } } }', `{"i":{"description":${deepObject}}}`],
    ['a bulk update', 'mutation($i: JSON!) { bulkUpdate(subject: "Media", ids: ["1"], input: $i) { updatedIds } }', `{"i":{"description":${deepObject}}}`],
    ['an import row', 'mutation($r: [JSON!]!) { importRows(subject: "Language", rows: $r, dryRun: true) { createdIds } }', `{"r":[{"title":${deepObject}}]}`],
  ])('5,000-deep JSON in %s', async (_, query, variables) => {
    const answer = await send(query, variables);
    expect([answer.status, answer.code]).toEqual([400, 'BAD_REQUEST']);
    expect(answer.json.errors?.[0].message).toMatch(/deeper than/);
  });

  it('two named operations and no operationName', async () => {
    const before = client.db.all('Language').length;
    const queries = await post(JSON.stringify({ query: 'query A { viewer { user { id } } } query B { viewer { user { id } } }' }));
    expect([queries.status, queries.code]).toEqual([400, 'OPERATION_RESOLUTION_FAILURE']);
    const mutations = await post(
      JSON.stringify({
        query: 'mutation A($i: LanguageCreateInput!) { languageCreate(input: $i) { userErrors { message } } } mutation B { logout }',
        variables: { i: sampleInput(client.db, 'Language') },
      }),
    );
    expect([mutations.status, mutations.code]).toEqual([400, 'OPERATION_RESOLUTION_FAILURE']);
    expect(client.db.all('Language').length).toBe(before);
    // The token still works: the logout was not run either.
    expect((await client.request('{ viewer { user { id } } }', {}, token)).errors).toBeUndefined();
  });

  it('51 bad items in a list variable: the input is wrong, not the server', async () => {
    const ids = JSON.stringify(Array.from({ length: 60 }, () => ({ not: 'an id' })));
    const answer = await send('mutation($ids: [ID!]!) { languageBulkDelete(ids: $ids) { deletedIds } }', `{"ids":${ids}}`);
    expect(answer.status).toBe(400);
    // graphql-js stops at 50 and adds its own "too many errors", which Apollo did not label.
    expect(new Set(answer.json.errors?.map((error) => error.extensions?.code))).toEqual(new Set(['BAD_USER_INPUT']));
    expect(answer.json.errors?.at(-1)?.message).toMatch(/too many errors/i);
  });

  it('a persisted query whose hash is not its text\'s', async () => {
    const answer = await post(JSON.stringify({ query: '{ viewer { user { id } } }', extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } }));
    expect([answer.status, answer.code]).toEqual([400, 'BAD_USER_INPUT']);
  });

  it('still takes a rich-text document nested as deep as a real one', async () => {
    let node: Record<string, unknown> = { type: 'paragraph', content: [{ type: 'text', text: 'deep' }] };
    for (let i = 0; i < 10; i += 1) node = { type: 'bulletList', content: [{ type: 'listItem', content: [node] }] };
    const media = client.db.all('Media').find((row) => row.status === 'DRAFT')!;
    const answer = await client.run<{ mediaUpdate: { userErrors: unknown[] } }>('MediaUpdate', { id: media.id, input: { description: { type: 'doc', content: [node] } } }, token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.mediaUpdate.userErrors).toEqual([]);
  });
});
