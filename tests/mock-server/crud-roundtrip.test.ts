// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviours } from '../../mock-server/entities';
import { valueAt } from '../../mock-server/store/query';
import { ENTITY_SUBJECTS } from '../../src/ability/subjects';
import { startTestServer, type TestClient } from './harness';
import { sampleInput } from './fixtures';

type Payload = { userErrors: unknown[] } & Record<string, { id: string } | null>;
type Page = { items: { id: string }[]; total: number };

let client: TestClient;
let token: string;
const lc = (type: string) => type[0].toLowerCase() + type.slice(1);

beforeAll(async () => {
  client = await startTestServer();
  token = await client.login('ADMIN');
});
afterAll(() => client.stop());

describe.each(ENTITY_SUBJECTS)('%s', (type) => {
  it('create → list with filter → update → delete', async () => {
    const name = lc(type);
    const input = sampleInput(client.db, type);
    const created = await client.run<Record<string, Payload>>(`${type}Create`, { input }, token);
    expect(created.errors).toBeUndefined();
    expect(created.data![`${name}Create`].userErrors).toEqual([]);
    const id = created.data![`${name}Create`][name]!.id;

    const row = client.db.get(type, id)!;
    const searchPath = behaviours[type].search[0];
    const needle = String(valueAt(row, searchPath) ?? '').slice(0, 40);
    const filter = needle ? { search: needle } : {};
    const listed = await client.run<Record<string, Page>>(`${type}List`, { filter, page: 1, pageSize: null }, token);
    expect(listed.errors).toBeUndefined();
    expect(listed.data![`${name}List`].items.map((item) => item.id)).toContain(id);

    const textField = Object.keys(input).find((key) => typeof input[key] === 'string' && behaviours[type].search.includes(key) && !(behaviours[type].unique ?? []).includes(key));
    const patch = textField ? { [textField]: `${String(input[textField]).slice(0, 150)} ✎` } : {};
    const updated = await client.run<Record<string, Payload>>(`${type}Update`, { id, input: patch }, token);
    expect(updated.data![`${name}Update`].userErrors).toEqual([]);
    const fetched = await client.run<Record<string, Record<string, unknown> | null>>(`${type}Get`, { id }, token);
    if (textField) expect(fetched.data![name]![textField]).toBe(patch[textField]);

    const deleted = await client.run<Record<string, { deletedId: string | null; userErrors: unknown[] }>>(`${type}Delete`, { id }, token);
    expect(deleted.data![`${name}Delete`]).toEqual({ deletedId: id, userErrors: [] });
    const gone = await client.run<Record<string, unknown>>(`${type}Get`, { id }, token);
    expect(gone.data![name]).toBeNull();
  });
});
