import type { EntitySubject } from '../../src/ability/subjects';
import type { Database } from './db';
import type { Row } from './types';

/** A reference in a saved snapshot: rows point at rows in memory, at [type, id] on disk. */
interface SavedRef {
  $ref: [string, string];
}

export interface TablesSnapshot {
  tables: Record<string, { seq: number; rows: Record<string, unknown>[] }>;
}

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && '__typename' in value && 'id' in value;

export function dehydrate(value: unknown): unknown {
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

export function saveTables(db: Database): TablesSnapshot {
  const tables: TablesSnapshot['tables'] = {};
  for (const model of db.models.values()) {
    const rows = db.all(model.type).map(saveRow);
    tables[model.type] = { seq: db.table(model.type).seq, rows };
  }
  return { tables };
}

/** Rows serialized between two turns of the event loop while a snapshot is written. */
const ROWS_PER_SLICE = 250;

/**
 * `JSON.stringify(saveTables(db))`, built a slice of rows at a time with the event loop free in
 * between: 28,000 rows take a second or more, and requests are served meanwhile. Rows written in
 * the meantime may be saved either way; the journal records after the snapshot carry them.
 */
export async function saveTablesJson(db: Database): Promise<string> {
  const tables: string[] = [];
  for (const model of db.models.values()) {
    const rows = db.all(model.type);
    const slices: string[] = [];
    for (let start = 0; start < rows.length; start += ROWS_PER_SLICE) {
      await new Promise((resolve) => setImmediate(resolve));
      const text = JSON.stringify(rows.slice(start, start + ROWS_PER_SLICE).map(saveRow));
      slices.push(text.slice(1, -1));
    }
    tables.push(`${JSON.stringify(model.type)}:{"seq":${db.table(model.type).seq},"rows":[${slices.join(',')}]}`);
  }
  return `{"tables":{${tables.join(',')}}}`;
}

/** Restores in two passes: rows first, then references, so order between tables does not matter. */
export function loadTables(db: Database, snapshot: TablesSnapshot): void {
  const pending: Row[] = [];
  db.batch(() => {
    for (const [type, saved] of Object.entries(snapshot.tables)) {
      if (!db.models.has(type)) continue;
      for (const fields of saved.rows) pending.push(db.insert(type as EntitySubject, fields));
      db.table(type).seq = Math.max(db.table(type).seq, saved.seq);
    }
    const hydrate = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(hydrate).filter((item) => item !== undefined);
      if (value && typeof value === 'object') {
        if ('$ref' in value) {
          const [type, id] = (value as SavedRef).$ref;
          return db.models.has(type) ? (db.get(type, id) ?? null) : null;
        }
        return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, hydrate(inner)]));
      }
      return value;
    };
    for (const row of pending) {
      for (const [key, value] of Object.entries(row)) if (value && typeof value === 'object') row[key] = hydrate(value);
    }
  });
}
