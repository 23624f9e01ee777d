// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient } from './harness';
import { sampleInput } from './fixtures';

/** Abuse reports are references: to rows that exist, and gone with the row they are about. */
let client: TestClient;
let token: string;
beforeAll(async () => {
  client = await startTestServer();
  token = await client.login('ADMIN');
});
afterAll(() => client.stop());

type Payload = { abuseCreate: { abuse: { id: string } | null; userErrors: { field: string[]; code: string }[] } };

describe('abuse report targets', () => {
  it('every seeded report points at a row that exists', () => {
    const types: Record<string, string> = { COMMENT: 'Comment', MEDIA: 'Media', USER: 'User' };
    for (const report of client.db.all('Abuse')) {
      expect(client.db.get(types[String(report.targetType)], String(report.targetId)), `Abuse ${report.id}`).toBeDefined();
    }
  });

  it('refuses a report about a row that does not exist', async () => {
    const before = client.db.all('Abuse').length;
    for (const targetType of ['COMMENT', 'MEDIA', 'USER']) {
      const input = { ...sampleInput(client.db, 'Abuse'), targetType, targetId: '999999' };
      const result = await client.run<Payload>('AbuseCreate', { input }, token);
      expect(result.data!.abuseCreate.userErrors).toContainEqual(expect.objectContaining({ field: ['input', 'targetId'], code: 'NOT_FOUND' }));
    }
    expect(client.db.all('Abuse').length).toBe(before);
  });

  it('names the reported row in the list itself, in one request, for MODERATOR', async () => {
    const moderator = await client.login('MODERATOR');
    type Item = { targetType: string; targetId: string; target: { __typename: string; id: string; body?: string; title?: string; fullName?: string } | null };
    const result = await client.run<{ abuseList: { items: Item[] } }>('AbuseList', { page: 1, pageSize: 60, filter: {} }, moderator);
    expect(result.errors).toBeUndefined();
    const items = result.data!.abuseList.items;
    const types: Record<string, string> = { COMMENT: 'Comment', MEDIA: 'Media', USER: 'User' };
    expect(new Set(items.map((item) => item.targetType))).toEqual(new Set(['COMMENT', 'MEDIA', 'USER']));
    for (const item of items) {
      const row = client.db.get(types[item.targetType], item.targetId)!;
      expect(item.target).toMatchObject({ __typename: types[item.targetType], id: item.targetId });
      const label = { COMMENT: row.body, MEDIA: row.title, USER: row.fullName }[item.targetType];
      expect(item.target!.body ?? item.target!.title ?? item.target!.fullName).toBe(label);
    }
  });

  it('keeps the reports about a comment when the comment is deleted (moderation-evidence.test.ts)', async () => {
    const comment = client.db.all('Comment').find((row) => client.db.referencesTo(row).length === 0)!;
    const input = { ...sampleInput(client.db, 'Abuse'), targetType: 'COMMENT', targetId: comment.id };
    const created = await client.run<Payload>('AbuseCreate', { input }, token);
    const reportId = created.data!.abuseCreate.abuse!.id;
    const deleted = await client.run('CommentDelete', { id: comment.id }, token);
    expect(deleted.errors).toBeUndefined();
    expect(client.db.get('Comment', comment.id)).toBeUndefined();
    expect(client.db.get('Abuse', reportId)).toBeDefined();
  });
});
