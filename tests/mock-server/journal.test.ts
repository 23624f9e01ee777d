// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from './harness';
import { sampleInput } from './fixtures';

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
