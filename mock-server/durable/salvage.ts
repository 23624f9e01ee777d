import { crc32 } from 'node:zlib';
import { SUMMED, rowName, sumOf } from './checked';
import { KEY_INDEXES } from './schema';
import { lenient, text, UnreadableTextError, type Sql } from './sql';

type Value = string | number | bigint | null;

/** A row as read from a damaged file: its values by column, or why it could not be read. */
export type Salvaged = { rowid: number; values: Map<string, Value> } | { rowid: number; lost: string };

/** How far past the last row read a blind search goes when no index says which rows there were. */
const PROBE_LIMIT = 10_000;

/** The table's columns as the damaged file declares them (names read as bytes, like any text). */
function columnsOf(source: Sql, table: string): { name: string; isText: boolean }[] {
  return source.all(`SELECT ${text('name')}, ${text('type')} FROM pragma_table_info('${table}')`).map(([name, type]) => ({ name: String(name), isText: String(type).toUpperCase() === 'TEXT' }));
}

/** Rowid → key of every row, from an index of the table; null when the index is damaged too. */
function keysOf(source: Sql, table: string): Map<number, string> | null {
  const { index, key } = KEY_INDEXES[table];
  try {
    return new Map(source.all(`SELECT rowid, CAST(${key} AS BLOB) FROM ${table} INDEXED BY ${index}`).map(([rowid, name]) => [Number(rowid), lenient(name)]));
  } catch {
    return null;
  }
}

/**
 * Every row of `table` that SQLite can still read: one scan when nothing is damaged; else each
 * row on its own, by the rowids an index of the table lists (so the lost ones can be named), or,
 * when that index is damaged too, by trying rowids one after another past the last row read. A
 * row whose text is not UTF-8 is lost, named by its key.
 */
export function salvageTable(source: Sql, table: string): Salvaged[] {
  let columns: { name: string; isText: boolean }[];
  try {
    columns = columnsOf(source, table);
  } catch {
    return [];
  }
  if (columns.length === 0) return [];
  const keyColumns = SUMMED[table]?.key ?? [columns[0].name];
  const select = `SELECT rowid, ${columns.map((column) => (column.isText ? text(column.name) : column.name)).join(', ')} FROM ${table}`;
  const asSalvaged = (row: Value[] | UnreadableTextError): Salvaged => {
    const values = new Map(columns.map((column, i) => [column.name, (row instanceof UnreadableTextError ? row.row : row)[i + 1] as Value]));
    const rowid = Number((row instanceof UnreadableTextError ? row.row : row)[0]);
    if (row instanceof UnreadableTextError) return { rowid, lost: rowName(table, rowid, keyColumns.map((column) => values.get(column)), false) };
    return { rowid, values };
  };
  try {
    return [...source.scan(`${select} ORDER BY rowid`)].map(asSalvaged);
  } catch {
    // A damaged page: row by row below.
  }
  const rows: Salvaged[] = [];
  const read = (rowid: number, name: string) => {
    try {
      const [row] = source.scan(`${select} WHERE rowid = ?`, [rowid]);
      if (row) rows.push(asSalvaged(row));
      return Boolean(row);
    } catch {
      rows.push({ rowid, lost: name });
      return false;
    }
  };
  const keys = keysOf(source, table);
  if (keys) {
    for (const [rowid, name] of [...keys].sort(([a], [b]) => a - b)) read(rowid, name);
    return rows;
  }
  // Nothing says which rows there were: what cannot be read is not counted (no invented losses).
  let last = 0;
  for (let rowid = 1; rowid <= last + PROBE_LIMIT; rowid += 1) {
    if (read(rowid, '')) last = rowid;
    else if (rows.at(-1)?.rowid === rowid) rows.pop();
  }
  return rows;
}

/**
 * Whether a salvaged row still matches its checksum: null when the file carried none for it (an
 * older format); entity rows of format 1 were summed over `data` alone.
 */
export function sumMatches(table: string, values: Map<string, Value>): boolean | null {
  const summed = SUMMED[table];
  if (!summed || !values.has('sum')) return null;
  const covered = [...summed.key, ...summed.value].map((column) => values.get(column) as string | number);
  const sum = Number(values.get('sum'));
  return sumOf(covered) === sum || (table === 'rows' && crc32(String(values.get('data'))) === sum);
}
