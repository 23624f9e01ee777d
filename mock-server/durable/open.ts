import type { Database } from '../store/db';
import { SnapshotPart, type Snapshotted } from './parts';
import { loadRows, RowLog, saveAllRows } from './rows';
import { bindStore, DamagedDatabaseError, refusedFolder, Store } from './store';

/** How the state was made: seeded, or restored from the data folder; with how long it took. */
export type Origin = { kind: 'seed'; ms: number } | { kind: 'restored'; ms: number };

const SEEDED = "SELECT 1 FROM meta WHERE key = 'seededAt'";

/**
 * Opens the store of `dataDir` (in memory without one) and fills the tables and the small
 * services from it, or seeds them and saves the seed in one transaction. Start-up reads the rows
 * as they are now, so it does not grow with the number of writes that made them.
 */
export function openState(db: Database, dataDir: string | null, services: Record<string, Snapshotted<unknown>>, seed: () => void): { store: Store; origin: Origin } {
  const started = performance.now();
  const store = dataDir ? Store.open(dataDir) : Store.memory(true);
  try {
    bindStore(db, store);
    const rows = new RowLog(db, store);
    db.writes = rows;
    store.join(rows);
    const parts = Object.entries(services).map(([name, service]) => new SnapshotPart(store, name, service));
    for (const part of parts) store.join(part);
    if (store.sql.value(SEEDED) !== undefined) {
      loadRows(db, store);
      for (const part of parts) part.load();
      // What loading changed (a part told that entries were lost) is saved before anything is served.
      store.commit();
      return { store, origin: { kind: 'restored', ms: performance.now() - started } };
    }
    // Rows without the note of a seed are not seeded over (a salvage that lost the note, say): refused, named.
    if (store.persistent && store.sql.value('SELECT 1 FROM rows LIMIT 1') !== undefined) {
      throw new DamagedDatabaseError(store.path!, 'it holds rows but no record of its seed, so they would be seeded over');
    }
    seed();
    if (store.persistent) saveAllRows(db, store);
    store.write("INSERT OR REPLACE INTO meta (key, value) VALUES ('seededAt', ?)", [new Date(db.clock()).toISOString()]);
    store.commit();
    // The seed went through the WAL; fold it into the file now rather than carry it until the next start.
    if (store.persistent) store.sql.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    return { store, origin: { kind: 'seed', ms: performance.now() - started } };
  } catch (error) {
    db.writes = null;
    store.close();
    throw (dataDir ? refusedFolder(dataDir, error) : null) ?? error;
  }
}
