import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Database } from '../store/db';
import { DATABASE_FILE, FORMAT_VERSION, SCHEMA_SQL } from './schema';
import { addChecksums } from './migrate';
import { isDamageError, isStorageError, Sql } from './sql';
import { tellDamagedLog } from './wal';

/** A write the disk or the folder refused (full, read-only): nothing of its document was kept. */
export class NotSavedError extends Error {
  constructor(readonly cause: unknown) {
    super(`The change could not be saved: ${(cause as Error)?.message ?? String(cause)}`);
  }
}

/** A file-system refusal (full, read-only, not permitted): like SQLite's, the write is refused and the server goes on. */
export const isDiskRefusal = (error: unknown) => /^(ENOSPC|EDQUOT|EROFS|EACCES|EPERM|EIO)$/.test(String((error as { code?: unknown } | null)?.code ?? ''));

function writable(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * A data folder that cannot take the server's data, as what to do about it: SQLite's own words
 * ("unable to open database file") name neither the folder nor a way out. Null for other errors.
 */
export function refusedFolder(dir: string, error: unknown): Error | null {
  const cause = error instanceof NotSavedError ? error.cause : error;
  const code = String((cause as { code?: unknown } | null)?.code ?? '');
  const full = /FULL|ENOSPC|EDQUOT/.test(code);
  if (!full && writable(dir) && !/READONLY|EROFS|EACCES|EPERM|CANTOPEN/.test(code)) return null;
  return new Error(
    `The data folder ${dir} ${full ? 'is on a disk that has no room left (its disk is full)' : 'is read-only or may not be written by this user'}, ` +
      `so the mock server cannot keep its data there. Nothing was changed. ${full ? 'Free some space on that disk' : 'Make the folder writable'}, ` +
      'or start with another folder (--data DIR), or without --data to keep the data in memory.',
  );
}

/** The command that salvages a damaged data folder (main.ts). */
export const recoverCommand = (dir: string) => `npm run mock -- --data ${JSON.stringify(dir)} --recover`;

/** The database cannot be trusted; start-up stops and says how to salvage it, changing nothing. */
export class DamagedDatabaseError extends Error {
  constructor(path: string, detail: string) {
    super(
      `The mock database ${path} is damaged (${detail}). Nothing was changed. ` +
        `To salvage what can still be read into a new file (the damaged one is kept beside it) and see what was lost, run:\n  ${recoverCommand(dirname(path))}`,
    );
  }
}

/** Takes part in every commit: writes what it holds in memory, and undoes it if the commit fails. */
export interface UnitPart {
  /** Inside the transaction, before COMMIT. */
  flush(): void;
  /** The commit went through. */
  committed(): void;
  /** The commit failed or the document was refused: memory goes back to what was last committed. */
  rollback(): void;
}

export const databasePath = (dir: string) => join(dir, DATABASE_FILE);

const OLD_FORMAT = ['state.json', 'journal.log'];

/**
 * The store of record: SQLite in WAL mode with `synchronous=FULL`, so a committed transaction
 * is on disk before `commit` returns. Writes of one unit (one GraphQL document, one upload) go
 * into one transaction, begun at the first write; the memory parts (`join`) are written and
 * committed with it, or rolled back with it. Without a data folder the same code runs on an
 * in-memory database, so a refused document is undone there too.
 */
export class Store {
  private readonly parts: UnitPart[] = [];
  private failed: NotSavedError | null = null;
  /** The unit's transaction was begun (asking the driver costs a native call per write). */
  private begun = false;
  private queue: Promise<void> = Promise.resolve();

  private constructor(
    readonly sql: Sql,
    /** The file, or null in memory. */
    readonly path: string | null,
    /** Whether writes are grouped into units (a server); standalone stores commit each statement. */
    readonly units: boolean,
  ) {}

  get persistent(): boolean {
    return this.path !== null;
  }

  /** A write of the current unit was refused (the disk): it can only be rolled back. */
  get failing(): boolean {
    return this.failed !== null;
  }

  /** A database in memory; `units` for a server that commits per document. */
  static memory(units = false): Store {
    const store = new Store(Sql.open(':memory:'), null, units);
    store.sql.exec(SCHEMA_SQL);
    return store;
  }

  /** Opens (or creates) `dir`/mock.db and checks it; refuses a damaged or foreign file. */
  static open(dir: string): Store {
    try {
      mkdirSync(dir, { recursive: true });
    } catch (error) {
      throw refusedFolder(dir, error) ?? error;
    }
    const path = databasePath(dir);
    const old = OLD_FORMAT.filter((name) => existsSync(join(dir, name)));
    if (!existsSync(path) && old.length > 0) {
      throw new Error(
        `${dir} holds mock data in the old format (${old.join(', ')}), which this version no longer reads. ` +
          'Move those files elsewhere (or point --data at another folder) to start from the seed.',
      );
    }
    let sql: Sql | null = null;
    try {
      const damagedLog = tellDamagedLog(path);
      if (damagedLog) console.warn(damagedLog);
      sql = Sql.open(path);
      const version = Number(sql.value('PRAGMA user_version'));
      if (version > FORMAT_VERSION) throw new Error(`The mock database ${path} has format ${version}; this version reads ${FORMAT_VERSION}`);
      const problems = sql.all('PRAGMA quick_check(5)').map((row) => String(row[0]));
      if (problems[0] !== 'ok') throw new DamagedDatabaseError(path, problems.join('; '));
      sql.exec('PRAGMA journal_mode = WAL');
      sql.exec('PRAGMA synchronous = FULL');
      // The WAL file is cut back to this size after a checkpoint, not left at its largest (the seed).
      sql.exec('PRAGMA journal_size_limit = 4194304');
      addChecksums(sql, version);
      sql.exec(SCHEMA_SQL);
      sql.exec(`PRAGMA user_version = ${FORMAT_VERSION}`);
      return new Store(sql, path, true);
    } catch (error) {
      sql?.close();
      if (isDamageError(error)) throw new DamagedDatabaseError(path, (error as Error).message);
      throw refusedFolder(dir, error) ?? error;
    }
  }

  /** Memory that must be saved and undone with each unit (the tables, the small parts). */
  join(part: UnitPart): void {
    this.parts.push(part);
  }

  /** A statement of the current unit; the first one begins its transaction. */
  write(sql: string, params: (string | number | null)[] = []): { changes: number; lastInsertRowid: number } {
    if (this.failed) throw this.failed;
    try {
      if (this.units && !this.begun) {
        this.sql.exec('BEGIN');
        this.begun = true;
      }
      return this.sql.run(sql, params);
    } catch (error) {
      // SQLite may have rolled the transaction back already: nothing more of this unit may be written.
      if (this.units) this.failed = new NotSavedError(error);
      throw this.failed ?? error;
    }
  }

  /** Commits the unit; if that fails, memory is rolled back and NotSavedError thrown. */
  commit(): void {
    try {
      if (this.failed) throw this.failed;
      for (const part of this.parts) part.flush();
      if (this.begun) this.sql.exec('COMMIT');
      this.begun = false;
    } catch (error) {
      this.rollback();
      if (!isStorageError(error) && !(error instanceof NotSavedError)) console.error('Saving a change failed:', error);
      throw error instanceof NotSavedError ? error : new NotSavedError(error);
    }
    for (const part of this.parts) part.committed();
  }

  /** Drops the unit: its statements and what it changed in memory. */
  rollback(): void {
    if (this.begun) {
      this.begun = false;
      try {
        this.sql.exec('ROLLBACK');
      } catch {
        // Already rolled back by SQLite after the error that brought us here.
      }
    }
    for (const part of [...this.parts].reverse()) part.rollback();
    this.failed = null;
  }

  /**
   * Runs units one at a time: a document's writes and its commit are not mixed with another's.
   * Resolves with the function that lets the next one in.
   */
  lock(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const turn = this.queue.then(() => release);
    this.queue = this.queue.then(() => held);
    return turn;
  }

  /** Checkpoints the WAL into the file (a clean stop leaves one file) and closes. */
  close(): void {
    if (this.begun) this.rollback();
    try {
      if (this.persistent) this.sql.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    } catch {
      // A full disk: the WAL stays and is replayed on the next start.
    }
    this.sql.close();
  }
}

// Kept beside the Database, like undo/state.ts: whatever builds a Database (a test harness) gets a
// store in memory without being told; a server binds its own first.
const stores = new WeakMap<Database, Store>();

export function bindStore(db: Database, store: Store): void {
  stores.set(db, store);
}

export function storeOf(db: Database): Store {
  let store = stores.get(db);
  if (!store) {
    store = Store.memory();
    stores.set(db, store);
  }
  return store;
}
