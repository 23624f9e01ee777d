// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestServer, type TestClient } from './harness';
import { sampleInput, tableFingerprint } from './fixtures';
import { openSocket, ROWS_CHANGED, subscribed, type RowsMessage } from './liveClient';

/** `updateRows`: one request, each row its own values, answered per row as `bulkUpdate` is (issue 33, items 5 and 6). */
interface Result { id: string; ok: boolean; userErrors: { field: string[] | null; message: string; code: string; values?: unknown }[] }
interface Payload { updatedIds: string[]; results: Result[] }
interface HistoryData { history: { action: string; by: { name: string } | null; changes: { field: string; before: unknown; after: unknown }[] }[] }
type Rows = { id: string; input: Record<string, unknown> }[];

let client: TestClient;
beforeAll(async () => {
  client = await startTestServer();
});
afterAll(() => client.stop());

const updateRows = async (role: string, subject: string, rows: Rows) =>
  client.run<{ updateRows: Payload }>('UpdateRows', { subject, rows }, await client.login(role));

/** Products of their own, so no other test's rows are touched. */
async function products(prefix: string, count: number): Promise<string[]> {
  const token = await client.login('ADMIN');
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const created = await client.run<{ productCreate: { product: { id: string } } }>('ProductCreate', { input: { ...sampleInput(client.db, 'Product'), sku: `${prefix}-${i}` } }, token);
    ids.push(created.data!.productCreate.product.id);
  }
  return ids;
}

describe('updateRows', () => {
  it('saves each row its own values, in one request, answered in order', async () => {
    const plans = client.db.all('Plan').slice(0, 3);
    const rows = plans.map((plan, i) => ({ id: plan.id, input: { price: 150000 + i * 10000 } }));
    const result = await updateRows('ADMIN', 'Plan', rows);
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateRows.updatedIds).toEqual(plans.map((plan) => plan.id));
    expect(result.data!.updateRows.results).toEqual(plans.map((plan) => ({ id: plan.id, ok: true, userErrors: [] })));
    expect(plans.map((plan) => client.db.get('Plan', plan.id)!.price)).toEqual([150000, 160000, 170000]);
  });

  it('checks the rules per row: EDITOR changes drafts, a published item is refused with its reason and kept', async () => {
    const drafts = client.db.all('Media').filter((row) => row.status === 'DRAFT').slice(0, 2);
    const published = client.db.all('Media').find((row) => row.status === 'PUBLISHED')!;
    const result = await updateRows('EDITOR', 'Media', [
      { id: drafts[0].id, input: { status: 'ARCHIVED' } },
      { id: published.id, input: { status: 'DRAFT' } },
      { id: drafts[1].id, input: { isFeatured: true } },
    ]);
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateRows.updatedIds).toEqual([drafts[0].id, drafts[1].id]);
    expect(result.data!.updateRows.results[1]).toEqual({
      id: published.id,
      ok: false,
      userErrors: [{ field: ['input', 'status'], message: 'ability.reason.publishedMediaStatus', code: 'FORBIDDEN', values: null }],
    });
    expect(client.db.get('Media', drafts[0].id)!.status).toBe('ARCHIVED');
    expect(client.db.get('Media', drafts[1].id)!.isFeatured).toBe(true);
    expect(client.db.get('Media', published.id)!.status).toBe('PUBLISHED');
  });

  it('answers validation and missing rows on their own rows, and saves the rest', async () => {
    const [plan, other] = client.db.all('Plan').slice(3, 5);
    const result = await updateRows('ADMIN', 'Plan', [
      { id: plan.id, input: { price: -5 } },
      { id: '999999', input: { price: 1000 } },
      { id: other.id, input: { price: 99000 } },
    ]);
    const [invalid, missing, saved] = result.data!.updateRows.results;
    expect(invalid).toMatchObject({ id: plan.id, ok: false });
    expect(invalid.userErrors[0].field).toEqual(['input', 'price']);
    expect(missing).toEqual({ id: '999999', ok: false, userErrors: [expect.objectContaining({ code: 'NOT_FOUND' })] });
    expect(saved).toEqual({ id: other.id, ok: true, userErrors: [] });
    expect(client.db.get('Plan', plan.id)!.price).not.toBe(-5);
  });

  it('sets unique fields, each row its own value; a value already taken is refused on its row', async () => {
    const ids = await products('ROWS-SKU', 3);
    const result = await updateRows('ADMIN', 'Product', [
      { id: ids[0], input: { sku: 'ROWS-NEW-A' } },
      { id: ids[1], input: { sku: 'ROWS-NEW-B' } },
      { id: ids[2], input: { sku: 'ROWS-NEW-A' } },
    ]);
    expect(result.data!.updateRows.updatedIds).toEqual([ids[0], ids[1]]);
    expect(result.data!.updateRows.results[2].userErrors).toEqual([expect.objectContaining({ field: ['input', 'sku'], code: 'TAKEN' })]);
    expect(ids.map((id) => client.db.get('Product', id)!.sku)).toEqual(['ROWS-NEW-A', 'ROWS-NEW-B', 'ROWS-SKU-2']);
  });

  it('writes each row its own history entry, by the viewer, with that row’s before and after', async () => {
    const ids = await products('ROWS-HIST', 2);
    await updateRows('ADMIN', 'Product', [
      { id: ids[0], input: { price: 1111 } },
      { id: ids[1], input: { price: 2222, title: 'Pasted title' } },
    ]);
    const token = await client.login('ADMIN');
    const [first, second] = await Promise.all(ids.map((id) => client.run<HistoryData>('History', { subject: 'Product', id }, token)));
    expect(first.data!.history[0]).toMatchObject({ action: 'UPDATE', changes: [{ field: 'price', before: expect.any(Number), after: 1111 }] });
    expect(first.data!.history[0].by?.name).toBeTruthy();
    expect(second.data!.history[0].action).toBe('UPDATE');
    expect(second.data!.history[0].changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'price', after: 2222 }), expect.objectContaining({ field: 'title', after: 'Pasted title' })]),
    );
  });

  it('tells live lists of the rows it saved, in one message, and not of a refused row', async () => {
    const socket = openSocket(client, { token: await client.login('ADMIN') });
    await socket.connected;
    const rows = await subscribed<RowsMessage>(client, socket, ROWS_CHANGED, { subject: 'Plan' });
    const [saved, refused, alsoSaved] = client.db.all('Plan').slice(5, 8);
    await updateRows('ADMIN', 'Plan', [
      { id: saved.id, input: { price: 41000 } },
      { id: refused.id, input: { price: -1 } },
      { id: alsoSaved.id, input: { isActive: !alsoSaved.isActive } },
    ]);
    const { rowsChanged } = (await rows.next()).data!;
    expect(rowsChanged.changes.map(({ id, kind, fields }) => ({ id, kind, fields }))).toEqual([
      { id: saved.id, kind: 'UPDATED', fields: ['price'] },
      { id: alsoSaved.id, kind: 'UPDATED', fields: ['isActive'] },
    ]);
    rows.stop();
    await socket.dispose();
  });
});

describe('updateRows refused as a whole, nothing saved', () => {
  it('is FORBIDDEN for who may update no row of the subject', async () => {
    const media = client.db.all('Media')[0];
    const before = tableFingerprint(client.db, 'Media');
    expect(codeOf(await updateRows('SUPPORT', 'Media', [{ id: media.id, input: { isNew: true } }]))).toBe('FORBIDDEN');
    expect(tableFingerprint(client.db, 'Media')).toBe(before);
  });

  it('refuses an id given twice, naming it', async () => {
    const [a, b] = client.db.all('Plan').slice(0, 2);
    const before = tableFingerprint(client.db, 'Plan');
    const result = await updateRows('ADMIN', 'Plan', [
      { id: a.id, input: { price: 5000 } },
      { id: b.id, input: { price: 6000 } },
      { id: a.id, input: { isActive: false } },
    ]);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0].message).toMatch(/^rows\.2\.id: /);
    expect(tableFingerprint(client.db, 'Plan')).toBe(before);
  });

  it('refuses an input that is not the entity’s update input, naming its row and field', async () => {
    const [a, b] = client.db.all('Plan').slice(0, 2);
    const before = tableFingerprint(client.db, 'Plan');
    const unknown = await updateRows('ADMIN', 'Plan', [{ id: a.id, input: { price: 5000 } }, { id: b.id, input: { nope: 1 } }]);
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect(unknown.errors![0].message).toMatch(/^rows\.1\.input\b.*nope/);
    const wrongType = await updateRows('ADMIN', 'Plan', [{ id: a.id, input: { price: 'cheap' } }]);
    expect(wrongType.errors![0].message).toMatch(/^rows\.0\.input\.price: /);
    expect(codeOf(await updateRows('ADMIN', 'Plan', [{ id: a.id, input: {} }]))).toBe('BAD_USER_INPUT');
    expect(codeOf(await updateRows('ADMIN', 'Nothing', [{ id: a.id, input: { price: 1 } }]))).toBe('BAD_USER_INPUT');
    expect(tableFingerprint(client.db, 'Plan')).toBe(before);
  });

  it('takes at most 1,000 rows', async () => {
    const media = client.db.all('Media').slice(0, 1001);
    const before = tableFingerprint(client.db, 'Media');
    const refused = await updateRows('ADMIN', 'Media', media.map((row) => ({ id: row.id, input: { isFree: true } })));
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0].message).toMatch(/1000/);
    expect(tableFingerprint(client.db, 'Media')).toBe(before);
  });

  it('is checked before the document’s first mutation runs', async () => {
    const plan = client.db.all('Plan')[0];
    const before = tableFingerprint(client.db, 'Accent');
    const response = await client.request(
      `mutation Two($a: AccentCreateInput!, $rows: [RowChangeInput!]!) {
        a: accentCreate(input: $a) { accent { id } userErrors { message } }
        b: updateRows(subject: "Plan", rows: $rows) { updatedIds }
      }`,
      { a: sampleInput(client.db, 'Accent'), rows: [{ id: plan.id, input: { isActive: false } }] },
      await client.login('EDITOR'),
    );
    expect(codeOf(response)).toBe('FORBIDDEN');
    expect((response.errors?.[0] as { path?: string[] }).path).toEqual(['b']);
    expect(tableFingerprint(client.db, 'Accent')).toBe(before);
  });

  it('counts its rows in the cost: many aliased 1,000-row requests are too expensive', async () => {
    const rows = client.db.all('Media').slice(0, 1000).map((row) => ({ id: row.id, input: { isFree: true } }));
    const query = `mutation($rows: [RowChangeInput!]!) { ${Array.from({ length: 10 }, (_, i) => `u${i}: updateRows(subject: "Media", rows: $rows) { updatedIds }`).join(' ')} }`;
    const before = tableFingerprint(client.db, 'Media');
    expect(codeOf(await client.request(query, { rows }, await client.login('ADMIN')))).toBe('QUERY_TOO_EXPENSIVE');
    expect(tableFingerprint(client.db, 'Media')).toBe(before);
  });
});
