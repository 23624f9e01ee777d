// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestServer, type TestClient } from './harness';

interface Result { id: string; ok: boolean; userErrors: { field: string[] | null; message: string; code: string }[] }
interface Payload { updatedIds: string[]; results: Result[] }

let client: TestClient;
beforeAll(async () => {
  client = await startTestServer();
});
afterAll(() => client.stop());

const bulk = async (role: string, subject: string, ids: string[], input: Record<string, unknown>) =>
  client.run<{ bulkUpdate: Payload }>('BulkUpdate', { subject, ids, input }, await client.login(role));

describe('bulkUpdate', () => {
  it('checks the rules per row: EDITOR archives drafts, a published item is refused with its reason and kept', async () => {
    const drafts = client.db.all('Media').filter((row) => row.status === 'DRAFT').slice(0, 2);
    const published = client.db.all('Media').find((row) => row.status === 'PUBLISHED')!;
    const ids = [drafts[0].id, published.id, drafts[1].id];
    const result = await bulk('EDITOR', 'Media', ids, { status: 'ARCHIVED' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.bulkUpdate.updatedIds).toEqual([drafts[0].id, drafts[1].id]);
    expect(result.data!.bulkUpdate.results).toEqual([
      { id: drafts[0].id, ok: true, userErrors: [] },
      { id: published.id, ok: false, userErrors: [{ field: ['input', 'status'], message: 'ability.reason.publishedMediaStatus', code: 'FORBIDDEN', values: null }] },
      { id: drafts[1].id, ok: true, userErrors: [] },
    ]);
    expect(drafts.map((row) => client.db.get('Media', row.id)!.status)).toEqual(['ARCHIVED', 'ARCHIVED']);
    expect(client.db.get('Media', published.id)!.status).toBe('PUBLISHED');
  });

  it('a flag every row allows is saved on all of them, published ones included', async () => {
    const rows = client.db.all('Media').filter((row) => row.status === 'PUBLISHED').slice(0, 3);
    const result = await bulk('EDITOR', 'Media', rows.map((row) => row.id), { isFeatured: true });
    expect(result.data!.bulkUpdate.updatedIds).toEqual(rows.map((row) => row.id));
    expect(rows.every((row) => client.db.get('Media', row.id)!.isFeatured === true)).toBe(true);
  });

  it('answers validation and missing rows per row', async () => {
    const plan = client.db.all('Plan')[0];
    const result = await bulk('ADMIN', 'Plan', [plan.id, '999999'], { price: -5 });
    const [first, missing] = result.data!.bulkUpdate.results;
    expect(first).toMatchObject({ id: plan.id, ok: false });
    expect(first.userErrors[0].field).toEqual(['input', 'price']);
    expect(missing).toEqual({ id: '999999', ok: false, userErrors: [expect.objectContaining({ code: 'NOT_FOUND' })] });
  });

  it('is FORBIDDEN as a whole for who may update none, and refuses unique fields and unknown input', async () => {
    const media = client.db.all('Media')[0];
    expect(codeOf(await bulk('SUPPORT', 'Media', [media.id], { isNew: true }))).toBe('FORBIDDEN');
    expect(codeOf(await bulk('ADMIN', 'Language', [client.db.all('Language')[0].id], { code: 'xx' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await bulk('ADMIN', 'Media', [media.id], { nope: 1 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await bulk('ADMIN', 'Nothing', [media.id], { isNew: true }))).toBe('BAD_USER_INPUT');
  });
});
