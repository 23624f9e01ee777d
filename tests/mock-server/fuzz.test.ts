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
