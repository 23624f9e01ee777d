// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient } from './harness';
import { sampleInput } from './fixtures';

/**
 * Abuse reports are the moderators' evidence: deleting the reported row (EDITOR deleting a draft
 * media item) leaves its reports in the queue, where MODERATOR still sees and handles them.
 */
let client: TestClient;
beforeAll(async () => {
  client = await startTestServer();
});
afterAll(() => client.stop());

type Report = { id: string; targetType: string; targetId: string; status: string; handledBy: { id: string } | null };
const REPORT = 'id targetType targetId status handledBy { id }';

async function openReportAboutDraftMedia() {
  const media = client.db.all('Media').find((row) => row.status === 'DRAFT' && client.db.referencesTo(row).length === 0)!;
  const input = { ...sampleInput(client.db, 'Abuse'), targetType: 'MEDIA', targetId: media.id, status: 'OPEN' };
  const created = await client.run<{ abuseCreate: { abuse: { id: string } | null; userErrors: unknown[] } }>('AbuseCreate', { input }, await client.login('ADMIN'));
  expect(created.data!.abuseCreate.userErrors).toEqual([]);
  return { media, reportId: created.data!.abuseCreate.abuse!.id };
}

const queue = async () =>
  (await client.request<{ abuseList: { items: Report[] } }>(`{ abuseList(page: 1, pageSize: null, filter: { status: [OPEN] }) { items { ${REPORT} } } }`, {}, await client.login('MODERATOR')))
    .data!.abuseList.items;

describe('reports about a deleted row', () => {
  it('stay in the moderators’ queue, naming the deleted target', async () => {
    const { media, reportId } = await openReportAboutDraftMedia();
    const deleted = await client.run<{ mediaDelete: { deletedId: string | null; userErrors: unknown[] } }>('MediaDelete', { id: media.id }, await client.login('EDITOR'));
    expect(deleted.data!.mediaDelete).toEqual({ deletedId: media.id, userErrors: [] });
    expect(client.db.get('Media', media.id)).toBeUndefined();

    expect(await queue()).toContainEqual({ id: reportId, targetType: 'MEDIA', targetId: media.id, status: 'OPEN', handledBy: null });
    // Nothing of the report went to the trash with the media item.
    const trash = await client.request<{ trash: { items: { id: string; cascadeCount: number }[] } }>(
      '{ trash(subject: "Media", pageSize: null) { items { id cascadeCount } } }',
      {},
      await client.login('ADMIN'),
    );
    expect(trash.data!.trash.items).toContainEqual({ id: media.id, cascadeCount: 0 });
  });

  it('can still be handled by MODERATOR', async () => {
    const { media, reportId } = await openReportAboutDraftMedia();
    await client.run('MediaDelete', { id: media.id }, await client.login('EDITOR'));
    const moderator = await client.login('MODERATOR');
    const handled = await client.request<{ abuseUpdate: { abuse: Report | null; userErrors: unknown[] } }>(
      `mutation($id: ID!) { abuseUpdate(id: $id, input: { status: RESOLVED }) { abuse { ${REPORT} } userErrors { field message code } } }`,
      { id: reportId },
      moderator,
    );
    expect(handled.data!.abuseUpdate.userErrors).toEqual([]);
    expect(handled.data!.abuseUpdate.abuse).toMatchObject({ status: 'RESOLVED', handledBy: { id: client.db.all('User').find((u) => u.email === 'moderator@example.com')!.id } });
    expect((await queue()).map((report) => report.id)).not.toContain(reportId);
  });

  it('point at the row again when it is restored; a new report about a deleted row is still refused', async () => {
    const { media, reportId } = await openReportAboutDraftMedia();
    await client.run('MediaDelete', { id: media.id }, await client.login('EDITOR'));
    const admin = await client.login('ADMIN');
    const again = await client.run<{ abuseCreate: { userErrors: { field: string[]; code: string }[] } }>(
      'AbuseCreate',
      { input: { ...sampleInput(client.db, 'Abuse'), targetType: 'MEDIA', targetId: media.id } },
      admin,
    );
    expect(again.data!.abuseCreate.userErrors).toContainEqual(expect.objectContaining({ field: ['input', 'targetId'], code: 'NOT_FOUND' }));

    const restored = await client.run<{ restore: { restoredIds: string[] } }>('Restore', { subject: 'Media', ids: [media.id] }, admin);
    expect(restored.data!.restore.restoredIds).toEqual([media.id]);
    expect(client.db.get('Abuse', reportId)).toMatchObject({ targetType: 'MEDIA', targetId: media.id, status: 'OPEN' });
    expect(client.db.get('Media', media.id)).toBeDefined();
  });
});
