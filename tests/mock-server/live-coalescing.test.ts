// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient } from './harness';
import { openSocket, ROWS_CHANGED, subscribed, type LiveSocket, type RowsMessage } from './liveClient';

/** A burst of changes reaches a socket as a few messages, one entry per row, and never as a flood. */
let server: TestClient;
let socket: LiveSocket;

beforeAll(async () => {
  server = await startTestServer();
  socket = openSocket(server, { token: await server.login('ADMIN') });
  await socket.connected;
});
afterAll(async () => {
  await socket.dispose();
  await server.stop();
});

const renames = (ids: string[], round: number) =>
  `mutation { ${ids.map((id, n) => `u${n}: accentUpdate(id: "${id}", input: { title: "Burst ${id} ${round}" }) { userErrors { message } }`).join(' ')} }`;

describe('coalescing', () => {
  it('folds 20 saves of one row in one document into one entry that counts them', async () => {
    const rows = await subscribed<RowsMessage>(server, socket, ROWS_CHANGED, { subject: 'Accent' });
    const accent = server.db.all('Accent')[0];
    const saves = Array.from({ length: 20 }, (_, n) => `s${n}: accentUpdate(id: "${accent.id}", input: { title: "Save ${n}" }) { userErrors { message } }`);
    expect((await server.request(`mutation { ${saves.join(' ')} }`, {}, await server.login('ADMIN'))).errors).toBeUndefined();
    const { rowsChanged } = (await rows.next()).data!;
    expect(rowsChanged.changes).toHaveLength(1);
    expect(rowsChanged.changes[0]).toMatchObject({ id: accent.id, kind: 'UPDATED', fields: ['title'], count: 20, updatedAt: server.db.get('Accent', accent.id)!.updatedAt });
    rows.stop();
  });

  it('sends 1,000 changes of 20 rows in 50 documents as far fewer messages, each row once per message', async () => {
    const rows = await subscribed<RowsMessage>(server, socket, ROWS_CHANGED, { subject: 'Accent' });
    const ids = server.db.all('Accent').slice(0, 20).map((row) => row.id);
    const token = await server.login('ADMIN');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, round) => server.request(renames(ids, round), {}, token)));
    expect(answers.every((answer) => answer.errors === undefined)).toBe(true);
    const messages: RowsMessage['rowsChanged'][] = [];
    let counted = 0;
    while (counted < 1000) {
      const { rowsChanged } = (await rows.next()).data!;
      messages.push(rowsChanged);
      counted += rowsChanged.changes.reduce((sum, change) => sum + change.count, 0);
    }
    expect(counted).toBe(1000);
    expect(messages.length).toBeLessThan(50);
    for (const message of messages) expect(new Set(message.changes.map((change) => change.id)).size).toBe(message.changes.length);
    rows.stop();
  });

  it('says "refetch" instead of listing more than 100 rows: a bulk update of 1,000 comments is one small message', async () => {
    const rows = await subscribed<RowsMessage>(server, socket, ROWS_CHANGED, { subject: 'Comment' });
    const ids = server.db.all('Comment').slice(0, 1000).map((row) => row.id);
    const result = await server.request<{ bulkUpdate: { updatedIds: string[] } }>(
      'mutation Bulk($ids: [ID!]!) { bulkUpdate(subject: "Comment", ids: $ids, input: { body: "Bulk body" }) { updatedIds } }',
      { ids },
      await server.login('ADMIN'),
    );
    expect(result.data?.bulkUpdate.updatedIds).toHaveLength(1000);
    expect((await rows.next()).data!.rowsChanged).toEqual({ subject: 'Comment', changes: [], refetch: true });
    // One document, one commit: one message for all 1,000, whatever the timing.
    const sent = socket.frames.filter((frame) => frame.includes('"subject":"Comment"'));
    expect(sent).toHaveLength(1);
    expect(sent[0].length).toBeLessThan(200);
    rows.stop();
  });
});
