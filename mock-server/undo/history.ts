import { behaviours } from '../entities';
import type { EntityModel } from '../model';
import { readRestrictedFields } from '../resolvers/restricted';
import { valueAt } from '../store/query';
import type { Row } from '../store/types';

export type ChangeAction = 'CREATE' | 'UPDATE' | 'DELETE' | 'RESTORE';

/** Who made a change, as they were named then. */
export interface Actor {
  id: string;
  name: string;
}

/** A reference as history keeps it: the row may be renamed or gone later, its label stays. */
export interface RefValue {
  id: string;
  type: string;
  label: string;
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  /** A field some role may not read (PayGateway.secretKey): its values are never recorded. */
  redacted: boolean;
}

export interface HistoryEntry {
  id: string;
  subject: string;
  recordId: string;
  at: string;
  by: Actor | null;
  action: ChangeAction;
  changes: FieldChange[];
}

export interface HistorySnapshot {
  seq: number;
  entries: HistoryEntry[];
}

/** The records whose entries changed (null: forgotten), as the journal keeps them. */
export interface HistoryChanges {
  seq: number;
  records: Record<string, HistoryEntry[] | null>;
}

const recordKey = (entry: { subject: string; recordId: string }) => `${entry.subject}:${entry.recordId}`;

/** The newest entries kept per record; older ones are dropped (the record's own values remain). */
export const HISTORY_PER_RECORD = 100;

const restricted = readRestrictedFields();

/** A row's label: the first field its search looks at (a title), else its id. */
export function labelOf(row: Row): string {
  return String(valueAt(row, behaviours[row.__typename].search[0]) ?? row.id);
}

const refValue = (row: Row): RefValue => ({ id: row.id, type: row.__typename, label: labelOf(row) });

/** The fields an editor sets (those the inputs name), in the order of the create input. */
export function recordedFields(model: EntityModel): string[] {
  const keys = [...Object.keys(model.createInput.getFields()), ...Object.keys(model.updateInput.getFields())];
  const fields = keys.map((key) => model.refs.find((ref) => ref.inputKey === key)?.field ?? key);
  return [...new Set(fields)].filter((field) => model.fields.includes(field));
}

/** A field's value as history stores it: plain JSON, references as `{ id, type, label }`. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    if ('__typename' in value && 'id' in value) return refValue(value as Row);
    return JSON.parse(JSON.stringify(value)) as unknown;
  }
  return value;
}

/** The recorded fields of a row as plain values, or null for no row (before a create). */
export function fieldValues(model: EntityModel, row: Row | null): Record<string, unknown> | null {
  if (!row) return null;
  return Object.fromEntries(recordedFields(model).map((field) => [field, plain(row[field])]));
}

/** Field-by-field difference of two states; restricted fields only say that they changed. */
export function diff(model: EntityModel, before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const hidden = restricted.get(model.type) ?? new Set<string>();
  const changes: FieldChange[] = [];
  for (const field of recordedFields(model)) {
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    changes.push(hidden.has(field) ? { field, before: null, after: null, redacted: true } : { field, before: was, after: is, redacted: false });
  }
  return changes;
}

/** Every recorded change, per record, oldest first. */
export class ChangeHistory {
  private readonly byRecord = new Map<string, HistoryEntry[]>();
  private seq = 0;
  /** Records changed since the journal last asked. */
  private readonly dirty = new Set<string>();

  add(entry: Omit<HistoryEntry, 'id'>): HistoryEntry {
    this.seq += 1;
    const stored = { ...entry, id: String(this.seq) };
    const key = `${entry.subject}:${entry.recordId}`;
    const entries = this.byRecord.get(key) ?? [];
    entries.push(stored);
    if (entries.length > HISTORY_PER_RECORD) entries.splice(0, entries.length - HISTORY_PER_RECORD);
    this.byRecord.set(key, entries);
    this.dirty.add(key);
    return stored;
  }

  of(subject: string, recordId: string): HistoryEntry[] {
    return this.byRecord.get(`${subject}:${recordId}`) ?? [];
  }

  /** A record purged from the trash takes its history with it. */
  forget(subject: string, recordId: string): void {
    this.byRecord.delete(`${subject}:${recordId}`);
    this.dirty.add(`${subject}:${recordId}`);
  }

  /** What changed since the last call, for the journal: a write costs its record, not the history. */
  changes(): HistoryChanges | undefined {
    if (this.dirty.size === 0) return undefined;
    const records = Object.fromEntries([...this.dirty].map((key) => [key, this.byRecord.get(key) ?? null]));
    this.dirty.clear();
    return { seq: this.seq, records };
  }

  static merge(saved: HistorySnapshot | undefined, changes: HistoryChanges): HistorySnapshot {
    const byRecord = new Map<string, HistoryEntry[]>();
    for (const entry of saved?.entries ?? []) byRecord.set(recordKey(entry), [...(byRecord.get(recordKey(entry)) ?? []), entry]);
    for (const [key, entries] of Object.entries(changes.records)) {
      if (entries) byRecord.set(key, entries);
      else byRecord.delete(key);
    }
    return { seq: Math.max(saved?.seq ?? 0, changes.seq), entries: [...byRecord.values()].flat() };
  }

  save(): HistorySnapshot {
    return { seq: this.seq, entries: [...this.byRecord.values()].flat() };
  }

  load(snapshot: HistorySnapshot | undefined): void {
    this.byRecord.clear();
    this.dirty.clear();
    this.seq = snapshot?.seq ?? 0;
    for (const entry of snapshot?.entries ?? []) {
      const key = `${entry.subject}:${entry.recordId}`;
      this.byRecord.set(key, [...(this.byRecord.get(key) ?? []), entry]);
    }
  }
}
