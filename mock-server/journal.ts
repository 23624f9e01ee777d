import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { mkdirSync, readFileSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { StatePersistence } from './persistence';
import type { Database } from './store/db';
import { saveRow, saveTablesJson, type TablesSnapshot } from './store/snapshot';
import type { Row } from './store/types';

/** What is saved: the tables plus small named parts (staff settings, revoked sessions). */
export interface DurableState {
  tables: TablesSnapshot;
  [part: string]: unknown;
}

/**
 * A part that grows with use (the change history, the trash): journaled by what a write changed,
 * not whole, which would cost its full size on every write. Small parts are plain values.
 */
export interface IncrementalPart<Saved = unknown, Changes = unknown> {
  /** All of it, for the snapshot. */
  save(): Saved;
  /** What changed since the last call, or undefined; the journal calls it once per record. */
  changes(): Changes | undefined;
  /** On replay: the saved value with a record's changes applied (applying one twice is harmless). */
  merge(saved: Saved | undefined, changes: Changes): Saved;
}

const isIncremental = (value: unknown): value is IncrementalPart =>
  typeof value === 'object' && value !== null && typeof (value as IncrementalPart).changes === 'function' && typeof (value as IncrementalPart).merge === 'function';

/** One journal line: the rows a batch of writes left (null = deleted), table counters, changed parts. */
interface JournalRecord {
  rows: Record<string, Record<string, Record<string, unknown> | null>>;
  seq: Record<string, number>;
  parts?: Record<string, unknown>;
  /** Changes of incremental parts, by part. */
  increments?: Record<string, unknown>;
}

export interface JournalOptions {
  /** Fold the journal into the snapshot after this many records. */
  compactEvery?: number;
}

/**
 * Durable writes: every batch of writes is appended to `journal.log` and fsynced before the
 * responses that caused it are sent (see `settled`); on start the snapshot (`state.json`) is read
 * and the journal replayed over it, then both are folded into a fresh snapshot.
 *
 * Why a journal and not a database: the state is already in memory and small; a line per batch of
 * writes costs one fsync, replay is a loop, and no native driver is needed. Records hold whole rows,
 * so replaying one twice (a crash between compaction and truncation) gives the same state. A
 * record cut short by a crash was never acknowledged, so a torn last line is ignored.
 */
export class Journal {
  readonly path: string;
  private readonly snapshot: StatePersistence<DurableState>;
  private handle: FileHandle | null = null;
  private dirty = new Map<string, Row | null>();
  private lastParts = new Map<string, string>();
  private scheduled: Promise<void> | null = null;
  private chain: Promise<void> = Promise.resolve();
  private records = 0;
  private readonly compactEvery: number;

  constructor(
    readonly dir: string,
    private readonly db: Database,
    private readonly parts: () => Record<string, unknown>,
    options: JournalOptions = {},
  ) {
    this.path = join(dir, 'journal.log');
    this.snapshot = new StatePersistence<DurableState>(dir);
    this.compactEvery = options.compactEvery ?? 5000;
  }

  /** The saved state with the journal replayed over it, or null when nothing was saved yet. */
  load(): DurableState | null {
    const state = this.snapshot.load();
    const records = readRecords(this.path);
    if (!state) return null;
    const parts = this.parts();
    for (const record of records) applyRecord(state, record, parts);
    return state;
  }

  /** Starts journaling: writes a fresh snapshot (folding in any replayed journal) and follows the db. */
  async start(): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    this.db.onWrite = (row, removed) => {
      this.dirty.set(`${row.__typename}\u0000${row.id}`, removed ? null : row);
      this.changed();
    };
    this.handle = await open(this.path, 'a');
    await this.compact();
  }

  /** A write happened: it is appended with the others of this tick. */
  changed(): void {
    if (!this.handle) return;
    this.scheduled ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.scheduled = null;
      return this.enqueue(() => this.append());
    });
  }

  /** Resolves once every write so far is on disk; rejects if writing it failed. */
  async settled(): Promise<void> {
    await this.scheduled;
    await this.chain;
  }

  async close(): Promise<void> {
    this.changed();
    await this.settled().catch(() => undefined);
    await this.handle?.close();
    this.handle = null;
    this.db.onWrite = null;
  }

  private enqueue(step: () => Promise<void>): Promise<void> {
    const next = this.chain.catch(() => undefined).then(step);
    this.chain = next;
    return next;
  }

  private changedParts(): Pick<JournalRecord, 'parts' | 'increments'> {
    const changed: Record<string, unknown> = {};
    const increments: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(this.parts())) {
      if (isIncremental(value)) {
        const changes = value.changes();
        if (changes !== undefined) increments[name] = changes;
        continue;
      }
      const text = JSON.stringify(value);
      if (this.lastParts.get(name) !== text) {
        this.lastParts.set(name, text);
        changed[name] = value;
      }
    }
    const some = (parts: Record<string, unknown>) => (Object.keys(parts).length > 0 ? parts : undefined);
    return { parts: some(changed), increments: some(increments) };
  }

  private async append(): Promise<void> {
    const record: JournalRecord = { rows: {}, seq: {} };
    for (const [key, row] of this.dirty) {
      const [type, id] = key.split('\u0000');
      (record.rows[type] ??= {})[id] = row ? saveRow(row) : null;
      record.seq[type] = this.db.table(type).seq;
    }
    this.dirty.clear();
    Object.assign(record, this.changedParts());
    if (Object.keys(record.rows).length === 0 && !record.parts && !record.increments) return;
    await this.handle!.write(`${JSON.stringify(record)}\n`);
    await this.handle!.datasync();
    this.records += 1;
    if (this.records >= this.compactEvery) await this.compact();
  }

  /** Snapshot first, then an empty journal: a crash in between replays records already in it. */
  private async compact(): Promise<void> {
    this.dirty.clear();
    const parts: string[] = [];
    for (const [name, value] of Object.entries(this.parts())) {
      const text = JSON.stringify(isIncremental(value) ? (value.changes(), value.save()) : value); // all of it goes into the snapshot
      if (!isIncremental(value)) this.lastParts.set(name, text);
      parts.push(`,${JSON.stringify(name)}:${text}`);
    }
    // Writes made while the tables are serialized wait in the chain and are journaled after it.
    const tables = await saveTablesJson(this.db);
    await this.snapshot.writeJson(`{"tables":${tables}${parts.join('')}}`);
    await this.handle!.truncate(0);
    await this.handle!.datasync();
    this.records = 0;
  }
}

/** Every whole record of the journal; a last line cut short by a crash is left out. */
function readRecords(path: string): JournalRecord[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const lines = text.split('\n');
  const records: JournalRecord[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      records.push(JSON.parse(line) as JournalRecord);
    } catch (error) {
      // Only the last record can be torn (appends are sequential); anything else is damage.
      if (index < lines.length - 1 && lines.slice(index + 1).some((rest) => rest.trim() !== '')) {
        throw new Error(`Journal ${path} is damaged at line ${index + 1}: ${(error as Error).message}`);
      }
    }
  });
  return records;
}

function applyRecord(state: DurableState, record: JournalRecord, parts: Record<string, unknown>): void {
  const tables = state.tables.tables;
  for (const [type, rows] of Object.entries(record.rows)) {
    const table = (tables[type] ??= { seq: 0, rows: [] });
    const byId = new Map(table.rows.map((row, index) => [String(row.id), index]));
    const removed = new Set<string>();
    for (const [id, row] of Object.entries(rows)) {
      const index = byId.get(id);
      if (row === null) removed.add(id);
      else if (index === undefined) {
        byId.set(id, table.rows.length);
        table.rows.push(row);
      } else table.rows[index] = row;
    }
    if (removed.size > 0) table.rows = table.rows.filter((row) => !removed.has(String(row.id)));
    table.seq = Math.max(table.seq, record.seq[type] ?? 0);
  }
  Object.assign(state, record.parts ?? {});
  for (const [name, changes] of Object.entries(record.increments ?? {})) {
    const part = parts[name];
    if (isIncremental(part)) state[name] = part.merge(state[name], changes);
  }
}

/**
 * A response is sent only after the writes it caused are on disk; if they could not be written
 * the client is told so instead of being told it was saved.
 */
export function durableWritesPlugin(journal: Journal): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, operation }) {
          if (operation?.operation !== 'mutation') return;
          try {
            await journal.settled();
          } catch (error) {
            console.error('Saving to the journal failed:', error);
            if (response.body.kind === 'single') {
              response.body.singleResult = {
                errors: [{ message: 'The change could not be saved', extensions: { code: 'NOT_SAVED' } }],
              };
            }
          }
        },
      };
    },
  };
}
