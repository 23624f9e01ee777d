import type { EntitySubject } from '../../src/ability/subjects';
import { behaviours } from '../entities';
import type { Database } from '../store/db';
import { saveRow } from '../store/snapshot';
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

export interface TrashSnapshot {
  entries: TrashEntry[];
}

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

function hydrate(db: Database, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => hydrate(db, item)).filter((item) => item != null);
  if (value && typeof value === 'object') {
    if ('$ref' in value) {
      const [type, id] = (value as SavedRef).$ref;
      return db.get(type, id) ?? null;
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, hydrate(db, inner)]));
  }
  return value;
}

/** The entries kept or taken out (null), as the journal keeps them. */
export interface TrashChanges {
  entries: Record<string, TrashEntry | null>;
}

/** Deleted rows, restorable for TRASH_RETENTION_DAYS. Rows in it are in no table, so nothing lists, finds or references them. */
export class Trash {
  private readonly entries = new Map<string, TrashEntry>();
  /** Entries changed since the journal last asked. */
  private readonly dirty = new Set<string>();

  private static key(subject: string, id: string): string {
    return `${subject}:${id}`;
  }

  private set(key: string, entry: TrashEntry | null): void {
    if (entry) this.entries.set(key, entry);
    else this.entries.delete(key);
    this.dirty.add(key);
  }

  keep(row: Row, cascade: Row[], at: string, by: Actor | null, label: string): void {
    const rows = [row, ...cascade.filter((other) => other !== row)].map((kept) => ({ type: kept.__typename, fields: saveRow(kept) }));
    this.set(Trash.key(row.__typename, row.id), { subject: row.__typename, id: row.id, label, deletedAt: at, deletedBy: by, rows });
  }

  get(subject: string, id: string): TrashEntry | undefined {
    return this.entries.get(Trash.key(subject, id));
  }

  /** Newest deletion first. */
  list(subject: string): TrashEntry[] {
    return [...this.entries.values()].filter((entry) => entry.subject === subject).sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
  }

  /** Entries past their retention, removed and answered (so their history can go too). */
  purge(now: number): TrashEntry[] {
    const expired = [...this.entries.values()].filter((entry) => new Date(purgeAt(entry)).getTime() <= now);
    for (const entry of expired) this.set(Trash.key(entry.subject, entry.id), null);
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
    this.set(Trash.key(entry.subject, entry.id), null);
    return rows;
  }

  save(): TrashSnapshot {
    return { entries: [...this.entries.values()] };
  }

  /** What changed since the last call, for the journal: a delete costs its entry, not the trash. */
  changes(): TrashChanges | undefined {
    if (this.dirty.size === 0) return undefined;
    const entries = Object.fromEntries([...this.dirty].map((key) => [key, this.entries.get(key) ?? null]));
    this.dirty.clear();
    return { entries };
  }

  static merge(saved: TrashSnapshot | undefined, changes: TrashChanges): TrashSnapshot {
    const entries = new Map((saved?.entries ?? []).map((entry) => [Trash.key(entry.subject, entry.id), entry]));
    for (const [key, entry] of Object.entries(changes.entries)) {
      if (entry) entries.set(key, entry);
      else entries.delete(key);
    }
    return { entries: [...entries.values()] };
  }

  load(snapshot: TrashSnapshot | undefined): void {
    this.entries.clear();
    this.dirty.clear();
    for (const entry of snapshot?.entries ?? []) this.entries.set(Trash.key(entry.subject, entry.id), entry);
  }
}
