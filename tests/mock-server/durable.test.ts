// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Sql } from '../../mock-server/durable/sql';
import { databasePath } from '../../mock-server/durable/store';
import { codeOf, startTestServer } from './harness';
import { sampleInput } from './fixtures';

const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `mock-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A second connection to the file, as a restart would read it. */
const onDisk = (dir: string, sql: string, params: (string | number)[] = []) => {
  const reader = Sql.open(databasePath(dir));
  try {
    return reader.all(sql, params);
  } finally {
    reader.close();
  }
};

describe('SQLite as the store of record (--data DIR)', () => {
  it('has a create committed when it is answered, and keeps it through a restart without a clean stop', async () => {
    const dir = tempDir('durable');
    const first = await startTestServer({ dataDir: dir });
    const token = await first.login('ADMIN');
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const created = await first.run<{ accentCreate: { accent: { id: string } } }>('AccentCreate', { input: sampleInput(first.db, 'Accent') }, token);
      const id = created.data!.accentCreate.accent.id;
      ids.push(id);
      expect(onDisk(dir, "SELECT CAST(id AS BLOB) FROM rows WHERE type = 'Accent' AND id = ?", [id])).toHaveLength(1);
    }
    // A crash: the database is never closed or checkpointed; the WAL carries the commits.
    await new Promise<void>((resolve) => first.server.httpServer.close(() => resolve()));
    const second = await startTestServer({ dataDir: dir });
    try {
      expect(second.server.origin.kind).toBe('restored');
      for (const id of ids) expect(second.db.get('Accent', id), id).toBeDefined();
    } finally {
      await second.stop();
      first.server.store.close();
    }
  });

  it('writes a change as its own history row, never the record history again', async () => {
    const dir = tempDir('history');
    const server = await startTestServer({ dataDir: dir });
    try {
      const token = await server.login('ADMIN');
      const created = await server.run<{ accentCreate: { accent: { id: string } } }>('AccentCreate', { input: sampleInput(server.db, 'Accent') }, token);
      const id = created.data!.accentCreate.accent.id;
      const rows = () => onDisk(dir, "SELECT id, CAST(data AS BLOB) FROM history WHERE subject = 'Accent' AND record_id = ? ORDER BY id", [id]);
      for (let i = 0; i < 3; i += 1) await server.run('AccentUpdate', { id, input: { title: `Revision ${i}` } }, token);
      const before = rows();
      await server.run('AccentUpdate', { id, input: { title: 'Revision 3' } }, token);
      const after = rows();
      // One more row; the rows already there are untouched.
      expect(after).toHaveLength(before.length + 1);
      expect(after.slice(0, -1)).toEqual(before);
      expect(String(after.at(-1)![1])).toContain('Revision 3');
      expect(String(after.at(-1)![1])).not.toContain('Revision 1');
    } finally {
      await server.stop();
    }
  });

  it('applies nothing of a document refused as a whole', async () => {
    const dir = tempDir('refused');
    const server = await startTestServer({ dataDir: dir });
    try {
      const editor = await server.login('EDITOR');
      const languageId = server.db.all('Language')[0].id;
      const refused = await server.request(
        `mutation { a: accentCreate(input: { title: "Refused as a whole", languageId: "${languageId}" }) { accent { id } } b: restore(subject: "User", ids: ["5"]) { restoredIds } }`,
        {},
        editor,
      );
      expect(codeOf(refused)).toBe('FORBIDDEN');
      expect(refused.data ?? null).toBeNull();
      expect(server.db.all('Accent').some((row) => row.title === 'Refused as a whole')).toBe(false);
      expect(onDisk(dir, "SELECT CAST(id AS BLOB) FROM rows WHERE type = 'Accent' AND data LIKE '%Refused as a whole%'")).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('answers NOT_SAVED, and changes nothing, when a write is refused in the middle of a document', async () => {
    const dir = tempDir('midway');
    const server = await startTestServer({ dataDir: dir });
    try {
      const token = await server.login('ADMIN');
      const language = server.db.all('Language')[0];
      const title = String(language.title);
      // SQLite refuses the statement itself (as a full disk can, before the commit): the rename runs, the history insert fails.
      server.server.store.sql.exec('PRAGMA query_only = ON');
      const refused = await server.request(`mutation { languageUpdate(id: "${language.id}", input: { title: "Not kept" }) { language { id } } }`, {}, token);
      expect(codeOf(refused)).toBe('NOT_SAVED');
      expect(server.db.get('Language', language.id)?.title).toBe(title);
      server.server.store.sql.exec('PRAGMA query_only = OFF');
      const kept = await server.request(`mutation { languageUpdate(id: "${language.id}", input: { title: "Kept" }) { language { id } } }`, {}, token);
      expect(kept.errors).toBeUndefined();
      expect(server.db.get('Language', language.id)?.title).toBe('Kept');
    } finally {
      await server.stop();
    }
  });

  it('refuses a data folder of the old format instead of starting over silently', async () => {
    const dir = tempDir('old-format');
    writeFileSync(join(dir, 'state.json'), '{}');
    await expect(startTestServer({ dataDir: dir })).rejects.toThrow(/old format \(state\.json\)/);
  });
});
