// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_TTL_MS } from '../../mock-server/presence';
import { codeOf, startTestServer, type TestClient } from './harness';

/** Presence: who else has a record open in a form, told only to staff who may read that record. */
interface Editor {
  userId: string;
  fullName: string;
  since: string;
}

let client: TestClient;

const beat = async (role: string, subject: string, id: string, leaving = false) =>
  client.run<{ presenceHeartbeat: Editor[] }>('PresenceHeartbeat', { subject, id, leaving }, await client.login(role));
const names = async (role: string, subject: string, id: string) => {
  const response = await beat(role, subject, id);
  expect(response.errors, `${role} ${subject}`).toBeUndefined();
  return response.data!.presenceHeartbeat.map((editor) => editor.fullName);
};

beforeAll(async () => {
  client = await startTestServer();
});
afterAll(() => client.stop());

describe('presenceHeartbeat', () => {
  it('answers the others who have the record open, not the viewer', async () => {
    const media = client.db.all('Media')[0];
    expect(await names('ADMIN', 'Media', media.id)).toEqual([]);
    expect(await names('EDITOR', 'Media', media.id)).toEqual(['مریم احمدی']);
    expect(await names('ADMIN', 'Media', media.id)).toEqual(['علی رضایی']);
    // Another record is another room.
    expect(await names('EDITOR', 'Media', client.db.all('Media')[1].id)).toEqual([]);
  });

  it('forgets a viewer who left, and one whose form stopped beating', async () => {
    const media = client.db.all('Media')[2];
    await names('ADMIN', 'Media', media.id);
    await names('EDITOR', 'Media', media.id);
    await beat('EDITOR', 'Media', media.id, true);
    expect(await names('ADMIN', 'Media', media.id)).toEqual([]);

    await names('EDITOR', 'Media', media.id);
    const clock = client.db.clock;
    const now = clock();
    client.db.clock = () => now + PRESENCE_TTL_MS + 1;
    try {
      expect(await names('ADMIN', 'Media', media.id)).toEqual([]);
    } finally {
      client.db.clock = clock;
    }
  });

  it('tells no one who may not read the record', async () => {
    const payment = client.db.all('Payment')[0];
    expect(await names('FINANCE', 'Payment', payment.id)).toEqual([]);
    const editor = await beat('EDITOR', 'Payment', payment.id);
    expect(codeOf(editor)).toBe('FORBIDDEN');
    expect(await names('ADMIN', 'Payment', payment.id)).toEqual(['حمید کریمی']);
  });

  it('refuses an unknown subject and answers nothing for a missing record', async () => {
    expect(codeOf(await beat('ADMIN', 'Nothing', '1'))).toBe('BAD_USER_INPUT');
    expect(await names('ADMIN', 'Media', 'no-such-id')).toEqual([]);
    expect(codeOf(await client.run('PresenceHeartbeat', { subject: 'Media', id: '1' }, null))).toBe('UNAUTHENTICATED');
  });
});
