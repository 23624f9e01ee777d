// @vitest-environment node
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../mock-server/auth/tokens';
import { openState } from '../../mock-server/durable/open';
import { databasePath } from '../../mock-server/durable/store';
import { SavedViewStore } from '../../mock-server/savedViews';
import { buildSchema, readSchemaSource } from '../../mock-server/schema';
import { seedDatabase } from '../../mock-server/seed/run';
import { StaffState } from '../../mock-server/staff';
import { Database } from '../../mock-server/store/db';
import { HISTORY_PER_RECORD } from '../../mock-server/undo/history';
import { undoStateOf } from '../../mock-server/undo/state';

const { models } = buildSchema(readSchemaSource());
const dir = mkdtempSync(join(tmpdir(), 'mock-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const UPDATES = 100_000;
const PER_COMMIT = 100;
/** 1,000 comments updated in turn: 100 history entries each, the most a record keeps. */
const ROWS = 1_000;

function open() {
  const db = new Database(models);
  const staff = new StaffState();
  const services = { sessions: new TokenService('a-secret-long-enough-for-these-tests', 3600), views: new SavedViewStore(), staff };
  const started = performance.now();
  const { store, origin } = openState(db, dir, services, () => {
    seedDatabase(db, 42, 'not-a-real-hash');
    staff.seed(db, db.clock());
  });
  return { db, store, origin, ms: performance.now() - started };
}

describe('restart time', () => {
  it('does not grow with the number of past writes (100,000 updates, each with its history entry)', () => {
    const first = open();
    expect(first.origin.kind).toBe('seed');
    const seededMs = first.ms;
    const restartedMs = (() => {
      first.store.close();
      const again = open();
      again.store.close();
      return again.ms;
    })();

    const writer = open();
    const { history } = undoStateOf(writer.db);
    const rows = writer.db.all('Comment').slice(0, ROWS);
    const started = performance.now();
    for (let i = 0; i < UPDATES; i += 1) {
      const row = rows[i % ROWS];
      writer.db.update(row, { body: `Update ${i}` });
      history.add({ subject: 'Comment', recordId: row.id, at: row.updatedAt, by: null, action: 'UPDATE', changes: [{ field: 'body', before: null, after: `Update ${i}`, redacted: false }] });
      if ((i + 1) % PER_COMMIT === 0) writer.store.commit();
    }
    const writingMs = performance.now() - started;
    writer.store.close();

    const after = open();
    try {
      expect(after.origin.kind).toBe('restored');
      expect(after.db.get('Comment', rows[ROWS - 1].id)?.body).toBe(`Update ${UPDATES - 1}`);
      const kept = undoStateOf(after.db).history.of('Comment', rows[0].id);
      expect(kept).toHaveLength(HISTORY_PER_RECORD);
      expect(kept.at(-1)!.changes[0].after).toBe(`Update ${UPDATES - ROWS}`);
    } finally {
      after.store.close();
    }
    const mb = (statSync(databasePath(dir)).size / 1024 / 1024).toFixed(0);
    // Timings are printed, not asserted (a shared machine's timings may not fail a test).
    console.log(
      `restart time: seed ${seededMs.toFixed(0)} ms, restart after the seed ${restartedMs.toFixed(0)} ms; ` +
        `${UPDATES} updates in ${(UPDATES / PER_COMMIT).toFixed(0)} commits took ${(writingMs / 1000).toFixed(1)} s; ` +
        `restart after them ${after.ms.toFixed(0)} ms (database ${mb} MB)`,
    );
  }, 600_000);
});
