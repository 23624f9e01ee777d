import { shorten } from '../../src/validation/shorten';
import { behaviours } from '../entities';
import type { EntityModel } from '../model';
import { abuseTargetOf } from '../resolvers/integrity';
import { readRestrictedFields } from '../resolvers/restricted';
import type { Database } from '../store/db';
import { valueAt } from '../store/query';
import type { Row } from '../store/types';
import { readChecked, sumOf } from '../durable/checked';
import type { Store } from '../durable/store';

export type ChangeAction = 'CREATE' | 'UPDATE' | 'DELETE' | 'RESTORE' | 'PREVIEW_START' | 'PREVIEW_END' | 'FACTOR_RESET' | 'SESSIONS_END' | 'THROTTLE_CLEAR';

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

/** The newest entries kept per record; older ones are dropped (the record's own values remain). */
export const HISTORY_PER_RECORD = 100;

const restricted = readRestrictedFields();

/**
 * A row's label: the first field its search looks at that has a value (a title; a report without
 * details by its reporter's name), else, as a last resort, its id.
 */
export function labelOf(row: Row): string {
  const named = behaviours[row.__typename].search.map((path) => valueAt(row, path)).find((value) => value != null && value !== '');
  return String(named ?? row.id);
}

const refValue = (row: Row): RefValue => ({ id: row.id, type: row.__typename, label: labelOf(row) });

/**
 * Fields that name a row by a type and an id instead of referencing it (an abuse report's
 * `targetId`, of the type `targetType` says). History records them as references all the same, so
 * the history panel names the row as people call it then (a comment by its text, shortened as the
 * queue shows it; a media item by its title; a user by name), never by its id. A row already gone
 * stays its id.
 */
const TYPED_IDS: Record<string, Record<string, (db: Database, row: Row) => Row | undefined>> = {
  Abuse: { targetId: abuseTargetOf },
};

const typedRef = (target: Row): RefValue => ({ ...refValue(target), label: shorten(labelOf(target)) });

export const isRefValue = (value: unknown): value is RefValue => !!value && typeof value === 'object' && 'type' in value && 'label' in value && 'id' in value;

/** A recorded value of a typed-id field (see TYPED_IDS) back as the id the row holds; any other value as it is. */
export function typedIdValue(model: EntityModel, field: string, value: unknown): unknown {
  return TYPED_IDS[model.type]?.[field] && isRefValue(value) ? value.id : value;
}

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

/** The recorded fields of a row as plain values, or null for no row (before a create); `db` finds the rows typed ids name. */
export function fieldValues(db: Database, model: EntityModel, row: Row | null): Record<string, unknown> | null {
  if (!row) return null;
  const typed = TYPED_IDS[model.type] ?? {};
  return Object.fromEntries(
    recordedFields(model).map((field) => {
      const target = typed[field]?.(db, row);
      return [field, target ? typedRef(target) : plain(row[field])];
    }),
  );
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

const TRIM = `DELETE FROM history WHERE subject = ?1 AND record_id = ?2 AND id <=
  (SELECT id FROM history WHERE subject = ?1 AND record_id = ?2 ORDER BY id DESC LIMIT 1 OFFSET ${HISTORY_PER_RECORD})`;

/**
 * Every recorded change, per record, oldest first: one database row per entry, read when a
 * record's history is asked for. Nothing of it is held in memory or read at start, and a change
 * writes its own entry only.
 */
export class ChangeHistory {
  constructor(private readonly store: Store) {}

  add(entry: Omit<HistoryEntry, 'id'>): HistoryEntry {
    const { subject, recordId, ...rest } = entry;
    const data = JSON.stringify(rest);
    const { lastInsertRowid } = this.store.write('INSERT INTO history (subject, record_id, data, sum) VALUES (?, ?, ?, ?)', [subject, recordId, data, sumOf([subject, recordId, data])]);
    this.store.write(TRIM, [subject, recordId]);
    return { ...entry, id: String(lastInsertRowid) };
  }

  of(subject: string, recordId: string): HistoryEntry[] {
    // An entry that cannot be read refuses the whole history (DamagedRowError): a revert must not skip a step.
    return [...readChecked(this.store.sql, 'history', 'WHERE subject = ? AND record_id = ? ORDER BY id', [subject, recordId])].map(([id, , , data]) => ({
      id: String(id),
      subject,
      recordId,
      ...(JSON.parse(String(data)) as Omit<HistoryEntry, 'id' | 'subject' | 'recordId'>),
    }));
  }

  /** A record purged from the trash takes its history with it. */
  forget(subject: string, recordId: string): void {
    this.store.write('DELETE FROM history WHERE subject = ? AND record_id = ?', [subject, recordId]);
  }
}
