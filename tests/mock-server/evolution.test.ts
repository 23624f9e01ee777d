// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSchemaSource } from '../../mock-server/schema';
import { startTestServer, type TestClient } from './harness';

/** The promise to the backend team: a field added to schema.graphql is served with no code change. */
let client: TestClient;
beforeAll(async () => {
  const evolved = readSchemaSource()
    .replace('type Media {\n', 'type Media {\n  "Age rating added by the backend team."\n  ageRating: Int!\n  "Subtitle languages."\n  subtitleTags: [String!]!\n')
    .replace('type Query {\n', 'type Query {\n  "A brand-new root field."\n  serverVersion: String!\n');
  client = await startTestServer({}, { typeDefs: evolved });
});
afterAll(() => client.stop());

describe('schema evolution', () => {
  it('serves a new entity field and a new root field with plausible values', async () => {
    const token = await client.login('ADMIN');
    const response = await client.request<{ mediaList: { items: { title: string; ageRating: number; subtitleTags: string[] }[] }; serverVersion: string }>(
      '{ mediaList(pageSize: 3) { items { title ageRating subtitleTags } } serverVersion }',
      {},
      token,
    );
    expect(response.errors).toBeUndefined();
    const items = response.data!.mediaList.items;
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(typeof item.ageRating).toBe('number');
      expect(Array.isArray(item.subtitleTags)).toBe(true);
      expect(item.title).toBe(client.db.all('Media').find((row) => row.title === item.title)?.title);
    }
    expect(typeof response.data!.serverVersion).toBe('string');
  });

  it('keeps the mock store from growing with traffic', async () => {
    const token = await client.login('ADMIN');
    const entries = () => {
      const tables = (client.server.mockStore as unknown as { store: Record<string, Record<string, unknown>> }).store;
      return Object.values(tables).reduce((sum, table) => sum + Object.keys(table).length, 0);
    };
    const run = (page: number) =>
      client.request(`{ paymentList(page: ${page}, pageSize: 20, filter: { search: "${page % 7}" }) { items { id amount user { fullName } } total } }`, {}, token);
    await run(1);
    const before = entries();
    for (let page = 2; page <= 200; page += 1) await run(page);
    expect(entries()).toBe(before);
  });
});
