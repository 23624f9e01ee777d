// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../src/ability/subjects';
import { operations, startTestServer, type TestClient } from './harness';
import { freshToken, openSocket, ROWS_CHANGED, subscribe, subscribed, type LiveSocket, type RowsMessage } from './liveClient';

/**
 * "View as" is a mode of the server's session (mock-server/preview.ts): a preview answers every
 * read exactly as a real session of the role, refuses every mutation but previewEnd and logout
 * with its own code, is ADMIN's alone, is in the activity log, and reaches the socket too.
 */
let server: TestClient;
const sockets: LiveSocket[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await server.stop();
});

const START = `mutation Start($role: String!, $userId: ID) {
  previewStart(role: $role, userId: $userId) { viewer { user { id role } preview { role user { id name } startedAt } } userErrors { message } }
}`;
const END = 'mutation { previewEnd { viewer { user { role } preview { role } } userErrors { message } } }';

/** A new ADMIN session previewing `role` (as `userId` when given). */
async function previewing(role: string, userId?: string): Promise<string> {
  const token = await freshToken(server, 'ADMIN');
  const started = await server.request<{ previewStart: { viewer: { preview: { role: string } } } }>(START, { role, userId }, token);
  expect(started.errors).toBeUndefined();
  expect(started.data!.previewStart.viewer.preview.role).toBe(role);
  return token;
}

/** Every entity's list read of operations/ (AccentList, …, UserList). */
const LISTS = [...operations.keys()].filter((name) => /^[A-Z]\w*List$/.test(name));

describe('reads in a preview are the role\'s own', () => {
  // The activity log is a read conditioned on the user (a non-ADMIN sees its own changes): it is
  // compared below, previewing the user of the real session.
  it.each(STAFF_ROLES)('%s: every list and the viewer\'s rules', async (role) => {
    const real = await freshToken(server, role);
    const preview = await previewing(role);
    expect(LISTS.length).toBeGreaterThan(25);
    for (const name of LISTS) {
      const variables = { page: 1, pageSize: 50 };
      const [mine, theirs] = [await server.run(name, variables, preview), await server.run(name, variables, real)];
      expect(JSON.stringify(mine), `${role} ${name}`).toBe(JSON.stringify(theirs));
    }
    const rules = async (token: string) => (await server.request<{ viewer: { abilityRules: unknown } }>('{ viewer { abilityRules { action subject conditions fields inverted reason } } }', {}, token)).data!.viewer.abilityRules;
    expect(await rules(preview)).toEqual(await rules(real));
  });

  it('FINANCE in preview is refused a gateway\'s secretKey as FINANCE is', async () => {
    const gateway = server.db.all('PayGateway')[0];
    const preview = await previewing('FINANCE');
    const answer = await server.run('PayGatewaySecret', { id: gateway.id }, preview);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(answer)).not.toContain(String(gateway.secretKey));
  });

  it('as a user, conditions on the user are that user\'s: own saved views, own activity', async () => {
    const real = await freshToken(server, 'SUPPORT');
    const support = server.db.all('User').find((user) => user.email === 'support@example.com')!;
    const made = await server.run('SavedViewCreate', { input: { entity: 'User', name: 'Support only', query: 'status=ACTIVE', columns: [] } }, real);
    expect(made.errors).toBeUndefined();
    const token = await freshToken(server, 'ADMIN');
    const started = await server.request<{ previewStart: { viewer: { user: { id: string }; preview: { user: { id: string; name: string } } } } }>(START, { role: 'SUPPORT', userId: support.id }, token);
    expect(started.data!.previewStart.viewer.preview.user).toEqual({ id: support.id, name: String(support.fullName) });
    const views = async (as: string) => JSON.stringify(await server.run('SavedViews', { entity: 'User' }, as));
    expect(await views(token)).toBe(await views(real));
    expect(await views(token)).toContain('Support only');
    const log = async (as: string) => JSON.stringify(await server.run('ActivityLog', { page: 1, pageSize: 50 }, as));
    expect(await log(token)).toBe(await log(real));
    expect((await server.request(START, { role: 'EDITOR', userId: support.id }, await freshToken(server, 'ADMIN'))).data).toMatchObject({ previewStart: { userErrors: [{ message: 'preview.invalidUser' }] } });
  });
});

describe('a preview is read-only', () => {
  it('refuses every kind of mutation with PREVIEW_READ_ONLY and changes nothing', async () => {
    const token = await previewing('ADMIN');
    const accent = server.db.all('Accent')[0];
    const before = JSON.stringify(accent);
    const documents = [
      `mutation { accentUpdate(id: "${accent.id}", input: { title: "in preview" }) { userErrors { message } } }`,
      `mutation { accentDelete(id: "${accent.id}") { deletedId } }`,
      'mutation { viewerUpdate(input: { fullName: "Preview" }) { userErrors { message } } }',
      'mutation { markNotificationsRead { unreadNotificationCount } }',
      `mutation { presenceHeartbeat(subject: "Accent", id: "${accent.id}") { userId } }`,
      'mutation { previewStart(role: "EDITOR") { userErrors { message } } }',
    ];
    for (const document of documents) {
      const answer = await server.request(document, {}, token);
      expect(answer.errors?.[0]?.extensions, document).toMatchObject({ code: 'FORBIDDEN', reasonCode: 'PREVIEW_READ_ONLY', reason: 'preview.readOnly' });
    }
    expect(JSON.stringify(server.db.get('Accent', accent.id))).toBe(before);
    const ended = await server.request<{ previewEnd: { viewer: { preview: null } } }>(END, {}, token);
    expect(ended.data!.previewEnd.viewer.preview).toBeNull();
    const saved = await server.request(`mutation { accentUpdate(id: "${accent.id}", input: { title: "${String(accent.title)}" }) { userErrors { message } } }`, {}, token);
    expect(saved.errors).toBeUndefined();
  });

  it('only ADMIN starts one', async () => {
    for (const role of STAFF_ROLES.filter((each) => each !== 'ADMIN')) {
      const answer = await server.request(START, { role: 'ADMIN' }, await freshToken(server, role));
      expect(answer.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
    }
    expect((await server.request(START, { role: 'LEARNER' }, await freshToken(server, 'ADMIN'))).data).toMatchObject({ previewStart: { userErrors: [{ message: 'preview.invalidRole' }] } });
  });

  it('logout ends the session and its preview', async () => {
    const token = await previewing('SUPPORT');
    expect((await server.request('mutation { logout }', {}, token)).data).toEqual({ logout: true });
    expect((await server.request('{ viewer { user { id } } }', {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the activity log', () => {
  it('has who viewed as whom, when it started and when it ended', async () => {
    const token = await previewing('MODERATOR');
    await server.request(END, {}, token);
    const admin = server.db.all('User').find((user) => user.email === 'admin@example.com')!;
    const log = await server.run<{ activity: { items: { action: string; actor: { id: string }; recordId: string; changes: { field: string; after: unknown }[] }[] } }>('ActivityLog', { filter: { action: ['PREVIEW_START', 'PREVIEW_END'] }, page: 1, pageSize: 2 }, token);
    const [end, start] = log.data!.activity.items;
    expect(start).toMatchObject({ action: 'PREVIEW_START', actor: { id: admin.id }, recordId: admin.id, changes: [{ field: 'role', after: 'MODERATOR' }] });
    expect(end).toMatchObject({ action: 'PREVIEW_END', actor: { id: admin.id }, changes: [{ field: 'role', after: 'MODERATOR' }] });
  });
});

describe('the socket follows the preview', () => {
  it('is reopened when a preview starts, then never names secretKey to a FINANCE preview', async () => {
    const token = await freshToken(server, 'ADMIN');
    const before = openSocket(server, { token });
    sockets.push(before);
    await before.connected;
    await server.request(START, { role: 'FINANCE' }, token);
    expect(await before.closed).toBe(4012);

    const socket = openSocket(server, { token });
    sockets.push(socket);
    await socket.connected;
    const rows = await subscribed<RowsMessage>(server, socket, ROWS_CHANGED, { subject: 'PayGateway' });
    const gateway = server.db.all('PayGateway')[0];
    const admin = await freshToken(server, 'ADMIN');
    await server.request(`mutation { payGatewayUpdate(id: "${gateway.id}", input: { name: "Seen in preview", secretKey: "sk_preview_never" }) { userErrors { message } } }`, {}, admin);
    const [change] = (await rows.next()).data!.rowsChanged.changes;
    expect(change.fields).toEqual(['name']);
    expect(socket.frames.join('\n')).not.toMatch(/secretKey|sk_preview_never/);
    rows.stop();
  });

  it('a preview at a record is not shown to others as editing it', async () => {
    const support = server.db.all('User').find((user) => user.email === 'support@example.com')!;
    const learner = server.db.all('User').find((user) => user.role === 'LEARNER')!;
    const token = await freshToken(server, 'ADMIN');
    await server.request(START, { role: 'SUPPORT', userId: support.id }, token);
    const socket = openSocket(server, { token });
    sockets.push(socket);
    await socket.connected;
    const presence = subscribe<{ presence: { userId: string }[] }>(socket, `subscription { presence(subject: "User", id: "${learner.id}") { userId } }`);
    expect((await presence.next()).data!.presence).toEqual([]);
    const others = await server.request<{ presenceHeartbeat: { userId: string }[] }>(`mutation { presenceHeartbeat(subject: "User", id: "${learner.id}") { userId } }`, {}, await freshToken(server, 'ADMIN'));
    expect(others.data!.presenceHeartbeat.map((each) => each.userId)).not.toContain(support.id);
    presence.stop();
  });
});

