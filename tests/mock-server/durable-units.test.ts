// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../mock-server/auth/tokens';
import { openState } from '../../mock-server/durable/open';
import { SavedViewStore } from '../../mock-server/savedViews';
import { buildSchema, readSchemaSource } from '../../mock-server/schema';
import { seedDatabase } from '../../mock-server/seed/run';
import { StaffState } from '../../mock-server/staff';
import { Database } from '../../mock-server/store/db';
import type { Row } from '../../mock-server/store/types';
import { undoStateOf } from '../../mock-server/undo/state';

const { models } = buildSchema(readSchemaSource());
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function open(dataDir: string | null) {
  const db = new Database(models);
  const tokens = new TokenService('a-secret-long-enough-for-these-tests', 3600);
  const views = new SavedViewStore();
  const staff = new StaffState();
  const { store, origin } = openState(db, dataDir, { sessions: tokens, views, staff }, () => {
    seedDatabase(db, 7, 'not-a-real-hash');
    staff.seed(db, db.clock());
  });
  return { db, tokens, views, staff, store, origin };
}

/** What a document might do: a row of each kind of write, history, trash, a logout, a saved view. */
function writeEverything({ db, tokens, views }: ReturnType<typeof open>) {
  const language = db.all('Language')[0];
  const gone = db.all('Accent').find((row) => db.referencesTo(row).length === 0)!;
  const created = db.insert('Accent', { title: 'Written in a unit', language });
  db.update(language, { title: 'Renamed in a unit' });
  db.remove([gone]);
  const { history, trash } = undoStateOf(db);
  history.add({ subject: 'Language', recordId: language.id, at: new Date().toISOString(), by: null, action: 'UPDATE', changes: [] });
  trash.keep(gone, [], new Date().toISOString(), null, String(gone.title));
  tokens.revoke('a-token-id');
  tokens.endSessionsOf('1');
  views.add({ entity: 'Accent', name: 'Mine', query: '', columns: ['title'], ownerId: '1', sharedWithRole: null, createdAt: '', updatedAt: '' });
  return { language, gone, created };
}

const snapshot = ({ db, tokens, views }: ReturnType<typeof open>) => ({
  accents: db.all('Accent').map((row) => `${row.id}:${String(row.title)}`).sort(),
  languages: db.all('Language').map((row) => `${row.id}:${String(row.title)}:${row.updatedAt}`),
  seq: db.table('Accent').seq,
  page: db.list('Accent', { page: 1, pageSize: 5, sort: { field: 'TITLE', direction: 'ASC' } }).items.map((row) => row.id),
  sessions: tokens.save(),
  views: views.save(),
});

describe('a unit of writes', () => {
  it('rolled back, leaves memory and the database as they were', () => {
    const state = open(null);
    const before = snapshot(state);
    const { language, gone, created } = writeEverything(state);
    expect(state.db.get('Accent', created.id)).toBe(created);
    state.store.rollback();

    expect(snapshot(state)).toEqual(before);
    expect(state.db.get('Accent', created.id)).toBeUndefined();
    // The removed row is back as the same object, so the rows that pointed at it still do.
    expect(state.db.get('Accent', gone.id)).toBe(gone);
    const { history, trash } = undoStateOf(state.db);
    expect(history.of('Language', language.id)).toEqual([]);
    expect(trash.get('Accent', gone.id)).toBeUndefined();
    state.store.close();
  });

  it('committed, is all there after a restart; a later unit rolled back is not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-units-'));
    dirs.push(dir);
    const first = open(dir);
    expect(first.origin.kind).toBe('seed');
    const { language, gone, created } = writeEverything(first);
    first.store.commit();
    const committed = snapshot(first);
    first.db.insert('Accent', { title: 'Never committed', language });
    first.tokens.revoke('another-token-id');
    first.store.rollback();
    first.store.close();

    const second = open(dir);
    expect(second.origin.kind).toBe('restored');
    expect(snapshot(second)).toEqual(committed);
    expect(second.db.get('Accent', created.id)?.language).toBe(second.db.get('Language', language.id));
    expect(second.db.all('Accent').some((row: Row) => row.title === 'Never committed')).toBe(false);
    const { history, trash } = undoStateOf(second.db);
    expect(history.of('Language', language.id)).toHaveLength(1);
    expect(trash.get('Accent', gone.id)?.label).toBe(String(gone.title));
    second.store.close();
  });
});
