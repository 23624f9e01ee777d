import { GraphQLError } from 'graphql';
import { crc32 } from 'node:zlib';
import { lenient, text, UnreadableTextError, type Sql } from './sql';

type Value = string | number | bigint | null;

/**
 * Per table, the columns a row's checksum covers: its key and its value, in this order. SQLite
 * notices a damaged page but not a changed byte inside a value, and a changed key is as bad as a
 * changed value (a revoked session's id that no longer matches would bring the session back).
 */
export const SUMMED: Record<string, { key: string[]; value: string[] }> = {
  rows: { key: ['type', 'id'], value: ['data'] },
  history: { key: ['subject', 'record_id'], value: ['data'] },
  trash: { key: ['subject', 'id'], value: ['deleted_at', 'data'] },
  parts: { key: ['part', 'key'], value: ['value'] },
  uploads: { key: ['id'], value: ['uploaded_by', 'size', 'data'] },
};

/** Columns stored as numbers (the rest are text). */
const NUMBERS = new Set(['size']);

/** The checksum of a row's key and value columns (SUMMED order). */
export const sumOf = (values: readonly (string | number)[]): number => crc32(values.join('\u0000'));

/** How a refusal names a row: its table (unless a report lists it under its table) and key; a history entry by its id and record. */
export function rowName(table: string, rowid: unknown, key: unknown[], withTable = true): string {
  const shown = key.map(lenient).join(' ');
  const name = table === 'history' ? `entry ${String(rowid)} (${shown})` : shown;
  return withTable ? `${table === 'history' ? 'history' : table} ${name}` : name;
}

/** A row that cannot be trusted when read: the request that needed it is refused, naming it; the server goes on. */
export class DamagedRowError extends GraphQLError {
  constructor(
    readonly row: string,
    readonly why: string,
  ) {
    super(`The stored ${row} cannot be read (${why}); it is refused rather than shown. The server's log says how to salvage the data.`, {
      extensions: { code: 'DAMAGED_ROW', row },
    });
  }
}

/** `SELECT rowid, <key>, <value>, sum FROM table <rest>`, text as bytes (sql.ts). */
export function checkedSelect(table: string, rest = ''): string {
  const { key, value } = SUMMED[table];
  const columns = [...key, ...value].map((column) => (NUMBERS.has(column) ? column : text(column)));
  return `SELECT rowid, ${columns.join(', ')}, sum FROM ${table}${rest ? ` ${rest}` : ''}`;
}

/**
 * The rows of `table` that `rest` (WHERE …, ORDER BY …) selects, as [rowid, ...key, ...value],
 * each checked: text that is not UTF-8 or a checksum that does not match is passed to `damaged`
 * (named) and skipped, or, without `damaged`, refuses the read with DamagedRowError.
 */
export function* readChecked(sql: Sql, table: string, rest = '', params: Value[] = [], damaged?: (name: string, why: string, rowid: number) => void): IterableIterator<Value[]> {
  const keys = SUMMED[table].key.length;
  for (const row of sql.scan(checkedSelect(table, rest), params)) {
    const values = row instanceof UnreadableTextError ? row.row : row;
    const why = row instanceof UnreadableTextError ? 'text that is not valid UTF-8' : sumOf(row.slice(1, -1) as (string | number)[]) !== Number(row.at(-1)) ? 'its checksum does not match' : null;
    if (!why) {
      yield (row as Value[]).slice(0, -1);
      continue;
    }
    const name = rowName(table, values[0], values.slice(1, 1 + keys));
    if (!damaged) {
      console.error(`The stored ${name} cannot be read (${why}); a request that needed it was refused. Stop the server and run --recover to salvage the data.`);
      throw new DamagedRowError(name, why);
    }
    damaged(name, why, Number(values[0]));
  }
}
