import type { EntitySubject } from '../../src/ability/subjects';
import { behaviours } from '../entities';
import type { Database } from '../store/db';
import { hydrate, saveRow } from '../durable/rows';
import { readChecked, sumOf } from '../durable/checked';
import type { Store } from '../durable/store';
import type { Row } from '../store/types';
import type { Actor } from './history';

/** How long a deleted row can be restored; after that it is purged for good. */
export const TRASH_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A reference in a kept row, as in a saved snapshot: `[type, id]`. */
interface SavedRef {
  $ref: [string, string];
}

/** One deleted row with the rows deleted with it (a product's attributes, reports about it). */
export interface TrashEntry {
  subject: string;
  id: string;
  label: string;
  deletedAt: string;
  deletedBy: Actor | null;
  /** The row first, then its cascade; each as saved (`$ref` references) with its type. */
  rows: { type: string; fields: Record<string, unknown> }[];
}

/** Entries deleted at or before this instant are past their retention at `now`. */
const cutoff = (now: number) => new Date(now - TRASH_RETENTION_DAYS * DAY_MS).toISOString();

export const purgeAt = (entry: TrashEntry): string =>
  new Date(new Date(entry.deletedAt).getTime() + TRASH_RETENTION_DAYS * DAY_MS).toISOString();

/** The references a kept value makes, at any depth. */
export function refsIn(value: unknown, found: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    if ('$ref' in value) found.push((value as SavedRef).$ref);
    else Object.values(value).forEach((inner) => refsIn(inner, found));
  }
  return found;
}

/** A checked trash row ([rowid, subject, id, deleted_at, data]) as its entry. */
const parse = (row: unknown[]) => JSON.parse(String(row[4])) as TrashEntry;

/**
 * Deleted rows, restorable for TRASH_RETENTION_DAYS: one database row per entry. Rows in it are in
 * no table, so nothing lists, finds or references them. Reads leave expired entries out; only a
 * write (a delete, a restore) purges them, so a query never writes.
 */
export class Trash {
  constructor(private readonly store: Store) {}

  keep(row: Row, cascade: Row[], at: string, by: Actor | null, label: string): void {
    const rows = [row, ...cascade.filter((other) => other !== row)].map((kept) => ({ type: kept.__typename, fields: saveRow(kept) }));
    const entry: TrashEntry = { subject: row.__typename, id: row.id, label, deletedAt: at, deletedBy: by, rows };
    const data = JSON.stringify(entry);
    this.store.write(
      'INSERT INTO trash (subject, id, deleted_at, data, sum) VALUES (?, ?, ?, ?, ?) ON CONFLICT (subject, id) DO UPDATE SET deleted_at = excluded.deleted_at, data = excluded.data, sum = excluded.sum',
      [entry.subject, entry.id, at, data, sumOf([entry.subject, entry.id, at, data])],
    );
  }

  get(subject: string, id: string): TrashEntry | undefined {
    const [row] = readChecked(this.store.sql, 'trash', 'WHERE subject = ? AND id = ?', [subject, id]);
    return row ? parse(row) : undefined;
  }

  /** Newest deletion first, without those past their retention at `now`. */
  list(subject: string, now: number): TrashEntry[] {
    return [...readChecked(this.store.sql, 'trash', 'WHERE subject = ? AND deleted_at > ? ORDER BY deleted_at DESC', [subject, cutoff(now)])].map(parse);
  }

  /** Entries past their retention, removed and answered (so their history can go too). */
  purge(now: number): TrashEntry[] {
    const expired = [...readChecked(this.store.sql, 'trash', 'WHERE deleted_at <= ?', [cutoff(now)])].map(parse);
    if (expired.length > 0) this.store.write('DELETE FROM trash WHERE deleted_at <= ?', [cutoff(now)]);
    return expired;
  }

  /**
   * Puts an entry's rows back in their tables, references linked again (to each other and to the
   * rows that still exist), and takes it out of the trash. The caller has checked that it may.
   */
  putBack(db: Database, entry: TrashEntry): Row[] {
    const rows = entry.rows.map(({ type, fields }) => db.insert(type as EntitySubject, { ...fields }));
    for (const row of rows) {
      for (const [key, value] of Object.entries(row)) if (value && typeof value === 'object') row[key] = hydrate(db, value);
      behaviours[row.__typename].derive?.(row);
    }
    this.store.write('DELETE FROM trash WHERE subject = ? AND id = ?', [entry.subject, entry.id]);
    return rows;
  }
}
