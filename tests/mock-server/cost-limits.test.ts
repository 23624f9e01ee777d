// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunksOf } from '../../src/framework/import/useImportRows';
import { sampleInput, tableFingerprint } from './fixtures';
import { codeOf, startTestServer, type TestClient } from './harness';

/** Alias batching, All lists, page sizes, root-field cap and password guessing are all refused. */
let client: TestClient;
beforeAll(async () => {
  client = await startTestServer();
});
afterAll(() => client.stop());

const aliases = (n: number, field: (i: number) => string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field(i)}`).join(' ')} }`;

describe('cost limits', () => {
  it('caps root fields per document, aliases included', async () => {
    const response = await client.request(aliases(21, () => 'languageList(page: 1, pageSize: 1) { total }'), {}, await client.login('ADMIN'));
    expect(codeOf(response)).toBe('TOO_MANY_ROOT_FIELDS');
    expect(response.data ?? null).toBeNull();
  });

  it('counts All as the table total: many aliased All lists are too expensive', async () => {
    const started = Date.now();
    const query = aliases(20, () => 'userList(page: 1, pageSize: null) { total items { id email fullName mobile status role createdAt } }');
    const response = await client.request(query, {}, await client.login('ADMIN'));
    expect(codeOf(response)).toBe('QUERY_TOO_EXPENSIVE');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('counts aliased searches', async () => {
    const response = await client.request(aliases(20, (i) => `search(query: "a${i}") { id }`), {}, await client.login('EDITOR'));
    expect(codeOf(response)).toBe('QUERY_TOO_EXPENSIVE');
  });

  it('still answers the admin\'s own queries, All of one table included', async () => {
    const response = await client.run('LanguageList', { page: 1, pageSize: null }, await client.login('ADMIN'));
    expect(response.errors).toBeUndefined();
  });

  it('refuses a negative or huge page size, with its own code', async () => {
    const token = await client.login('ADMIN');
    for (const pageSize of [-1, 0, 100_000]) {
      const response = await client.run('UserList', { page: 1, pageSize }, token);
      expect(codeOf(response), String(pageSize)).toBe('BAD_PAGE_SIZE');
    }
  });

  it('answers errors without stack traces or file paths', async () => {
    const response = await client.request('{ nope }', {}, await client.login('ADMIN'));
    expect(JSON.stringify(response)).not.toMatch(/stacktrace|\/work\/|node_modules|\.ts:\d/);
  });
});

describe('rows written count in the cost', () => {
  const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ ...sampleInput(client.db, 'Accent'), title: `Imported ${i}` }));
  const imports = (n: number) =>
    `mutation($rows: [JSON!]!) { ${Array.from({ length: n }, (_, i) => `i${i}: importRows(subject: "Accent", rows: $rows, dryRun: false) { createdIds }`).join(' ')} }`;

  it('bounds the rows one document imports, over all its aliases, and creates none of them', async () => {
    const before = client.db.all('Accent').length;
    const started = Date.now();
    const twenty = await client.request(imports(20), { rows: rowsOf(5000) }, await client.login('ADMIN'));
    expect(codeOf(twenty)).toBe('TOO_MANY_ROWS');
    expect(twenty.errors?.[0].extensions).toMatchObject({ count: 100_000, max: 5000 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(codeOf(await client.request(imports(2), { rows: rowsOf(2501) }, await client.login('ADMIN')))).toBe('TOO_MANY_ROWS');
    expect(client.db.all('Accent').length).toBe(before);
  });

  it('still takes a 5,000-line file as the import screen sends it (chunks of the ImportRows operation)', async () => {
    const before = client.db.all('Accent').length;
    const rows = rowsOf(5000).map((input, line) => ({ line, input }));
    const chunks = chunksOf(rows);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      const response = await client.run<{ importRows: { createdIds: string[] } }>(
        'ImportRows',
        { subject: 'Accent', rows: chunk.map((row) => row.input), dryRun: false },
        await client.login('ADMIN'),
      );
      expect(response.errors).toBeUndefined();
      expect(response.data!.importRows.createdIds).toHaveLength(chunk.length);
    }
    expect(client.db.all('Accent').length).toBe(before + 5000);
  });

  it('takes 5,000 rows in one request too, the most one document may carry', async () => {
    const response = await client.run('ImportRows', { subject: 'Accent', rows: rowsOf(5000), dryRun: true }, await client.login('ADMIN'));
    expect(response.errors).toBeUndefined();
  });

  it('counts bulk-updated rows: many aliased 1,000-row bulk updates are too expensive', async () => {
    const ids = client.db.all('Media').slice(0, 1000).map((row) => row.id);
    const query = `mutation($ids: [ID!]!) { ${Array.from({ length: 10 }, (_, i) => `b${i}: bulkUpdate(subject: "Media", ids: $ids, input: { isFree: true }) { updatedIds }`).join(' ')} }`;
    const before = tableFingerprint(client.db, 'Media');
    expect(codeOf(await client.request(query, { ids }, await client.login('ADMIN')))).toBe('QUERY_TOO_EXPENSIVE');
    expect(tableFingerprint(client.db, 'Media')).toBe(before);
  });
});

describe('login throttling', () => {
  // Waits past the free failures, per source and per account: sign-in-throttle.test.ts.
  it('cannot fit many guesses in one request', async () => {
    const query = `mutation { ${Array.from({ length: 30 }, (_, i) => `g${i}: login(email: "moderator@example.com", password: "p${i}") { token }`).join(' ')} }`;
    expect(codeOf(await client.request(query))).toBe('TOO_MANY_ROOT_FIELDS');
  });
});
