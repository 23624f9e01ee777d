// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient } from './harness';
import { sampleInput } from './fixtures';
import { changedIds, openSocket, ROWS_CHANGED, subscribe, subscribed, type LiveSocket, type RowsMessage } from './liveClient';

/**
 * rowsChanged over a real socket: who receives which event, which field names it carries, and
 * that only committed documents are told. A "nothing arrives" is asserted by a later change that
 * does arrive: messages come in commit order, so whatever came first would be seen first.
 */
let server: TestClient;
const sockets: LiveSocket[] = [];
const socketAs = async (role: string) => {
  const socket = openSocket(server, { token: await server.login(role) });
  sockets.push(socket);
  await socket.connected;
  return socket;
};
const admin = () => server.login('ADMIN');

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await server.stop();
});

async function updateAccent(id: string, title: string, token?: string) {
  const result = await server.request(`mutation { accentUpdate(id: "${id}", input: { title: "${title}" }) { userErrors { message } } }`, {}, token ?? (await admin()));
  expect(result.errors).toBeUndefined();
}

describe('rowsChanged', () => {
  it('names the row, its kind, new version, author and changed fields, never the values', async () => {
    const editor = await socketAs('EDITOR');
    const rows = await subscribed<RowsMessage>(server, editor, ROWS_CHANGED, { subject: 'Accent' });
    const accent = server.db.all('Accent')[0];
    await updateAccent(accent.id, 'Renamed live');
    const { data } = await rows.next();
    const [change] = data!.rowsChanged.changes;
    expect(data!.rowsChanged).toMatchObject({ subject: 'Accent', refetch: false });
    expect(change).toMatchObject({ id: accent.id, kind: 'UPDATED', fields: ['title'], count: 1, by: { name: expect.any(String) } });
    expect(change.updatedAt).toBe(server.db.get('Accent', accent.id)!.updatedAt);
    expect(editor.frames.join('\n')).not.toContain('Renamed live');

    const created = await server.run<{ accentCreate: { accent: { id: string } } }>('AccentCreate', { input: sampleInput(server.db, 'Accent') }, await admin());
    const id = created.data!.accentCreate.accent.id;
    expect((await rows.next()).data!.rowsChanged.changes).toMatchObject([{ id, kind: 'CREATED' }]);
    await server.request(`mutation { accentDelete(id: "${id}") { deletedId } }`, {}, await admin());
    expect((await rows.next()).data!.rowsChanged.changes).toMatchObject([{ id, kind: 'DELETED', updatedAt: null, fields: [] }]);
    await server.request(`mutation { restore(subject: "Accent", ids: ["${id}"]) { restoredIds } }`, {}, await admin());
    expect((await rows.next()).data!.rowsChanged.changes).toMatchObject([{ id, kind: 'RESTORED', fields: [] }]);
    rows.stop();
  });

  it('is refused to a role that may not read the entity: MODERATOR gets no PayGateway events', async () => {
    const moderator = await socketAs('MODERATOR');
    const refused = subscribe(moderator, ROWS_CHANGED, { subject: 'PayGateway' });
    const outcome = await Promise.race([refused.failed, refused.next().then((result) => result.errors ?? [])]);
    expect(outcome[0]?.extensions?.code).toBe('FORBIDDEN');
    // Its socket goes on serving what it may read, and the gateway change never reaches it.
    const abuses = await subscribed<RowsMessage>(server, moderator, ROWS_CHANGED, { subject: 'Abuse' });
    const gateway = server.db.all('PayGateway')[0];
    await server.request(`mutation { payGatewayUpdate(id: "${gateway.id}", input: { name: "Moderator never hears" }) { userErrors { message } } }`, {}, await admin());
    const abuse = server.db.all('Abuse')[0];
    await server.request(`mutation { abuseUpdate(id: "${abuse.id}", input: { description: "marker" }) { userErrors { message } } }`, {}, await admin());
    expect((await abuses.next()).data!.rowsChanged.changes.map((change) => change.id)).toEqual([abuse.id]);
    const raw = moderator.frames.join('\n');
    expect(raw).not.toContain('"rowsChanged":{"subject":"PayGateway"');
    abuses.stop();
  });

  it('never names PayGateway.secretKey to FINANCE, nor sends its value; ADMIN learns that it changed', async () => {
    const finance = await socketAs('FINANCE');
    const adminSocket = await socketAs('ADMIN');
    const financeRows = await subscribed<RowsMessage>(server, finance, ROWS_CHANGED, { subject: 'PayGateway' });
    const adminRows = await subscribed<RowsMessage>(server, adminSocket, ROWS_CHANGED, { subject: 'PayGateway' });
    const gateway = server.db.all('PayGateway')[0];
    const secret = 'sk_live_never_on_finance_socket';
    await server.request(`mutation { payGatewayUpdate(id: "${gateway.id}", input: { secretKey: "${secret}", name: "Gateway renamed" }) { userErrors { message } } }`, {}, await admin());
    const seen = (await financeRows.next()).data!.rowsChanged.changes[0];
    expect(seen).toMatchObject({ id: gateway.id, kind: 'UPDATED', fields: ['name'] });
    expect((await adminRows.next()).data!.rowsChanged.changes[0].fields.sort()).toEqual(['name', 'secretKey']);
    // Only the key changes: FINANCE still learns the version moved, with no field named.
    await server.request(`mutation { payGatewayUpdate(id: "${gateway.id}", input: { secretKey: "${secret}-2" }) { userErrors { message } } }`, {}, await admin());
    expect((await financeRows.next()).data!.rowsChanged.changes[0]).toMatchObject({ id: gateway.id, fields: [] });
    const raw = finance.frames.join('\n');
    expect(raw).not.toContain('secretKey');
    expect(raw).not.toContain(secret);
    expect(adminSocket.frames.join('\n')).not.toContain(secret);
    financeRows.stop();
    adminRows.stop();
  });

  it('sends nothing for a document rolled back after it wrote (its commit failed)', async () => {
    const socket = await socketAs('ADMIN');
    const rows = await subscribed<RowsMessage>(server, socket, ROWS_CHANGED, { subject: 'Accent' });
    const [rolledBack, marker] = server.db.all('Accent').slice(1, 3);
    const { sql } = server.server.store;
    const exec = sql.exec.bind(sql);
    // The disk refuses the commit: the document is answered NOT_SAVED and its history rows are rolled back.
    sql.exec = (text: string) => {
      if (text !== 'COMMIT') return exec(text);
      sql.exec = exec;
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    };
    const refused = await server.request(`mutation { accentUpdate(id: "${rolledBack.id}", input: { title: "Never committed" }) { userErrors { message } } }`, {}, await admin());
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_SAVED');
    // Refused before it ran (FORBIDDEN), a document writes nothing and is told nothing either.
    await server.request(`mutation { accentUpdate(id: "${rolledBack.id}", input: { title: "Editor may" }) { userErrors { message } } b: restore(subject: "User", ids: ["5"]) { restoredIds } }`, {}, await server.login('EDITOR'));
    await updateAccent(marker.id, 'Committed marker');
    expect((await rows.next()).data!.rowsChanged.changes.map((change) => change.id)).toEqual([marker.id]);
    expect(changedIds(socket)).toEqual([marker.id]);
    rows.stop();
  });
});
