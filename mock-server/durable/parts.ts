import { readChecked, sumOf } from './checked';
import { DamagedDatabaseError, type Store, type UnitPart } from './store';

/** The meta key that tells a part on its next start that entries of it were lost (written by recover.ts). */
export const lostKey = (part: string) => `lost:${part}`;

/** A small service kept in memory (sessions, saved views, staff settings) that says what it holds. */
export interface Snapshotted<Snapshot> {
  save(): Snapshot;
  load(snapshot: Snapshot): void;
  /**
   * Some of what was saved was lost (`--recover` dropped an entry that did not match its checksum):
   * fail closed, e.g. sessions end every session that a lost revocation might have ended.
   */
  lost?(): void;
}

/**
 * How a field of a snapshot becomes rows: `pairs` ([key, value][]), `list` (objects with an id),
 * `record` ({ key: value }) give one row per entry; anything else (a counter) one row.
 */
type Shape = 'pairs' | 'list' | 'record' | 'value';

function shapeOf(value: unknown): Shape {
  if (Array.isArray(value)) return value.length > 0 && !Array.isArray(value[0]) ? 'list' : 'pairs';
  return value && typeof value === 'object' ? 'record' : 'value';
}

/** The snapshot as rows: key `[field, shape, entry key]`, value the entry as JSON. */
function rowsOf(snapshot: object): Map<string, string> {
  const rows = new Map<string, string>();
  for (const [field, value] of Object.entries(snapshot)) {
    const shape = shapeOf(value);
    const add = (key: string, entry: unknown) => rows.set(JSON.stringify([field, shape, key]), JSON.stringify(entry));
    if (shape === 'pairs') for (const [key, entry] of value as [string, unknown][]) add(String(key), entry);
    else if (shape === 'list') for (const entry of value as { id: string }[]) add(String(entry.id), entry);
    else if (shape === 'record') for (const [key, entry] of Object.entries(value as object)) add(key, entry);
    else add('', value);
  }
  return rows;
}

/** The snapshot back from its rows; fields without rows keep the empty value of `template`. */
function snapshotOf<Snapshot>(rows: Map<string, string>, template: Snapshot): Snapshot {
  const empty = (value: unknown) => (shapeOf(value) === 'record' ? {} : shapeOf(value) === 'value' ? value : []);
  const snapshot = Object.fromEntries(Object.entries(template as object).map(([field, value]) => [field, empty(value)])) as Record<string, unknown>;
  for (const [key, text] of rows) {
    const [field, shape, entryKey] = JSON.parse(key) as [string, Shape, string];
    const value = JSON.parse(text) as unknown;
    if (shape === 'pairs') ((snapshot[field] ??= []) as unknown[]).push([entryKey, value]);
    else if (shape === 'list') ((snapshot[field] ??= []) as unknown[]).push(value);
    else if (shape === 'record') ((snapshot[field] ??= {}) as Record<string, unknown>)[entryKey] = value;
    else snapshot[field] = value;
  }
  return snapshot as Snapshot;
}

/**
 * Saves a small service as one row per entry (a revoked session, a saved view, a staff member's
 * settings): at each commit its snapshot is compared with the last committed one and only the
 * entries that differ are written, so in-place changes are caught without the service saying so.
 * A refused unit loads the last committed snapshot back.
 */
export class SnapshotPart<Snapshot> implements UnitPart {
  private saved = new Map<string, string>();
  private next: Map<string, string> | null = null;
  private readonly template: Snapshot;

  constructor(
    private readonly store: Store,
    private readonly name: string,
    private readonly target: Snapshotted<Snapshot>,
  ) {
    this.template = target.save();
  }

  /** Fills the service from the database (after a restart); an entry that cannot be read refuses the start, named. */
  load(): void {
    const damaged: string[] = [];
    const rows = [...readChecked(this.store.sql, 'parts', 'WHERE part = ?', [this.name], (name, why) => damaged.push(`${name} (${why})`))];
    if (damaged.length > 0) throw new DamagedDatabaseError(this.store.path ?? ':memory:', `${damaged.length} row(s) cannot be read: ${damaged.slice(0, 5).join(', ')}`);
    this.saved = new Map(rows.map(([, , key, value]) => [String(key), String(value)]));
    this.target.load(snapshotOf(this.saved, this.template));
    // Told once: the marker goes with the commit that saves what `lost` changed (openState commits after loading).
    if (this.store.sql.value('SELECT 1 FROM meta WHERE key = ?', [lostKey(this.name)]) !== undefined) {
      this.target.lost?.();
      this.store.write('DELETE FROM meta WHERE key = ?', [lostKey(this.name)]);
    }
  }

  flush(): void {
    const now = rowsOf(this.target.save() as object);
    if (this.store.persistent) {
      for (const [key, value] of now) {
        if (this.saved.get(key) !== value) this.store.write('INSERT INTO parts (part, key, value, sum) VALUES (?, ?, ?, ?) ON CONFLICT (part, key) DO UPDATE SET value = excluded.value, sum = excluded.sum', [this.name, key, value, sumOf([this.name, key, value])]);
      }
      for (const key of this.saved.keys()) if (!now.has(key)) this.store.write('DELETE FROM parts WHERE part = ? AND key = ?', [this.name, key]);
    }
    this.next = now;
  }

  committed(): void {
    if (this.next) this.saved = this.next;
    this.next = null;
  }

  rollback(): void {
    this.next = null;
    this.target.load(snapshotOf(this.saved, this.template));
  }
}
