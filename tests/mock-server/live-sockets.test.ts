// @vitest-environment node
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { liveOf } from '../../mock-server/live/hub';
import { CLOSE } from '../../mock-server/live/options';
import { operations, startTestServer, type TestClient } from './harness';
import { freshToken, openSocket, ROWS_CHANGED, subscribe, subscribed, wsUrl, type LiveSocket, type RowsMessage } from './liveClient';

/** Who may open a socket, when it is closed, and the limits on sockets and subscriptions. */
let server: TestClient;
const opened: LiveSocket[] = [];
const open = (params: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const socket = openSocket(server, params, headers);
  opened.push(socket);
  return socket;
};
const userByEmail = (email: string) => server.db.all('User').find((row) => row.email === email)!;

beforeAll(async () => {
  // Pings every 200 ms, so that the test sees one without waiting 12 s.
  server = await startTestServer({}, { live: { keepAliveMs: 200 } });
});
afterAll(async () => {
  await Promise.all(opened.map((socket) => socket.dispose()));
  await server.stop();
});

describe('signing a socket in', () => {
  it('closes a socket without a token, or with one the server does not accept, with 4401', async () => {
    expect(await open({}).closed).toBe(CLOSE.unauthorized);
    expect(await open({ token: 'not-a-token' }).closed).toBe(CLOSE.unauthorized);
    const token = await freshToken(server, 'EDITOR');
    await server.request('mutation { logout }', {}, token);
    expect(await open({ token }).closed).toBe(CLOSE.unauthorized);
  });

  it('refuses the upgrade from an origin HTTP would not serve, and lets the admin’s origin in', async () => {
    const refused = new WebSocket(wsUrl(server), 'graphql-transport-ws', { headers: { origin: 'https://elsewhere.example' } });
    refused.on('error', () => undefined);
    const [request, response] = (await once(refused, 'unexpected-response')) as [{ destroy(): void }, { statusCode: number }];
    expect(response.statusCode).toBe(403);
    request.destroy();
    const admitted = open({ token: await server.login('ADMIN') }, { origin: server.config.corsOrigins[0] });
    await admitted.connected;
  });

  it('pings an open socket (keep-alive)', async () => {
    const raw = new WebSocket(wsUrl(server), 'graphql-transport-ws');
    await once(raw, 'open');
    raw.send(JSON.stringify({ type: 'connection_init', payload: { token: await server.login('ADMIN') } }));
    await once(raw, 'ping');
    raw.terminate();
  });

  it('serves subscriptions on the socket only: over HTTP one is refused with a pointer to the socket', async () => {
    const response = await server.request('subscription { viewerNotifications { unreadCount } }', {}, await server.login('ADMIN'));
    expect(response.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST' }, message: expect.stringContaining('WebSocket') });
  });

  it('runs only subscriptions: a query or mutation on the socket is refused', async () => {
    const socket = open({ token: await server.login('ADMIN') });
    await socket.connected;
    const query = subscribe(socket, '{ viewer { user { id } } }');
    const outcome = await Promise.race([query.failed, query.next().then((result) => result.errors ?? [])]);
    expect(outcome[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
});

describe('sessions that end close their sockets', () => {
  it('on logout, and only that token’s', async () => {
    const token = await freshToken(server, 'ADMIN');
    const other = open({ token: await freshToken(server, 'ADMIN') });
    const socket = open({ token });
    await Promise.all([socket.connected, other.connected]);
    await server.request('mutation { logout }', {}, token);
    expect(await socket.closed).toBe(CLOSE.unauthorized);
    // The other session of the same user goes on receiving events.
    const rows = await subscribed<RowsMessage>(server, other, ROWS_CHANGED, { subject: 'Accent' });
    const accent = server.db.all('Accent')[0];
    await server.request(`mutation { accentUpdate(id: "${accent.id}", input: { title: "Still told" }) { userErrors { message } } }`, {}, await server.login('ADMIN'));
    expect((await rows.next()).data!.rowsChanged.changes[0].id).toBe(accent.id);
  });

  it('when ADMIN demotes or suspends the user', async () => {
    const admin = await server.login('ADMIN');
    const editor = open({ token: await freshToken(server, 'EDITOR') });
    const support = open({ token: await freshToken(server, 'SUPPORT') });
    await Promise.all([editor.connected, support.connected]);
    const editorUser = userByEmail('editor@example.com');
    const supportUser = userByEmail('support@example.com');
    try {
      await server.request(`mutation { userUpdate(id: "${editorUser.id}", input: { role: MODERATOR }) { userErrors { message } } }`, {}, admin);
      expect(await editor.closed).toBe(CLOSE.unauthorized);
      await server.request(`mutation { userUpdate(id: "${supportUser.id}", input: { status: SUSPENDED }) { userErrors { message } } }`, {}, admin);
      expect(await support.closed).toBe(CLOSE.unauthorized);
    } finally {
      await server.request(`mutation { userUpdate(id: "${editorUser.id}", input: { role: EDITOR }) { userErrors { message } } }`, {}, admin);
      await server.request(`mutation { userUpdate(id: "${supportUser.id}", input: { status: ACTIVE }) { userErrors { message } } }`, {}, admin);
    }
  });
});

describe('limits', () => {
  it('lets a token hold 5 sockets; the sixth is closed with 4029 until one of them closes', async () => {
    const token = await freshToken(server, 'FINANCE');
    const five = Array.from({ length: 5 }, () => open({ token }));
    await Promise.all(five.map((socket) => socket.connected));
    expect(await open({ token }).closed).toBe(CLOSE.tooManySockets);
    // Another token of the same user is counted on its own.
    await open({ token: await freshToken(server, 'FINANCE') }).connected;
    const hub = liveOf(server.db);
    const before = hub.counts.sockets;
    await five[0].dispose();
    await vi.waitFor(() => expect(hub.counts.sockets).toBe(before - 1), { timeout: 10_000 });
    await open({ token }).connected;
  });

  it('runs 20 subscriptions on a socket and refuses the 21st with TOO_MANY_SUBSCRIPTIONS', async () => {
    const socket = open({ token: await server.login('ADMIN') });
    await socket.connected;
    const twenty = [];
    for (let n = 0; n < 20; n += 1) twenty.push(await subscribed<RowsMessage>(server, socket, ROWS_CHANGED, { subject: 'Accent' }));
    const refused = subscribe(socket, ROWS_CHANGED, { subject: 'Accent' });
    const errors = await refused.failed;
    expect(errors[0].extensions).toMatchObject({ code: 'TOO_MANY_SUBSCRIPTIONS', limit: 20 });
    const accent = server.db.all('Accent')[1];
    await server.request(`mutation { accentUpdate(id: "${accent.id}", input: { title: "Told twenty times" }) { userErrors { message } } }`, {}, await server.login('ADMIN'));
    for (const rows of twenty) expect((await rows.next()).data!.rowsChanged.changes[0].id).toBe(accent.id);
    // Ending one makes room for another.
    twenty[0].stop();
    twenty[0] = await subscribed<RowsMessage>(server, socket, ROWS_CHANGED, { subject: 'Accent' });
  });

  it('forgets every subscription and socket once they close (memory stays flat)', async () => {
    const hub = liveOf(server.db);
    await Promise.all(opened.splice(0).map((socket) => socket.dispose()));
    await vi.waitFor(() => expect(hub.counts).toMatchObject({ sockets: 0, listeners: 0 }), { timeout: 10_000 });
  });
});

describe('token expiry', () => {
  it('closes the socket of a token that expired while it was open', async () => {
    // Three seconds: enough to be let in first, even on a busy machine (expiry counts whole seconds).
    const short = await startTestServer({ tokenTtlSeconds: 3 }, { live: { sweepMs: 100 } });
    const socket = openSocket(short, { token: await short.login('ADMIN') });
    try {
      await socket.connected;
      expect(await socket.closed).toBe(CLOSE.unauthorized);
    } finally {
      await socket.dispose();
      await short.stop();
    }
  });
});

describe('trusted documents', () => {
  it('runs on the socket only the subscriptions of the manifest, by text or by hash', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'live-trusted-'));
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    const rename = 'mutation Rename($id: ID!) { accentUpdate(id: $id, input: { title: "Trusted" }) { userErrors { message } } }';
    const documents = [ROWS_CHANGED, rename, print(operations.get('Login')!)];
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(Object.fromEntries(documents.map((text) => [sha256(text), text]))));
    const hash = sha256(ROWS_CHANGED);
    const trusted = await startTestServer({ trustedDocuments: join(dir, 'manifest.json') });
    const socket = openSocket(trusted, { token: await trusted.login('ADMIN') });
    try {
      await socket.connected;
      const other = subscribe(socket, 'subscription { viewerNotifications { unreadCount } }');
      expect((await other.failed)[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_IN_LIST');
      const byText = await subscribed<RowsMessage>(trusted, socket, ROWS_CHANGED, { subject: 'Accent' });
      const byHash = socket.client.iterate<RowsMessage>({ query: '', variables: { subject: 'Accent' }, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
      const hashed = byHash.next();
      const accent = trusted.db.all('Accent')[0];
      await vi.waitFor(() => expect(liveOf(trusted.db).counts.listeners).toBe(2), { timeout: 10_000 });
      await trusted.request(rename, { id: accent.id }, await trusted.login('ADMIN'));
      expect((await byText.next()).data!.rowsChanged.changes[0].id).toBe(accent.id);
      expect((await hashed).value?.data?.rowsChanged.changes[0].id).toBe(accent.id);
      await byHash.return?.();
    } finally {
      await socket.dispose();
      await trusted.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
