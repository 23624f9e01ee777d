import { existsSync, renameSync, rmSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { refsIn } from '../undo/trash';
import { DATABASE_FILE, FORMAT_VERSION, KEY_INDEXES, SCHEMA_SQL, TABLES } from './schema';
import { Sql } from './sql';
import { databasePath } from './store';

type Value = string | number | bigint | null;

/** What a salvage kept and lost, table by table. */
export interface RecoveryReport {
  /** Where the damaged file was moved (kept for a closer look), or null when nothing was damaged. */
  damagedCopy: string | null;
  /** Per table: rows kept, and the keys of the rows lost (`Accent 12`, a history entry's record). */
  tables: { table: string; kept: number; lost: string[] }[];
  /** Rows kept as read although their checksum differs (a value may have changed). */
  suspect: string[];
  /** References from kept rows to rows that were lost (they now read as empty). */
  danglingRefs: number;
}

/** How far past the last row read a blind search goes when no index says which rows there were. */
const PROBE_LIMIT = 100_000;

/** Rowid → key of every row, from an index of the table; null when the index is damaged too. */
function keysOf(source: Sql, table: string): Map<number, string> | null {
  const { index, key } = KEY_INDEXES[table];
  try {
    return new Map(source.all(`SELECT rowid, ${key} FROM ${table} INDEXED BY ${index}`).map(([rowid, name]) => [Number(rowid), String(name)]));
  } catch {
    return null;
  }
}

/**
 * Every row of `table` that SQLite can still read: one scan when nothing is damaged; else each
 * row on its own, by the rowids an index of the table lists (so the lost ones can be named), or,
 * when that index is damaged too, by trying rowids one after another past the last row read.
 */
function salvageTable(source: Sql, table: string): { rows: Value[][]; lost: string[] } {
  const select = `SELECT rowid, * FROM ${table}`;
  try {
    return { rows: source.all(`${select} ORDER BY rowid`), lost: [] };
  } catch {
    // A damaged page: row by row below.
  }
  const rows: Value[][] = [];
  const lost: string[] = [];
  const read = (rowid: number, name: string) => {
    try {
      const row = source.get(`${select} WHERE rowid = ?`, [rowid]);
      if (row) rows.push(row);
      return Boolean(row);
    } catch {
      lost.push(name);
      return false;
    }
  };
  const keys = keysOf(source, table);
  if (keys) {
    for (const [rowid, name] of [...keys].sort(([a], [b]) => a - b)) read(rowid, name);
    return { rows, lost };
  }
  let last = 0;
  for (let rowid = 1; rowid <= last + PROBE_LIMIT; rowid += 1) if (read(rowid, `${table} row ${rowid}`)) last = rowid;
  return { rows, lost };
}

function quickCheck(sql: Sql): string[] {
  try {
    const problems = sql.all('PRAGMA quick_check(5)').map((row) => String(row[0]));
    return problems[0] === 'ok' ? [] : problems;
  } catch (error) {
    return [(error as Error).message];
  }
}

/** Rows whose saved value does not match its checksum. */
function badSums(sql: Sql): string[] {
  try {
    return sql.all('SELECT type, id, data, sum FROM rows').filter(([, , data, sum]) => crc32(String(data)) !== Number(sum)).map(([type, id]) => `${String(type)} ${String(id)}`);
  } catch {
    return ['(unreadable)'];
  }
}

/**
 * `npm run mock -- --data DIR --recover`: copies what SQLite can still read of DIR/mock.db into a
 * new file, table by table and row by row, moves the damaged file aside (never deletes it) and
 * puts the new one in its place. Returns null when the database is not damaged (nothing changed).
 */
export function recoverDatabase(dir: string): RecoveryReport | null {
  const path = databasePath(dir);
  if (!existsSync(path)) throw new Error(`There is no mock database to recover in ${dir} (expected ${DATABASE_FILE})`);
  const source = Sql.open(path);
  const target = `${path}.recovering`;
  try {
    if (quickCheck(source).length === 0 && badSums(source).length === 0) return null;
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${target}${suffix}`, { force: true });
    const copy = Sql.open(target);
    const report: RecoveryReport = { damagedCopy: null, tables: [], suspect: [], danglingRefs: 0 };
    try {
      copy.exec(SCHEMA_SQL);
      copy.exec('BEGIN');
      for (const table of Object.keys(TABLES)) {
        const { rows, lost } = salvageTable(source, table);
        const columns = copy.all(`PRAGMA table_info(${table})`).map((column) => String(column[1]));
        const insert = `INSERT OR REPLACE INTO ${table} (rowid, ${columns.join(', ')}) VALUES (${['?', ...columns.map(() => '?')].join(', ')})`;
        let kept = 0;
        const unreadable = [...lost];
        for (const row of rows) {
          const values = row.slice(0, columns.length + 1).map((value) => (typeof value === 'bigint' ? Number(value) : value)) as (string | number | null)[];
          if (table === 'rows') {
            const data = String(values[3]);
            try {
              JSON.parse(data);
            } catch {
              unreadable.push(`${String(values[1])} ${String(values[2])}`);
              continue;
            }
            // Kept as read, under a new checksum: the report names it so that it can be checked.
            if (crc32(data) !== Number(values[4])) report.suspect.push(`${String(values[1])} ${String(values[2])}`);
            values[4] = crc32(data);
          }
          copy.run(insert, values);
          kept += 1;
        }
        report.tables.push({ table, kept, lost: unreadable });
      }
      const present = new Set(copy.all('SELECT type, id FROM rows').map(([type, id]) => `${String(type)} ${String(id)}`));
      for (const [data] of copy.iterate('SELECT data FROM rows')) {
        report.danglingRefs += refsIn(JSON.parse(String(data))).filter(([type, id]) => !present.has(`${type} ${id}`)).length;
      }
      copy.exec(`PRAGMA user_version = ${FORMAT_VERSION}`);
      copy.exec('COMMIT');
    } finally {
      copy.close();
    }
    source.close();
    report.damagedCopy = `${path}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    // The WAL goes with its file (SQLite finds it by name); the shared-memory index is rebuilt.
    renameSync(path, report.damagedCopy);
    if (existsSync(`${path}-wal`)) renameSync(`${path}-wal`, `${report.damagedCopy}-wal`);
    rmSync(`${path}-shm`, { force: true });
    renameSync(target, path);
    return report;
  } finally {
    source.close();
  }
}

/** The report as a few lines for the terminal. */
export function describeRecovery(dir: string, report: RecoveryReport | null): string {
  if (!report) return `${databasePath(dir)} passed SQLite's checks and every row's checksum: nothing to recover.`;
  const lines = [`Recovered ${databasePath(dir)}; the damaged file is kept as ${report.damagedCopy}.`];
  for (const { table, kept, lost } of report.tables) {
    const shown = lost.slice(0, 20).join(', ') + (lost.length > 20 ? ', …' : '');
    lines.push(`  ${table.padEnd(8)} ${kept} kept${lost.length > 0 ? `, ${lost.length} lost: ${shown}` : ''}`);
  }
  if (report.suspect.length > 0) lines.push(`  Kept as read, but their saved value changed since it was written (check them): ${report.suspect.join(', ')}`);
  if (report.danglingRefs > 0) lines.push(`  ${report.danglingRefs} reference(s) point at rows that were lost; they now read as empty.`);
  if (report.tables.every((table) => table.lost.length === 0) && report.danglingRefs === 0 && report.suspect.length === 0) lines.push('  Nothing was lost.');
  return lines.join('\n');
}
