// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestServer, type TestClient } from './harness';

interface View { id: string; name: string; query: string; columns: string[]; owner: { id: string; name: string }; sharedWithRole: string | null }
interface Payload { savedView: View | null; userErrors: { field: string[] | null; message: string; code: string; values?: Record<string, unknown> }[] }

let client: TestClient;
beforeAll(async () => {
  client = await startTestServer();
});
afterAll(() => client.stop());

const create = async (role: string, input: Record<string, unknown>) =>
  (await client.run<{ savedViewCreate: Payload }>('SavedViewCreate', { input: { entity: 'Payment', columns: [], ...input } }, await client.login(role))).data!.savedViewCreate;
const namesFor = async (role: string, entity = 'Payment') => {
  const result = await client.run<{ savedViews: View[] }>('SavedViews', { entity }, await client.login(role));
  return result.data?.savedViews.map((view) => view.name) ?? codeOf(result);
};

describe('saved views', () => {
  it('a role sees its own views and those shared with it, no one else\'s', async () => {
    const shared = await create('ADMIN', { name: 'Failed, newest first', query: 'status=FAILED&sort=CREATED_AT:desc', columns: ['trackingCode', 'amount'], sharedWithRole: 'FINANCE' });
    expect(shared.userErrors).toEqual([]);
    expect(shared.savedView).toMatchObject({ query: 'status=FAILED&sort=CREATED_AT:desc', columns: ['trackingCode', 'amount'], sharedWithRole: 'FINANCE', owner: { name: expect.any(String) } });
    expect((await create('ADMIN', { name: 'Mine only', query: 'status=PAID' })).userErrors).toEqual([]);
    expect((await create('FINANCE', { name: 'Finance private', query: 'pageSize=50' })).userErrors).toEqual([]);

    expect(await namesFor('ADMIN')).toEqual(['Failed, newest first', 'Mine only']);
    expect(await namesFor('FINANCE')).toEqual(['Failed, newest first', 'Finance private']);
    // SUPPORT reads payments but nothing is shared with it; EDITOR may not read payments at all.
    expect(await namesFor('SUPPORT')).toEqual([]);
    expect(await namesFor('EDITOR')).toBe('FORBIDDEN');

    const link = await client.run<{ savedView: View | null }>('SavedViewGet', { id: shared.savedView!.id }, await client.login('FINANCE'));
    expect(link.data!.savedView!.name).toBe('Failed, newest first');
    const hidden = await client.run<{ savedView: View | null }>('SavedViewGet', { id: shared.savedView!.id }, await client.login('SUPPORT'));
    expect(hidden.data!.savedView).toBeNull();
  });

  it('only the owner or ADMIN changes or deletes a view', async () => {
    const view = (await create('FINANCE', { name: 'To share', query: '', sharedWithRole: 'SUPPORT' })).savedView!;
    const support = await client.login('SUPPORT');
    const refused = await client.run('SavedViewUpdate', { id: view.id, input: { name: 'Hijacked' } }, support);
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(codeOf(await client.run('SavedViewDelete', { id: view.id }, support))).toBe('FORBIDDEN');

    const renamed = await client.run<{ savedViewUpdate: Payload }>('SavedViewUpdate', { id: view.id, input: { name: 'Renamed', sharedWithRole: null } }, await client.login('FINANCE'));
    expect(renamed.data!.savedViewUpdate.savedView).toMatchObject({ name: 'Renamed', sharedWithRole: null });
    expect(await namesFor('SUPPORT')).toEqual([]);

    const adminView = (await create('FINANCE', { name: 'Admin may delete', query: '', sharedWithRole: 'ADMIN' })).savedView!;
    const deleted = await client.run<{ savedViewDelete: { deletedId: string } }>('SavedViewDelete', { id: adminView.id }, await client.login('ADMIN'));
    expect(deleted.data!.savedViewDelete.deletedId).toBe(adminView.id);
    expect(await namesFor('FINANCE')).not.toContain('Admin may delete');
  });

  it('keeps only filters, sort and columns the entity has, and shares only with a role that may read it', async () => {
    const bad = await create('ADMIN', { name: 'Bad', query: 'status=PAID&secretKey=x&sort=NOPE:asc', columns: ['amount', 'password'], sharedWithRole: 'EDITOR' });
    expect(bad.savedView).toBeNull();
    expect(bad.userErrors).toEqual([
      expect.objectContaining({ field: ['input', 'query'], message: 'views.unknownFilter', values: { name: 'secretKey' } }),
      expect.objectContaining({ field: ['input', 'query'], message: 'views.unknownFilter', values: { name: 'sort' } }),
      expect.objectContaining({ field: ['input', 'columns'], message: 'views.unknownColumn', values: { names: 'password' } }),
      expect.objectContaining({ field: ['input', 'sharedWithRole'], message: 'views.roleCannotRead', values: { role: 'EDITOR' } }),
    ]);
    const taken = await create('ADMIN', { name: 'Mine only', query: '' });
    expect(taken.userErrors).toEqual([expect.objectContaining({ code: 'TAKEN', message: 'views.nameTaken' })]);
    const blank = await create('ADMIN', { name: '  ', query: '' });
    expect(blank.userErrors).toEqual([expect.objectContaining({ code: 'REQUIRED', field: ['input', 'name'] })]);
  });
});

describe('saved views with --data', () => {
  it('survive a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'views-'));
    try {
      const first = await startTestServer({ dataDir: dir });
      const token = await first.login('ADMIN');
      const made = await first.run<{ savedViewCreate: Payload }>('SavedViewCreate', { input: { entity: 'Media', name: 'Drafts', query: 'status=DRAFT', columns: ['title'], sharedWithRole: 'EDITOR' } }, token);
      expect(made.data!.savedViewCreate.userErrors).toEqual([]);
      await first.stop();
      const second = await startTestServer({ dataDir: dir });
      const listed = await second.run<{ savedViews: View[] }>('SavedViews', { entity: 'Media' }, await second.login('EDITOR'));
      expect(listed.data!.savedViews).toEqual([expect.objectContaining({ name: 'Drafts', query: 'status=DRAFT', columns: ['title'], sharedWithRole: 'EDITOR' })]);
      await second.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
