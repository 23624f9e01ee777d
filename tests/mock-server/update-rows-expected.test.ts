// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestServer, type TestClient } from './harness';
import { tableFingerprint } from './fixtures';

/** `updateRows` with `expected`: compare-and-set per field (issue 33, item 4: theirs / mine). */
interface Result { id: string; ok: boolean; userErrors: { field: string[] | null; message: string; code: string; values?: Record<string, unknown> | null }[] }
interface Payload { updatedIds: string[]; results: Result[] }
type Rows = { id: string; input: Record<string, unknown>; expected?: Record<string, unknown> | null }[];

let client: TestClient;
beforeAll(async () => {
  client = await startTestServer();
});
afterAll(() => client.stop());

const updateRows = async (role: string, rows: Rows, subject = 'Plan') =>
  client.run<{ updateRows: Payload }>('UpdateRows', { subject, rows }, await client.login(role));
const plan = (index: number) => client.db.all('Plan')[index];

describe('updateRows with the values the editor started from', () => {
  it('refuses a stale write to the same field with CONFLICT: the value now and who saved it; nothing changes', async () => {
    const row = plan(1);
    const started = row.price as number;
    expect((await updateRows('FINANCE', [{ id: row.id, input: { price: started + 1000 } }])).data!.updateRows.updatedIds).toEqual([row.id]);
    const before = tableFingerprint(client.db, 'Plan');
    const mine = await updateRows('ADMIN', [{ id: row.id, input: { price: started + 5000, isActive: !row.isActive }, expected: { price: started } }]);
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.updateRows.updatedIds).toEqual([]);
    const [result] = mine.data!.updateRows.results;
    expect(result.ok).toBe(false);
    expect(result.userErrors).toEqual([
      { field: ['input', 'price'], message: 'conflict.field', code: 'CONFLICT', values: { current: started + 1000, updatedAt: String(client.db.get('Plan', row.id)!.updatedAt), updatedBy: expect.stringMatching(/\S/) } },
    ]);
    expect(tableFingerprint(client.db, 'Plan')).toBe(before);
  });

  it('merges a change made meanwhile to another field: both are kept', async () => {
    const row = plan(2);
    const started = { price: row.price, isActive: row.isActive };
    await updateRows('FINANCE', [{ id: row.id, input: { isActive: !started.isActive } }]);
    const mine = await updateRows('ADMIN', [{ id: row.id, input: { price: 123000 }, expected: { price: started.price } }]);
    expect(mine.data!.updateRows.results).toEqual([{ id: row.id, ok: true, userErrors: [] }]);
    expect(client.db.get('Plan', row.id)).toMatchObject({ price: 123000, isActive: !started.isActive });
  });

  it('saves a fresh write, and one without expectation (the last write wins)', async () => {
    const row = plan(3);
    const fresh = await updateRows('ADMIN', [{ id: row.id, input: { price: 99000 }, expected: { price: row.price } }]);
    expect(fresh.data!.updateRows.updatedIds).toEqual([row.id]);
    await updateRows('FINANCE', [{ id: row.id, input: { price: 98000 } }]);
    const blind = await updateRows('ADMIN', [{ id: row.id, input: { price: 97000 }, expected: null }]);
    expect(blind.data!.updateRows.updatedIds).toEqual([row.id]);
    expect(client.db.get('Plan', row.id)!.price).toBe(97000);
  });

  it('answers per row: a stale row is refused, the fresh ones in the same request are saved', async () => {
    const [stale, fresh] = [plan(4), plan(5)];
    // Rows are live objects: what the admin's list had is read before the other session saves.
    const started = stale.discountPercent === 7 ? 6 : (stale.discountPercent ?? null);
    if (started !== stale.discountPercent) await updateRows('ADMIN', [{ id: stale.id, input: { discountPercent: started } }]);
    await updateRows('FINANCE', [{ id: stale.id, input: { discountPercent: 7 } }]);
    const answer = await updateRows('ADMIN', [
      { id: stale.id, input: { discountPercent: 9 }, expected: { discountPercent: started } },
      { id: fresh.id, input: { discountPercent: 9 }, expected: { discountPercent: fresh.discountPercent ?? null } },
    ]);
    expect(answer.data!.updateRows.updatedIds).toEqual([fresh.id]);
    expect(answer.data!.updateRows.results[0].userErrors[0]).toMatchObject({ code: 'CONFLICT', values: { current: 7 } });
  });

  it('refuses the request when `expected` names a field the input does not set', async () => {
    const row = plan(6);
    const before = tableFingerprint(client.db, 'Plan');
    const answer = await updateRows('ADMIN', [{ id: row.id, input: { price: 1000 }, expected: { title: row.title } }]);
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0].message).toMatch(/rows\.0\.expected\.title/);
    expect(tableFingerprint(client.db, 'Plan')).toBe(before);
  });

  it('names the current value of a secret to whom may read it, and none to a viewer the rules refuse', async () => {
    const gateway = client.db.all('PayGateway')[0];
    const started = gateway.secretKey;
    await updateRows('ADMIN', [{ id: gateway.id, input: { secretKey: 'sk-rotated-by-admin' } }], 'PayGateway');
    const mine = await updateRows('ADMIN', [{ id: gateway.id, input: { secretKey: 'sk-mine' }, expected: { secretKey: started } }], 'PayGateway');
    expect(mine.data!.updateRows.results[0].userErrors[0]).toMatchObject({ code: 'CONFLICT', values: { current: 'sk-rotated-by-admin' } });
    const published = client.db.all('Media').find((row) => row.status === 'PUBLISHED')!;
    const editor = await updateRows('EDITOR', [{ id: published.id, input: { status: 'DRAFT' }, expected: { status: 'ARCHIVED' } }], 'Media');
    expect(editor.data!.updateRows.results[0].userErrors[0].code).toBe('FORBIDDEN');
  });
});
