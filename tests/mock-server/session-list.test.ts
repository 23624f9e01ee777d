// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE } from '../../mock-server/live/options';
import { parseUserAgent } from '../../mock-server/auth/userAgent';
import { codeOf, startTestServer, type TestClient } from './harness';
import { openSocket, type LiveSocket } from './liveClient';

/** Sessions people can see and end (issue 36): listed with browser and address, ended at once, sockets too. */
let client: TestClient;
const opened: LiveSocket[] = [];
beforeAll(async () => {
  client = await startTestServer({ trustProxyHops: 1 });
});
afterAll(async () => {
  await Promise.all(opened.map((socket) => socket.dispose()));
  await client.stop();
});

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
async function signIn(email: string, from: string, userAgent: string): Promise<string> {
  const answer = await client.request<{ login: { token: string } }>(LOGIN, { email, password: client.config.devPassword }, null, { 'x-forwarded-for': from, 'user-agent': userAgent });
  return answer.data!.login.token;
}
type Session = { id: string; browser: string | null; system: string | null; address: string; signedInAt: string; lastSeenAt: string; current: boolean };
const mine = async (token: string) => (await client.run<{ viewer: { sessions: Session[] } }>('ViewerSessions', {}, token)).data!.viewer.sessions;
const VIEWER = '{ viewer { user { id } } }';

describe('the session list', () => {
  it('names browser and system, the address, and marks the one asking', async () => {
    const home = await signIn('finance@example.com', '198.51.100.1', FIREFOX);
    const phone = await signIn('finance@example.com', '198.51.100.2', SAFARI);
    const sessions = await mine(home);
    expect(sessions.map(({ browser, system, address, current }) => ({ browser, system, address, current }))).toEqual([
      { browser: 'Safari 17', system: 'iOS', address: '198.51.100.2', current: false },
      { browser: 'Firefox 133', system: 'Windows', address: '198.51.100.1', current: true },
    ]);
    expect((await mine(phone)).find((session) => session.current)?.address).toBe('198.51.100.2');
  });

  it('ends one session: its token is refused and its socket closed within a second', async () => {
    const here = await signIn('support@example.com', '198.51.100.3', FIREFOX);
    const there = await signIn('support@example.com', '198.51.100.4', SAFARI);
    const socket = openSocket(client, { token: there });
    opened.push(socket);
    await socket.connected;
    const target = (await mine(here)).find((session) => !session.current)!;
    const started = performance.now();
    expect((await client.run('EndSession', { id: target.id }, here)).data).toEqual({ endSession: true });
    expect(await socket.closed).toBe(CLOSE.unauthorized);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(codeOf(await client.request(VIEWER, {}, there))).toBe('UNAUTHENTICATED');
    expect((await client.request(VIEWER, {}, here)).errors).toBeUndefined();
    expect((await mine(here)).map((session) => session.id)).not.toContain(target.id);
    // Ending it again finds nothing.
    expect((await client.run('EndSession', { id: target.id }, here)).data).toEqual({ endSession: false });
  });

  it('signs out everywhere else, keeping the one asking', async () => {
    const tokens = await Promise.all(['198.51.100.5', '198.51.100.6', '198.51.100.7'].map((from) => signIn('moderator@example.com', from, FIREFOX)));
    expect((await client.run('EndOtherSessions', {}, tokens[0])).data).toEqual({ endOtherSessions: 2 });
    expect((await mine(tokens[0])).map((session) => session.address)).toEqual(['198.51.100.5']);
    for (const token of tokens.slice(1)) expect(codeOf(await client.request(VIEWER, {}, token))).toBe('UNAUTHENTICATED');
  });

  it('drops sessions a logout or a password change ended', async () => {
    const first = await signIn('editor@example.com', '198.51.100.8', FIREFOX);
    const second = await signIn('editor@example.com', '198.51.100.9', SAFARI);
    await client.request('mutation { logout }', {}, second);
    expect((await mine(first)).map((session) => session.address)).not.toContain('198.51.100.9');
  });

  it('shows ADMIN any staff account’s sessions and lets it end them (in the activity log); no one else', async () => {
    const admin = await signIn('admin@example.com', '198.51.100.10', FIREFOX);
    const finance = await signIn('finance@example.com', '198.51.100.11', SAFARI);
    const user = client.db.all('User').find((row) => row.email === 'finance@example.com')!;
    const security = await client.run<{ staffSecurity: { sessions: Session[] } }>('StaffSecurity', { userId: user.id }, admin);
    expect(security.data!.staffSecurity.sessions.length).toBeGreaterThanOrEqual(3);
    expect(security.data!.staffSecurity.sessions.every((session) => !session.current)).toBe(true);

    const support = await signIn('support@example.com', '198.51.100.12', FIREFOX);
    const foreign = security.data!.staffSecurity.sessions[0].id;
    expect(codeOf(await client.run('StaffSecurity', { userId: user.id }, support))).toBe('FORBIDDEN');
    expect(codeOf(await client.run('EndSession', { id: foreign }, support))).toBe('FORBIDDEN');
    expect(codeOf(await client.run('EndOtherSessions', { userId: user.id }, support))).toBe('FORBIDDEN');

    const ended = await client.run<{ endOtherSessions: number }>('EndOtherSessions', { userId: user.id }, admin);
    expect(ended.data!.endOtherSessions).toBe(security.data!.staffSecurity.sessions.length);
    expect(codeOf(await client.request(VIEWER, {}, finance))).toBe('UNAUTHENTICATED');
    const log = await client.run<{ activity: { items: { action: string; recordId: string }[] } }>('ActivityLog', { filter: { action: ['SESSIONS_END'] }, page: 1, pageSize: 5 }, admin);
    expect(log.data!.activity.items[0]).toMatchObject({ action: 'SESSIONS_END', recordId: user.id });
  });
});

describe('sessions across a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-session-list-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are listed again, and an ended one stays ended', async () => {
    const first = await startTestServer({ dataDir: dir, trustProxyHops: 1 });
    const login = (from: string) => first.request<{ login: { token: string } }>(LOGIN, { email: 'editor@example.com', password: first.config.devPassword }, null, { 'x-forwarded-for': from });
    const kept = (await login('198.51.100.21')).data!.login.token;
    const ended = (await login('198.51.100.22')).data!.login.token;
    const endedId = (await first.run<{ viewer: { sessions: Session[] } }>('ViewerSessions', {}, kept)).data!.viewer.sessions.find((session) => !session.current)!.id;
    await first.run('EndSession', { id: endedId }, kept);
    await first.stop();
    const second = await startTestServer({ dataDir: dir, port: first.server.port, trustProxyHops: 1 });
    try {
      const sessions = (await second.run<{ viewer: { sessions: Session[] } }>('ViewerSessions', {}, kept)).data!.viewer.sessions;
      expect(sessions.map((session) => session.address)).toEqual(['198.51.100.21']);
      expect(codeOf(await second.request(VIEWER, {}, ended))).toBe('UNAUTHENTICATED');
    } finally {
      await second.stop();
    }
  });
});

describe('reading a user agent', () => {
  it('names common browsers and systems, and says nothing it cannot tell', () => {
    expect(parseUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toEqual({ browser: 'Chrome 131', system: 'Linux' });
    expect(parseUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toEqual({ browser: 'Edge 131', system: 'Windows' });
    expect(parseUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15')).toEqual({ browser: 'Safari 18', system: 'macOS' });
    expect(parseUserAgent('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36')).toEqual({ browser: 'Chrome 131', system: 'Android' });
    expect(parseUserAgent('')).toEqual({ browser: null, system: null });
  });
});
