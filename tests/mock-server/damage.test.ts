// @vitest-environment node
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { TABLES } from '../../mock-server/durable/schema';
import { Sql } from '../../mock-server/durable/sql';
import { databasePath } from '../../mock-server/durable/store';
import { startTestServer } from './harness';
import { ask, damageText, dataFolders, folderWithAccent, newFolder, runMock, signIn } from './damage';

afterAll(() => dataFolders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A start that was refused: it ended by itself (no abort), naming what it names. */
async function expectRefused(dir: string, ...names: (string | RegExp)[]) {
  const run = await runMock(dir);
  if (run.serving) {
    await run.stop();
    throw new Error(`served a damaged folder: ${run.output()}`);
  }
  expect(run.signal).toBeNull();
  expect(run.code).toBe(1);
  expect(run.output).not.toMatch(/panicked|Aborted/);
  for (const name of names) expect(run.output).toMatch(name);
  return run.output;
}

describe('text that is not UTF-8', () => {
  it('in an entity row: the start is refused naming the row, and --recover drops that row alone', async () => {
    const { dir, id } = await folderWithAccent('Bad byte row marker');
    expect(damageText(dir, 'Bad byte row marker', 4, 0xff)).toBeGreaterThan(0);
    await expectRefused(dir, `rows Accent ${id}`, '--recover');

    const recovered = await runMock(dir, '--recover');
    if (!recovered.serving) throw new Error(recovered.output);
    expect(recovered.output()).toMatch(new RegExp(`rows +\\d+ kept, 1 lost: Accent ${id}\\b`));
    await recovered.stop();
    const after = await startTestServer({ dataDir: dir });
    try {
      expect(after.db.get('Accent', id)).toBeUndefined();
      expect(after.db.all('Accent').length).toBeGreaterThan(10);
    } finally {
      await after.stop();
    }
  }, 180_000);

  it('in a history entry: reading that history is refused naming the entry, and the server goes on', async () => {
    const { dir, id } = await folderWithAccent('History marker before', 'History marker after');
    // The old title is stored only in the history (the row holds the new one).
    expect(damageText(dir, 'History marker before', 4, 0xff)).toBeGreaterThan(0);
    const run = await runMock(dir);
    if (!run.serving) throw new Error(run.output);
    try {
      const token = await signIn(run.url);
      const history = await ask(run.url, 'query($id: ID!) { history(subject: "Accent", id: $id) { id } }', { id }, token);
      expect(history.errors?.[0].extensions?.code).toBe('DAMAGED_ROW');
      expect(history.errors?.[0].message).toMatch(new RegExp(`history entry \\d+ \\(Accent ${id}\\)`));
      const log = await ask(run.url, 'query($id: ID!) { activity(filter: { subject: "Accent", recordId: $id }) { total } }', { id }, token);
      expect(log.errors?.[0].extensions?.code).toBe('DAMAGED_ROW');
      // Still serving: the log of other records, and the accent itself.
      const other = await ask(run.url, '{ activity(filter: { subject: "Language" }) { total } }', {}, token);
      expect(other.errors).toBeUndefined();
      const row = await ask<{ accent: { title: string } }>(run.url, 'query($id: ID!) { accent(id: $id) { title } }', { id }, token);
      expect(row.data?.accent.title).toBe('History marker after');
    } finally {
      await run.stop();
    }
    expect(run.output()).not.toMatch(/panicked/);
  }, 180_000);
  it('in a trash entry: listing the trash is refused naming the entry, other reads go on', async () => {
    const { dir, id } = await folderWithAccent('Trash marker');
    const server = await startTestServer({ dataDir: dir });
    try {
      const deleted = await server.request('mutation($id: ID!) { accentDelete(id: $id) { deletedId } }', { id }, await server.login('ADMIN'));
      expect(deleted.errors).toBeUndefined();
    } finally {
      await server.stop();
    }
    // The title is in the trash entry and in the history; the trash is what is read here.
    expect(damageText(dir, 'Trash marker', 2, 0xff)).toBeGreaterThan(0);
    const run = await runMock(dir);
    if (!run.serving) throw new Error(run.output);
    try {
      const token = await signIn(run.url);
      const trash = await ask(run.url, '{ trash(subject: "Accent") { total } }', {}, token);
      expect(trash.errors?.[0].extensions?.code).toBe('DAMAGED_ROW');
      expect(trash.errors?.[0].message).toContain(`trash Accent ${id}`);
      expect((await ask(run.url, '{ accentList(pageSize: 1) { total } }', {}, token)).errors).toBeUndefined();
    } finally {
      await run.stop();
    }
  }, 180_000);
});

/** The token's id (its `jti` claim), as the revocation stores it. */
const jtiOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti: string }).jti;

/** A data folder where a session was signed out; answers the token that must stay refused. */
async function folderWithLogout(): Promise<{ dir: string; token: string }> {
  const { dir } = await folderWithAccent('Logout folder');
  const server = await startTestServer({ dataDir: dir });
  try {
    const token = (await server.run<{ login: { token: string } }>('Login', { email: 'support@example.com', password: server.config.devPassword })).data!.login.token;
    expect((await server.request('mutation { logout }', {}, token)).errors).toBeUndefined();
    expect((await server.request('{ viewer { user { id } } }', {}, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    return { dir, token };
  } finally {
    await server.stop();
  }
}

describe('a damaged session row', () => {
  it('with a byte that is not UTF-8 is refused at start naming the row', async () => {
    const { dir, token } = await folderWithLogout();
    const jti = jtiOf(token);
    expect(damageText(dir, jti, 3, 0xff)).toBeGreaterThan(0);
    await expectRefused(dir, /parts sessions/, '--recover');
  }, 180_000);

  it('with a changed letter in a revoked key keeps the token refused, through --recover too', async () => {
    const { dir, token } = await folderWithLogout();
    const jti = jtiOf(token);
    // Another hex digit: the key still reads as text, only the checksum can tell.
    const last = jti.at(-1)!;
    expect(damageText(dir, jti, jti.length - 1, (last === '0' ? '1' : '0').charCodeAt(0))).toBeGreaterThan(0);
    await expectRefused(dir, /parts sessions .*its checksum does not match/);

    const recovered = await runMock(dir, '--recover');
    if (!recovered.serving) throw new Error(recovered.output);
    try {
      expect(recovered.output()).toMatch(/parts +\d+ kept, 1 lost|suspect|sessions/);
      const viewer = await ask(recovered.url, '{ viewer { user { id } } }', {}, token);
      expect(viewer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      // Signing in again works.
      expect(await signIn(recovered.url, 'SUPPORT')).toBeTruthy();
    } finally {
      await recovered.stop();
    }
  }, 180_000);
});

/** How many rows each table of the folder's database holds (read before it is damaged). */
function countsOf(dir: string): Record<string, number> {
  const sql = Sql.open(databasePath(dir));
  try {
    return Object.fromEntries(Object.keys(TABLES).map((table) => [table, Number(sql.value(`SELECT COUNT(*) FROM ${table}`))]));
  } finally {
    sql.close();
  }
}

describe('a damaged header', () => {
  it('is refused at start, and --recover keeps every row it can read, reports the counts it found and keeps the damaged file', async () => {
    const { dir, id } = await folderWithAccent('Header damage marker');
    const before = countsOf(dir);
    const path = databasePath(dir);
    const file = readFileSync(path);
    file.fill(0x58, 0, 16);
    writeFileSync(path, file);
    await expectRefused(dir, path, '--recover');

    const recovered = await runMock(dir, '--recover');
    if (!recovered.serving) throw new Error(recovered.output);
    const printed = recovered.output();
    await recovered.stop();
    expect(printed).toMatch(/header/i);
    expect(printed).not.toMatch(/seeded/);
    for (const table of ['rows', 'history', 'parts']) expect(printed).toMatch(new RegExp(`${table} +${before[table]} kept\\n`));
    const kept = /damaged file is kept as (\S+)\./.exec(printed)![1];
    expect(readFileSync(kept).subarray(0, 16).toString()).toBe('X'.repeat(16));

    const after = await startTestServer({ dataDir: dir });
    try {
      expect(after.server.origin.kind).toBe('restored');
      expect(after.db.get('Accent', id)?.title).toBe('Header damage marker');
    } finally {
      await after.stop();
    }
  }, 180_000);
});

describe('a damaged write-ahead log', () => {
  it('is reported at start with the number of commits it drops, and kept', async () => {
    const { dir: source } = await folderWithAccent('Log folder');
    const server = await startTestServer({ dataDir: source });
    const dir = newFolder();
    try {
      const token = await server.login('ADMIN');
      const languageId = server.db.all('Language')[0].id;
      for (const title of ['Log marker one', 'Log marker two']) {
        const created = await server.request('mutation($i: AccentCreateInput!) { accentCreate(input: $i) { accent { id } } }', { i: { title, languageId } }, token);
        expect(created.errors).toBeUndefined();
      }
      // The files as a crash would leave them: the last commits only in the log.
      copyFileSync(databasePath(source), databasePath(dir));
      copyFileSync(`${databasePath(source)}-wal`, `${databasePath(dir)}-wal`);
    } finally {
      await server.stop();
    }
    const wal = readFileSync(`${databasePath(dir)}-wal`);
    const at = wal.lastIndexOf('Log marker two');
    expect(at).toBeGreaterThan(0);
    wal[at + 4] ^= 0x01;
    writeFileSync(`${databasePath(dir)}-wal`, wal);

    const run = await runMock(dir);
    if (!run.serving) throw new Error(run.output);
    try {
      expect(run.output()).toMatch(/write-ahead log .*1 commit\(s\).*fail their checksum/);
      expect(run.output()).toMatch(/kept as \S+mock\.db-wal\.damaged-/);
      const token = await signIn(run.url);
      const titles = await ask<{ accentList: { items: { title: string }[] } }>(run.url, '{ accentList(filter: { search: "Log marker" }) { items { title } } }', {}, token);
      expect(titles.data!.accentList.items.map((item) => item.title)).toEqual(['Log marker one']);
    } finally {
      await run.stop();
    }
  }, 180_000);
});
