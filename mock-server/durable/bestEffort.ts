import type { Database } from '../store/db';
import { NotSavedError, storeOf, type Store } from './store';

interface Pending {
  what: string;
  write: () => void;
}

const pending = new WeakMap<Store, Pending[]>();

/**
 * A write that may be lost without harm, where the request it rides on must not be (a user's last
 * sign-in time, written by signing in). It waits for the document's own unit to commit, then runs
 * as a unit of its own (`commitBestEffort`): a disk that refuses it refuses it alone, memory
 * forgets it too (no reader ever sees what was not saved), and the server logs a warning. A store
 * that commits each statement by itself (no server around it) runs it at once.
 *
 * @example writeBestEffort(ctx.db, 'the last sign-in time of user 7', () => ctx.db.update(user, { lastLoginAt: now }));
 */
export function writeBestEffort(db: Database, what: string, write: () => void): void {
  const store = storeOf(db);
  if (!store.units) return write();
  pending.set(store, [...(pending.get(store) ?? []), { what, write }]);
}

/** After a document committed (durable plugin): its best-effort writes, each committed or dropped alone. */
export function commitBestEffort(store: Store): void {
  const writes = pending.get(store) ?? [];
  pending.delete(store);
  for (const { what, write } of writes) {
    try {
      write();
      store.commit();
    } catch (error) {
      store.rollback();
      if (!(error instanceof NotSavedError)) throw error;
      console.warn(`Not saved, and not kept in memory either: ${what}. ${error.message}`);
    }
  }
}

/** A document that was refused or not saved drops its best-effort writes with it. */
export function dropBestEffort(store: Store): void {
  pending.delete(store);
}
