// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from './harness';
import { sampleInput } from './fixtures';
import { saveTables, saveTablesJson } from '../../mock-server/store/snapshot';

const dir = mkdtempSync(join(tmpdir(), 'mock-journal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the write journal', () => {
  it('is on disk when a create is answered, folds into the snapshot, and replays after a restart', async () => {
    const first = await startTestServer({ dataDir: dir, journalCompactEvery: 3 });
    const token = await first.login('ADMIN');
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const created = await first.run<{ accentCreate: { accent: { id: string } } }>('AccentCreate', { input: sampleInput(first.db, 'Accent') }, token);
      ids.push(created.data!.accentCreate.accent.id);
      // Answered means written: the row is in the journal or, once folded, in the snapshot.
      const onDisk = readFileSync(join(dir, 'journal.log'), 'utf8') + readFileSync(join(dir, 'state.json'), 'utf8');
      expect(onDisk).toContain(`"id":"${ids[i]}"`);
    }
    expect(statSync(join(dir, 'journal.log')).size).toBeLessThan(20_000);
    // Simulate a crash: no orderly stop, and a torn record at the end of the journal.
    writeFileSync(join(dir, 'journal.log'), `${readFileSync(join(dir, 'journal.log'), 'utf8')}{"rows":{"Accent":{"77`);
    await first.server.httpServer.close();

    const second = await startTestServer({ dataDir: dir, port: 0 });
    try {
      for (const id of ids) expect(second.db.get('Accent', id), id).toBeDefined();
      expect(second.db.get('Accent', '77')).toBeUndefined();
    } finally {
      await second.stop();
      await first.stop().catch(() => undefined);
    }
  });

  it('journals a write with its own history entries, not the whole history, and replays them after a crash', async () => {
    const other = mkdtempSync(join(tmpdir(), 'mock-journal-history-'));
    try {
      const first = await startTestServer({ dataDir: other, journalCompactEvery: 10_000 });
      const token = await first.login('ADMIN');
      const created = await first.run<{ accentCreate: { accent: { id: string } } }>('AccentCreate', { input: sampleInput(first.db, 'Accent') }, token);
      const id = created.data!.accentCreate.accent.id;
      for (let i = 0; i < 30; i += 1) await first.run('AccentUpdate', { id, input: { title: `Revision ${i}` } }, token);
      const gone = first.db.all('Accent').find((row) => row.id !== id && first.db.referencesTo(row).length === 0)!;
      await first.run('AccentDelete', { id: gone.id }, token);
      const lines = readFileSync(join(other, 'journal.log'), 'utf8').trim().split('\n');
      // The delete's line carries the deleted accent's history and trash entry, not the other's thirty revisions.
      expect(lines.at(-1)).toContain(`"Accent:${gone.id}"`);
      expect(lines.at(-1)).not.toContain('Revision 0');
      await first.server.httpServer.close(); // a crash: no orderly stop

      const second = await startTestServer({ dataDir: other, port: 0 });
      try {
        const again = await second.login('ADMIN');
        const entries = await second.run<{ history: { action: string }[] }>('History', { subject: 'Accent', id }, again);
        expect(entries.data!.history.filter((entry) => entry.action === 'UPDATE')).toHaveLength(30);
        const trash = await second.run<{ trash: { items: { id: string }[] } }>('Trash', { subject: 'Accent' }, again);
        expect(trash.data!.trash.items.map((item) => item.id)).toContain(gone.id);
      } finally {
        await second.stop();
        await first.stop().catch(() => undefined);
      }
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('serializes the tables in slices to exactly what one JSON.stringify of them gives, serving requests meanwhile', async () => {
    const server = await startTestServer();
    try {
      const done: string[] = [];
      const token = await server.login('ADMIN');
      const snapshot = saveTablesJson(server.db).then((text) => (done.push('snapshot'), text));
      const read = server.run('AccentList', { page: 1, pageSize: 5 }, token).then(() => done.push('read'));
      expect(await snapshot).toBe(JSON.stringify(saveTables(server.db)));
      await read;
      // ~28,000 rows take hundreds of slices; a small read is answered between two of them.
      expect(done).toEqual(['read', 'snapshot']);
    } finally {
      await server.stop();
    }
  });

  it('refuses a journal damaged before its last record, naming it', async () => {
    const other = mkdtempSync(join(tmpdir(), 'mock-journal-bad-'));
    try {
      const first = await startTestServer({ dataDir: other });
      await first.stop();
      writeFileSync(join(other, 'journal.log'), '{"rows":{}, broken\n{"rows":{},"seq":{}}\n');
      await expect(startTestServer({ dataDir: other })).rejects.toThrow(/journal\.log is damaged at line 1/);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
