// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppAbility } from '../../src/ability/ability';
import { defineRulesFor } from '../../src/ability/rules';
import { STAFF_ROLES } from '../../src/ability/subjects';
import { TRASH_RETENTION_DAYS } from '../../mock-server/undo/trash';
import type { Row } from '../../mock-server/store/types';
import { startTestServer, type TestClient } from './harness';
import { sampleInput } from './fixtures';

/** Soft deletes, the trash, restore, and the change history with revert (issue 13, items 2 and 6). */
let now = Date.parse('2026-05-01T08:00:00.000Z');
let client: TestClient;
let token: string;
beforeAll(async () => {
  client = await startTestServer({}, { clock: () => now });
  token = await client.login('ADMIN');
});
afterAll(() => client.stop());

interface TrashData {
  trash: { items: { id: string; label: string; cascadeCount: number; deletedBy: { name: string } | null; purgeAt: string }[]; total: number; retentionDays: number };
}
interface Change {
  field: string;
  before: unknown;
  after: unknown;
  redacted: boolean;
}
interface HistoryData {
  history: { id: string; action: string; by: { name: string } | null; changes: Change[] }[];
}
interface RestoreData {
  restore: { restoredIds: string[]; userErrors: { code: string; message: string; values: Record<string, unknown> | null }[] };
}

const trash = (subject: string, as = token) => client.run<TrashData>('Trash', { subject }, as);
const history = (subject: string, id: string, as = token) => client.run<HistoryData>('History', { subject, id }, as);
const restore = (subject: string, ids: string[], as = token) => client.run<RestoreData>('Restore', { subject, ids }, as);

async function createProduct(sku: string): Promise<string> {
  const input = { ...sampleInput(client.db, 'Product'), sku };
  const created = await client.run<{ productCreate: { product: { id: string } } }>('ProductCreate', { input }, token);
  const id = created.data!.productCreate.product.id;
  for (const name of ['Level', 'Skill']) {
    await client.run('ProductAttributeCreate', { input: { productId: id, name, value: 'B1' } }, token);
  }
  return id;
}

const attributesOf = (id: string) => client.db.all('ProductAttribute').filter((row) => (row.product as Row | null)?.id === id);

describe('soft delete and restore', () => {
  it('hides a deleted row from gets, lists, totals and search, and keeps it in the trash with its cascade', async () => {
    const id = await createProduct('UNDO-SKU-1');
    const title = String(client.db.get('Product', id)!.title);
    const totalBefore = client.db.list('Product', {}).total;
    const deleted = await client.run<{ productDelete: { deletedId: string } }>('ProductDelete', { id }, token);
    expect(deleted.data!.productDelete.deletedId).toBe(id);

    expect(client.db.get('Product', id)).toBeUndefined();
    expect(attributesOf(id)).toHaveLength(0);
    const list = await client.run<{ productList: { total: number; items: { id: string }[] } }>('ProductList', { page: 1, pageSize: null, filter: { search: 'UNDO-SKU-1' } }, token);
    expect(list.data!.productList.total).toBe(0);
    expect(client.db.list('Product', {}).total).toBe(totalBefore - 1);
    const search = await client.request<{ search: { id: string }[] }>('query($q: String!) { search(query: $q) { id } }', { q: 'UNDO-SKU-1' }, token);
    expect(search.data!.search).toEqual([]);

    const kept = (await trash('Product')).data!.trash;
    const entry = kept.items.find((item) => item.id === id)!;
    expect(entry).toMatchObject({ label: title, cascadeCount: 2, deletedBy: { name: expect.any(String) } });
    expect(Date.parse(entry.purgeAt) - now).toBe(TRASH_RETENTION_DAYS * 24 * 3600 * 1000);
    expect(kept.retentionDays).toBe(TRASH_RETENTION_DAYS);

    const restored = await restore('Product', [id]);
    expect(restored.data!.restore).toEqual({ restoredIds: [id], userErrors: [] });
    expect(client.db.get('Product', id)?.sku).toBe('UNDO-SKU-1');
    expect(attributesOf(id).map((row) => row.name).sort()).toEqual(['Level', 'Skill']);
    expect(client.db.list('Product', {}).total).toBe(totalBefore);
    expect((await trash('Product')).data!.trash.items.some((item) => item.id === id)).toBe(false);
  });

  it('restores a bulk delete in one call', async () => {
    const ids = [await createProduct('UNDO-BULK-1'), await createProduct('UNDO-BULK-2')];
    await client.run('ProductBulkDelete', { ids }, token);
    expect(ids.map((id) => client.db.get('Product', id))).toEqual([undefined, undefined]);
    expect((await restore('Product', ids)).data!.restore.restoredIds).toEqual(ids);
    expect(ids.every((id) => client.db.get('Product', id) && attributesOf(id).length === 2)).toBe(true);
  });

  it('refuses to restore a row whose unique value was taken meanwhile, and keeps it in the trash', async () => {
    const id = await createProduct('UNDO-TAKEN');
    await client.run('ProductDelete', { id }, token);
    await client.run('ProductCreate', { input: { ...sampleInput(client.db, 'Product'), sku: 'undo-taken' } }, token);
    const refused = (await restore('Product', [id])).data!.restore;
    expect(refused.restoredIds).toEqual([]);
    expect(refused.userErrors).toEqual([expect.objectContaining({ code: 'TAKEN', message: 'trash.taken', values: expect.objectContaining({ id, field: 'sku' }) })]);
    expect(client.db.get('Product', id)).toBeUndefined();
    expect((await trash('Product')).data!.trash.items.some((item) => item.id === id)).toBe(true);
  });

  it('needs the ability to delete to restore, and read access to see the trash', async () => {
    const id = await createProduct('UNDO-AUTH');
    await client.run('ProductDelete', { id }, token);
    const rules = (role: string) => createAppAbility(defineRulesFor(role));
    const reader = STAFF_ROLES.find((role) => rules(role).can('read', 'Product') && !rules(role).can('delete', 'Product'));
    const outsider = STAFF_ROLES.find((role) => !rules(role).can('read', 'Product'));
    if (reader) expect((await restore('Product', [id], await client.login(reader))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    if (outsider) expect((await trash('Product', await client.login(outsider))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(reader ?? outsider).toBeDefined();
    expect(client.db.get('Product', id)).toBeUndefined();
  });

  it('purges what was deleted longer ago than the retention, with its history', async () => {
    const id = await createProduct('UNDO-PURGE');
    await client.run('ProductDelete', { id }, token);
    now += (TRASH_RETENTION_DAYS - 1) * 24 * 3600 * 1000;
    expect((await trash('Product')).data!.trash.items.some((item) => item.id === id)).toBe(true);
    now += 2 * 24 * 3600 * 1000;
    expect((await trash('Product')).data!.trash.items.some((item) => item.id === id)).toBe(false);
    expect((await restore('Product', [id])).data!.restore.userErrors).toEqual([expect.objectContaining({ code: 'NOT_FOUND', message: 'trash.gone' })]);
    expect((await history('Product', id)).data!.history).toEqual([]);
  });
});

describe('history', () => {
  it('records create, update, delete and restore with who, and before and after per field', async () => {
    const id = await createProduct('UNDO-HIST');
    await client.run('ProductUpdate', { id, input: { title: 'Second title', price: 700 } }, token);
    await client.run('ProductDelete', { id }, token);
    await restore('Product', [id]);
    const entries = (await history('Product', id)).data!.history;
    expect(entries.map((entry) => entry.action)).toEqual(['RESTORE', 'DELETE', 'UPDATE', 'CREATE']);
    expect(entries.every((entry) => entry.by?.name)).toBe(true);
    const update = entries[2];
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', before: expect.any(String), after: 'Second title', redacted: false },
        { field: 'price', before: expect.any(Number), after: 700, redacted: false },
      ]),
    );
    expect(update.changes).toHaveLength(2);
    expect(entries[3].changes).toContainEqual({ field: 'sku', before: null, after: 'UNDO-HIST', redacted: false });
    const attribute = attributesOf(id)[0];
    const its = (await history('ProductAttribute', attribute.id)).data!.history;
    expect(its[0].action).toBe('RESTORE');
    expect(its.find((entry) => entry.action === 'CREATE')!.changes).toContainEqual({
      field: 'product',
      before: null,
      after: { id, type: 'Product', label: expect.any(String) },
      redacted: false,
    });
  });

  it('reverts a row to the version right after an entry, as a new update', async () => {
    const id = await createProduct('UNDO-REVERT');
    await client.run('ProductUpdate', { id, input: { title: 'Version one', price: 100 } }, token);
    await client.run('ProductUpdate', { id, input: { title: 'Version two' } }, token);
    await client.run('ProductUpdate', { id, input: { price: 300 } }, token);
    const first = (await history('Product', id)).data!.history.find((entry) => entry.changes.some((change) => change.after === 'Version one'))!;
    const reverted = await client.run<{ revertTo: RestoreData['restore'] }>('RevertTo', { subject: 'Product', id, entryId: first.id }, token);
    expect(reverted.data!.revertTo).toEqual({ restoredIds: [id], userErrors: [] });
    expect(client.db.get('Product', id)).toMatchObject({ title: 'Version one', price: 100, sku: 'UNDO-REVERT' });
    const latest = (await history('Product', id)).data!.history[0];
    expect(latest.action).toBe('UPDATE');
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', before: 'Version two', after: 'Version one', redacted: false },
        { field: 'price', before: 300, after: 100, redacted: false },
      ]),
    );
  });

  it('names the reported item of an abuse report, not its id, and reverts to it', async () => {
    const body = 'A long comment that goes on and on about the episode, far past what a history cell shows whole.';
    const made = await client.run<{ commentCreate: { comment: { id: string } } }>('CommentCreate', { input: { ...sampleInput(client.db, 'Comment'), body } }, token);
    const comment = client.db.get('Comment', made.data!.commentCreate.comment.id)!;
    const media = client.db.all('Media')[0];
    const user = client.db.all('User')[20];
    const report = client.db.all('Abuse').find((row) => row.targetType === 'COMMENT')!;
    await client.run('AbuseUpdate', { id: report.id, input: { targetType: 'COMMENT', targetId: comment.id } }, token);
    await client.run('AbuseUpdate', { id: report.id, input: { targetType: 'MEDIA', targetId: media.id } }, token);
    await client.run('AbuseUpdate', { id: report.id, input: { targetType: 'USER', targetId: user.id } }, token);

    const [toUser, toMedia] = (await history('Abuse', report.id)).data!.history;
    const shortened = { id: comment.id, type: 'Comment', label: expect.stringMatching(/…$/) };
    expect(toMedia.changes).toContainEqual({ field: 'targetId', before: shortened, after: { id: media.id, type: 'Media', label: media.title }, redacted: false });
    expect(toMedia.changes).toContainEqual({ field: 'targetType', before: 'COMMENT', after: 'MEDIA', redacted: false });
    expect(toUser.changes).toContainEqual({ field: 'targetId', before: { id: media.id, type: 'Media', label: media.title }, after: { id: user.id, type: 'User', label: user.fullName }, redacted: false });
    // The comment's text as the queue shows it: one line, cut at a word with an ellipsis.
    const label = (toMedia.changes.find((change) => change.field === 'targetId')!.before as { label: string }).label;
    expect(label.length).toBeLessThanOrEqual(61);
    expect(String(comment.body).replace(/\s+/g, ' ').startsWith(label.slice(0, -1))).toBe(true);

    const reverted = await client.run<{ revertTo: RestoreData['restore'] }>('RevertTo', { subject: 'Abuse', id: report.id, entryId: toMedia.id }, token);
    expect(reverted.data!.revertTo).toEqual({ restoredIds: [report.id], userErrors: [] });
    expect(client.db.get('Abuse', report.id)).toMatchObject({ targetType: 'MEDIA', targetId: media.id });
  });

  it('never records a secret key, only that it changed', async () => {
    const gateway = client.db.all('PayGateway')[0];
    await client.run('PayGatewayUpdate', { id: gateway.id, input: { secretKey: 'sk_live_history_secret' } }, token);
    const response = await client.request<HistoryData>('query($id: ID!) { history(subject: "PayGateway", id: $id) { changes { field before after redacted } } }', { id: gateway.id }, token);
    expect(JSON.stringify(response)).not.toContain('sk_live_history_secret');
    expect(JSON.stringify(response)).not.toContain(String(gateway.secretKey));
    expect(response.data!.history[0].changes).toEqual([{ field: 'secretKey', before: null, after: null, redacted: true }]);
  });
});

describe('trash and history across a restart (--data DIR)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-undo-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the trash and the history, and restores after the restart', async () => {
    const first = await startTestServer({ dataDir: dir });
    const admin = await first.login('ADMIN');
    const keyword = first.db.all('KeywordModule').find((row) => first.db.all('Vocabulary').some((word) => word.keywordModule === row) && first.db.referencesTo(row).every((group) => group.type === 'Vocabulary'))!;
    const words = first.db.all('Vocabulary').filter((word) => word.keywordModule === keyword).map((word) => word.id).sort();
    await first.run('KeywordModuleUpdate', { id: keyword.id, input: { title: 'Before the restart' } }, admin);
    const deleted = await first.run<{ keywordModuleDelete: { deletedId: string | null } }>('KeywordModuleDelete', { id: keyword.id }, admin);
    expect(deleted.data!.keywordModuleDelete.deletedId).toBe(keyword.id);
    await first.stop();

    const second = await startTestServer({ dataDir: dir, port: first.server.port });
    try {
      const again = await second.login('ADMIN');
      expect(second.db.get('KeywordModule', keyword.id)).toBeUndefined();
      const kept = await second.run<TrashData>('Trash', { subject: 'KeywordModule' }, again);
      expect(kept.data!.trash.items.find((item) => item.id === keyword.id)).toMatchObject({ label: 'Before the restart', cascadeCount: words.length });
      const restored = await second.run<RestoreData>('Restore', { subject: 'KeywordModule', ids: [keyword.id] }, again);
      expect(restored.data!.restore.userErrors).toEqual([]);
      const back = second.db.get('KeywordModule', keyword.id)!;
      expect(back.title).toBe('Before the restart');
      expect(second.db.all('Vocabulary').filter((word) => word.keywordModule === back).map((word) => word.id).sort()).toEqual(words);
      expect(back.media).toBe(second.db.get('Media', (back.media as Row).id));
      const entries = await second.run<HistoryData>('History', { subject: 'KeywordModule', id: keyword.id }, again);
      expect(entries.data!.history.map((entry) => entry.action).slice(0, 3)).toEqual(['RESTORE', 'DELETE', 'UPDATE']);
    } finally {
      await second.stop();
    }
    // Two servers seed, save and load every table: slow on a busy machine.
  }, 120_000);
});
