import type { EntitySubject } from '../../src/ability/subjects';
import type { Database, RowWrites } from '../store/db';
import type { Row } from '../store/types';
import { readChecked, sumOf } from './checked';
import { text } from './sql';
import { DamagedDatabaseError, type Store, type UnitPart } from './store';

/** A reference as saved: rows point at rows in memory, at [type, id] in the database. */
interface SavedRef {
  $ref: [string, string];
}

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && '__typename' in value && 'id' in value;

function dehydrate(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dehydrate);
  if (isRow(value)) return { $ref: [value.__typename, value.id] } satisfies SavedRef;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, dehydrate(inner)]));
  }
  return value;
}

/** A row as saved: references as `$ref`, no `__typename` (the table says it). */
export function saveRow(row: Row): Record<string, unknown> {
  const { __typename: _type, ...fields } = row;
  return dehydrate(fields) as Record<string, unknown>;
}

/** A saved value with its references pointing at the rows in memory again (null when gone). */
export function hydrate(db: Database, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => hydrate(db, item)).filter((item) => item != null);
  if (value && typeof value === 'object') {
    if ('$ref' in value) {
      const [type, id] = (value as SavedRef).$ref;
      return db.models.has(type) ? (db.get(type, id) ?? null) : null;
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, hydrate(db, inner)]));
  }
  return value;
}

/**
 * `hydrate` for values parsed just now, changed where they are: no copy of every nested object
 * (28,000 rows are loaded at each start). Answers the value to keep (null for a row that is gone).
 */
function relink(db: Database, value: unknown): unknown {
  if (Array.isArray(value)) {
    let kept = 0;
    for (const item of value) {
      const linked = item && typeof item === 'object' ? relink(db, item) : item;
      if (linked != null) value[kept++] = linked;
    }
    value.length = kept;
    return value;
  }
  const object = value as Record<string, unknown>;
  if ('$ref' in object) {
    const [type, id] = (object as unknown as SavedRef).$ref;
    return db.models.has(type) ? (db.get(type, id) ?? null) : null;
  }
  for (const key in object) {
    const inner = object[key];
    if (inner && typeof inner === 'object') object[key] = relink(db, inner);
  }
  return object;
}

const UPSERT = 'INSERT INTO rows (type, id, data, sum) VALUES (?, ?, ?, ?) ON CONFLICT (type, id) DO UPDATE SET data = excluded.data, sum = excluded.sum';
const SEQ = 'INSERT INTO seqs (type, seq) VALUES (?, ?) ON CONFLICT (type) DO UPDATE SET seq = excluded.seq';

/** `JSON.stringify(saveRow(row))` without building the copy (28,000 rows are saved at once in a seed). */
function rowJson(row: Row): string {
  return JSON.stringify(row, function (this: unknown, key, value: unknown) {
    if (this === row && key === '__typename') return undefined;
    return key !== '' && isRow(value) ? ({ $ref: [value.__typename, value.id] } satisfies SavedRef) : value;
  });
}

function upsert(store: Store, row: Row): void {
  const data = rowJson(row);
  store.write(UPSERT, [row.__typename, row.id, data, sumOf([row.__typename, row.id, data])]);
}

/**
 * The tables' side of a unit: which rows the document wrote (saved at commit, as they are then)
 * and how to put memory back if it is refused: a new row leaves, a changed one gets its fields
 * back, a removed one returns (the same object, so references to it still hold).
 */
export class RowLog implements RowWrites, UnitPart {
  private readonly dirty = new Map<string, Row | null>();
  private readonly seqs = new Set<string>();
  private undo: (() => void)[] = [];

  constructor(
    private readonly db: Database,
    private readonly store: Store,
  ) {}

  private mark(row: Row, removed: boolean): void {
    if (this.store.persistent) this.dirty.set(`${row.__typename}\u0000${row.id}`, removed ? null : row);
  }

  inserted(row: Row, seqBefore: number): void {
    this.mark(row, false);
    this.seqs.add(row.__typename);
    const table = this.db.table(row.__typename);
    this.undo.push(() => {
      table.rows.delete(row.id);
      table.seq = seqBefore;
    });
  }

  updating(row: Row): void {
    this.mark(row, false);
    const before = { ...row };
    this.undo.push(() => {
      for (const key of Object.keys(row)) if (!(key in before)) delete row[key];
      Object.assign(row, before);
    });
  }

  removed(row: Row): void {
    this.mark(row, true);
    const table = this.db.table(row.__typename);
    this.undo.push(() => table.rows.set(row.id, row));
  }

  flush(): void {
    for (const [key, row] of this.dirty) {
      if (row) upsert(this.store, row);
      else this.store.write('DELETE FROM rows WHERE type = ? AND id = ?', key.split('\u0000'));
    }
    for (const type of this.seqs) if (this.store.persistent) this.store.write(SEQ, [type, this.db.table(type).seq]);
  }

  committed(): void {
    this.dirty.clear();
    this.seqs.clear();
    this.undo = [];
  }

  rollback(): void {
    const steps = this.undo.reverse();
    this.committed();
    for (const step of steps) step();
    if (steps.length > 0) this.db.stale();
  }
}

/** Rows per statement when the whole tables are saved: one native call for many rows. */
const BATCH = 100;
const INSERT_BATCH = `INSERT OR REPLACE INTO rows (type, id, data, sum) VALUES ${Array.from({ length: BATCH }, () => '(?, ?, ?, ?)').join(', ')}`;

/** Every row and counter, in the current unit (a new data folder's seed). */
export function saveAllRows(db: Database, store: Store): void {
  const rows = [...db.models.keys()].flatMap((type) => db.all(type));
  let start = 0;
  for (; start + BATCH <= rows.length; start += BATCH) {
    store.write(INSERT_BATCH, rows.slice(start, start + BATCH).flatMap((row) => {
      const data = rowJson(row);
      return [row.__typename, row.id, data, sumOf([row.__typename, row.id, data])];
    }));
  }
  for (const row of rows.slice(start)) upsert(store, row);
  for (const model of db.models.values()) store.write(SEQ, [model.type, db.table(model.type).seq]);
}

/**
 * Fills the tables from the database in one batch, rows first and references after, so the order
 * between tables does not matter. A row that cannot be read (its checksum, text that is not
 * UTF-8) refuses the start, named.
 */
export function loadRows(db: Database, store: Store): void {
  const pending: Row[] = [];
  const damaged: string[] = [];
  db.batch(() => {
    const refuse = (name: string, why: string) => damaged.push(`${name} (${why})`);
    for (const [, type, , data] of readChecked(store.sql, 'rows', 'ORDER BY rowid', [], refuse)) {
      if (db.models.has(String(type))) pending.push(db.insert(type as EntitySubject, JSON.parse(String(data)) as Record<string, unknown>));
    }
    for (const [type, seq] of store.sql.iterate(`SELECT ${text('type')}, seq FROM seqs`)) {
      if (db.models.has(String(type))) db.table(String(type)).seq = Math.max(db.table(String(type)).seq, Number(seq));
    }
    for (const row of pending) {
      for (const key in row) if (row[key] && typeof row[key] === 'object') row[key] = relink(db, row[key]);
    }
  });
  if (damaged.length > 0) {
    const shown = damaged.slice(0, 5).join(', ');
    throw new DamagedDatabaseError(store.path ?? ':memory:', `${damaged.length} row(s) cannot be read: ${shown}${damaged.length > 5 ? ', …' : ''}`);
  }
}
