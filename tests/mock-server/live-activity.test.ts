// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestServer, type TestClient } from './harness';
import { openSocket, subscribed, type LiveSocket } from './liveClient';

/** The activity log: paged, filtered, scoped to the viewer, restricted values never shown, and live. */
let server: TestClient;
const sockets: LiveSocket[] = [];

interface Entry {
  id: string;
  at: string;
  actor: { id: string; name: string } | null;
  subject: string;
  recordId: string;
  recordTitle: string;
  recordExists: boolean;
  action: string;
  fieldsChanged: string[];
  changes: { field: string; before: unknown; after: unknown; redacted: boolean }[];
}
interface Page {
  activity: { items: Entry[]; total: number; page: number; pageSize: number };
}

const log = async (token: string, variables: Record<string, unknown> = {}) => {
  const result = await server.run<Page>('ActivityLog', variables, token);
  expect(result.errors).toBeUndefined();
  return result.data!.activity;
};
const userId = (role: string) => server.db.all('User').find((row) => row.email === `${role.toLowerCase()}@example.com`)!.id;
const rename = (token: string, id: string, title: string) =>
  server.request(`mutation { accentUpdate(id: "${id}", input: { title: "${title}" }) { userErrors { message } } }`, {}, token);

beforeAll(async () => {
  server = await startTestServer();
  const [admin, editor] = [await server.login('ADMIN'), await server.login('EDITOR')];
  const [first, second] = server.db.all('Accent');
  await rename(editor, first.id, 'Editor one');
  await rename(admin, second.id, 'Admin one');
  await rename(editor, first.id, 'Editor two');
  await rename(admin, second.id, 'Admin two');
  const gateway = server.db.all('PayGateway')[0];
  await server.request(`mutation { payGatewayUpdate(id: "${gateway.id}", input: { secretKey: "sk_activity_secret" }) { userErrors { message } } }`, {}, admin);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await server.stop();
});

describe('activity', () => {
  it('lists every change for ADMIN, newest first, paged', async () => {
    const admin = await server.login('ADMIN');
    const all = await log(admin, { pageSize: 100 });
    expect(all.total).toBe(5);
    expect(all.items.map((item) => item.recordTitle)).toEqual([expect.any(String), 'Admin two', 'Editor two', 'Admin two', 'Editor two']);
    expect(all.items[0]).toMatchObject({ subject: 'PayGateway', action: 'UPDATE', fieldsChanged: ['secretKey'], actor: { id: userId('ADMIN') }, recordExists: true });
    const ids = all.items.map((item) => Number(item.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await log(admin, { page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    // Each change with its values before and after; a secret one named without them.
    expect(all.items[1].changes).toEqual([{ field: 'title', before: 'Admin one', after: 'Admin two', redacted: false }]);
    expect(all.items[0].changes).toEqual([{ field: 'secretKey', before: null, after: null, redacted: true }]);
    expect(second.items.map((item) => item.id)).toEqual(all.items.slice(2, 4).map((item) => item.id));
  });

  it('filters by person, entity, record, action and date range', async () => {
    const admin = await server.login('ADMIN');
    const byEditor = await log(admin, { filter: { actorId: userId('EDITOR') } });
    expect(byEditor.total).toBe(2);
    expect(byEditor.items.every((item) => item.actor?.id === userId('EDITOR'))).toBe(true);
    expect((await log(admin, { filter: { subject: 'PayGateway' } })).total).toBe(1);
    const accent = server.db.all('Accent')[0];
    expect((await log(admin, { filter: { subject: 'Accent', recordId: accent.id } })).total).toBe(2);
    expect((await log(admin, { filter: { action: ['CREATE', 'DELETE'] } })).total).toBe(0);
    const all = (await log(admin)).items;
    const middle = all[2].at;
    const upTo = await log(admin, { filter: { atTo: middle } });
    expect(upTo.items.every((item) => item.at <= middle)).toBe(true);
    const since = await log(admin, { filter: { atFrom: middle } });
    expect(since.items.every((item) => item.at >= middle)).toBe(true);
    expect(upTo.total + since.total).toBeGreaterThanOrEqual(5);
  });

  it('shows any other role only its own changes, whatever it filters', async () => {
    const editor = await server.login('EDITOR');
    const own = await log(editor, { pageSize: 100 });
    expect(own.total).toBe(2);
    expect(own.items.every((item) => item.actor?.id === userId('EDITOR'))).toBe(true);
    expect((await log(editor, { filter: { actorId: userId('ADMIN') } })).total).toBe(0);
    expect((await log(await server.login('FINANCE'))).total).toBe(0);
  });

  it('names a restricted field as changed, never its value; refuses a page size past 1,000', async () => {
    const result = await server.run('ActivityLog', { filter: { subject: 'PayGateway' } }, await server.login('ADMIN'));
    expect(JSON.stringify(result)).not.toContain('sk_activity_secret');
    expect(codeOf(await server.run('ActivityLog', { pageSize: 1001 }, await server.login('ADMIN')))).toBe('BAD_PAGE_SIZE');
    expect(codeOf(await server.run('ActivityLog', {}, null))).toBe('UNAUTHENTICATED');
  });

  it('keeps a deleted row’s title from the trash and says it no longer exists', async () => {
    const admin = await server.login('ADMIN');
    const created = await server.request<{ accentCreate: { accent: { id: string } } }>(
      `mutation { accentCreate(input: { title: "Short-lived", languageId: "${server.db.all('Language')[0].id}" }) { accent { id } } }`,
      {},
      admin,
    );
    const id = created.data!.accentCreate.accent.id;
    await server.request(`mutation { accentDelete(id: "${id}") { deletedId } }`, {}, admin);
    const entries = (await log(admin, { filter: { subject: 'Accent', recordId: id } })).items;
    expect(entries.map((entry) => [entry.action, entry.recordTitle, entry.recordExists])).toEqual([
      ['DELETE', 'Short-lived', false],
      ['CREATE', 'Short-lived', false],
    ]);
  });

  it('reads the person filter through an index, not by scanning every entry', () => {
    const plan = server.server.store.sql
      .all("EXPLAIN QUERY PLAN SELECT id FROM history WHERE json_extract(data, '$.by.id') = ? ORDER BY id DESC LIMIT 25", ['1'])
      .map((row) => String(row.at(-1)));
    expect(plan.join(' ')).toContain('history_actor');
  });
});

describe('activityRecorded', () => {
  const NEWS = `subscription News($filter: ActivityFilter) { activityRecorded(filter: $filter) { count items { id subject recordId action fieldsChanged actor { id } } } }`;
  interface News {
    activityRecorded: { count: number; items: { id: string; subject: string; recordId: string; action: string; fieldsChanged: string[]; actor: { id: string } | null }[] };
  }
  const socketAs = async (role: string) => {
    const socket = openSocket(server, { token: await server.login(role) });
    sockets.push(socket);
    await socket.connected;
    return socket;
  };

  it('tells ADMIN of every new entry and another role only of its own, as the query would list them', async () => {
    const [admin, editor] = [await server.login('ADMIN'), await server.login('EDITOR')];
    const adminNews = await subscribed<News>(server, await socketAs('ADMIN'), NEWS);
    const editorNews = await subscribed<News>(server, await socketAs('EDITOR'), NEWS);
    const [first, second] = server.db.all('Accent');
    await rename(admin, second.id, 'Admin live');
    await rename(editor, first.id, 'Editor live');
    const seenByEditor = (await editorNews.next()).data!.activityRecorded;
    expect(seenByEditor.items.map((item) => [item.recordId, item.actor?.id])).toEqual([[first.id, userId('EDITOR')]]);
    const ids: string[] = [];
    while (ids.length < 2) ids.push(...(await adminNews.next()).data!.activityRecorded.items.map((item) => item.recordId).reverse());
    expect(ids).toEqual([second.id, first.id]);
    const latest = (await log(admin, { pageSize: 2 })).items.map((item) => item.recordId);
    expect(latest).toEqual([first.id, second.id]);
  });

  it('applies its filter, and never carries a restricted value', async () => {
    const admin = await server.login('ADMIN');
    const socket = await socketAs('ADMIN');
    const news = await subscribed<News>(server, socket, NEWS, { filter: { subject: 'PayGateway' } });
    const gateway = server.db.all('PayGateway')[0];
    await rename(admin, server.db.all('Accent')[0].id, 'Not for this filter');
    await server.request(`mutation { payGatewayUpdate(id: "${gateway.id}", input: { secretKey: "sk_live_news" }) { userErrors { message } } }`, {}, admin);
    expect((await news.next()).data!.activityRecorded).toMatchObject({ count: 1, items: [{ subject: 'PayGateway', fieldsChanged: ['secretKey'] }] });
    expect(socket.frames.join('\n')).not.toContain('sk_live_news');
  });
});
