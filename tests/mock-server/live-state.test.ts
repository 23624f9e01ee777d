// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient } from './harness';
import { sampleInput } from './fixtures';
import { openSocket, subscribe, type LiveSocket } from './liveClient';

/** Subscriptions to a state: presence on a record and the bell; each sends its state at once, then its changes. */
let server: TestClient;
const sockets: LiveSocket[] = [];
const socketAs = async (role: string) => {
  const socket = openSocket(server, { token: await server.login(role) });
  sockets.push(socket);
  await socket.connected;
  return socket;
};
const nameOf = (role: string) => String(server.db.all('User').find((row) => row.email === `${role.toLowerCase()}@example.com`)!.fullName);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await server.stop();
});

const PRESENCE = 'subscription Presence($subject: String!, $id: ID!) { presence(subject: $subject, id: $id) { userId fullName since } }';
interface Presence {
  presence: { userId: string; fullName: string }[];
}
const names = async (next: Promise<{ data?: Presence | null }>) => ((await next).data?.presence ?? []).map((editor) => editor.fullName);

describe('presence', () => {
  it('says at once who has the record open, then who comes and goes, sockets and heartbeats alike', async () => {
    const media = server.db.all('Media')[0];
    const editor = subscribe<Presence>(await socketAs('EDITOR'), PRESENCE, { subject: 'Media', id: media.id });
    expect(await names(editor.next())).toEqual([]);
    const admin = subscribe<Presence>(await socketAs('ADMIN'), PRESENCE, { subject: 'Media', id: media.id });
    expect(await names(admin.next())).toEqual([nameOf('EDITOR')]);
    expect(await names(editor.next())).toEqual([nameOf('ADMIN')]);
    // A client without a socket beats over HTTP: it sees the socket's viewers, and they see it.
    const beat = await server.run<Presence & { presenceHeartbeat: { fullName: string }[] }>('PresenceHeartbeat', { subject: 'Media', id: media.id }, await server.login('MODERATOR'));
    expect(beat.data!.presenceHeartbeat.map((other) => other.fullName).sort()).toEqual([nameOf('ADMIN'), nameOf('EDITOR')].sort());
    expect((await names(editor.next())).sort()).toEqual([nameOf('ADMIN'), nameOf('MODERATOR')].sort());
    await server.run('PresenceHeartbeat', { subject: 'Media', id: media.id, leaving: true }, await server.login('MODERATOR'));
    expect(await names(editor.next())).toEqual([nameOf('ADMIN')]);
    // Ending the subscription is closing the form.
    admin.stop();
    expect(await names(editor.next())).toEqual([]);
    editor.stop();
  });

  it('is refused to a viewer who may not read the record', async () => {
    const refused = subscribe<Presence>(await socketAs('FINANCE'), PRESENCE, { subject: 'Media', id: server.db.all('Media')[0].id });
    const { errors } = await refused.next();
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

const BELL = 'subscription Bell { viewerNotifications { unreadCount newest { kind values read } } }';
interface Bell {
  viewerNotifications: { unreadCount: number; newest: { kind: string; values: Record<string, unknown> | null; read: boolean } | null };
}

describe('viewerNotifications', () => {
  it('rings for a new row the viewer may read, not for one it may not, and goes quiet when read', async () => {
    const moderator = subscribe<Bell>(await socketAs('MODERATOR'), BELL);
    const finance = subscribe<Bell>(await socketAs('FINANCE'), BELL);
    const moderatorUnread = (await moderator.next()).data!.viewerNotifications.unreadCount;
    const financeUnread = (await finance.next()).data!.viewerNotifications.unreadCount;
    const admin = await server.login('ADMIN');

    const report = await server.run('AbuseCreate', { input: { ...sampleInput(server.db, 'Abuse'), status: 'OPEN' } }, admin);
    expect(report.errors).toBeUndefined();
    expect((await moderator.next()).data!.viewerNotifications).toMatchObject({ unreadCount: moderatorUnread + 1, newest: { kind: 'ABUSE_REPORTED', read: false } });

    // FINANCE may not read abuse reports: its next news is the failed payment, one more unread, not two.
    const payment = await server.run('PaymentCreate', { input: { ...sampleInput(server.db, 'Payment'), status: 'FAILED' } }, admin);
    expect(payment.errors).toBeUndefined();
    expect((await finance.next()).data!.viewerNotifications).toMatchObject({ unreadCount: financeUnread + 1, newest: { kind: 'PAYMENT_FAILED' } });

    await server.request('mutation { markNotificationsRead { unreadNotificationCount } }', {}, await server.login('MODERATOR'));
    expect((await moderator.next()).data!.viewerNotifications.unreadCount).toBe(0);
  });
});
