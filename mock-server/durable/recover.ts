import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { refsIn } from '../undo/trash';
import { SUMMED, rowName, sumOf } from './checked';
import { repairHeader } from './header';
import { lostKey } from './parts';
import { salvageTable, sumMatches } from './salvage';
import { DATABASE_FILE, FORMAT_VERSION, SCHEMA_SQL, TABLES } from './schema';
import { lenient, Sql, text } from './sql';
import { databasePath } from './store';
import { tellDamagedLog } from './wal';

const isJson = (value: unknown) => {
  try {
    JSON.parse(String(value));
    return true;
  } catch {
    return false;
  }
};

const toParam = (value: unknown) => (typeof value === 'bigint' ? Number(value) : (value ?? null)) as string | number | null;

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
  /** Fields of the file's header that were damaged and rebuilt before reading (header.ts). */
  header: string[];
}

function quickCheck(sql: Sql): string[] {
  try {
    const problems = sql.all('PRAGMA quick_check(5)').map((row) => lenient(row[0]));
    return problems[0] === 'ok' ? [] : problems;
  } catch (error) {
    return [(error as Error).message];
  }
}

/** Rows that cannot be read or do not match their checksum (a whole table that cannot be read counts as one). */
function badRows(sql: Sql): number {
  let bad = 0;
  for (const table of Object.keys(SUMMED)) {
    try {
      bad += salvageTable(sql, table).filter((row) => 'lost' in row || sumMatches(table, row.values) === false).length;
    } catch {
      bad += 1;
    }
  }
  return bad;
}

/**
 * `npm run mock -- --data DIR --recover`: copies what SQLite can still read of DIR/mock.db into a
 * new file, table by table and row by row, moves the damaged file aside (never deletes it) and
 * puts the new one in its place. Returns null when the database is not damaged (nothing changed).
 */
export function recoverDatabase(dir: string): RecoveryReport | null {
  const path = databasePath(dir);
  if (!existsSync(path)) throw new Error(`There is no mock database to recover in ${dir} (expected ${DATABASE_FILE})`);
  // Told before SQLite reads the log (and drops what fails its checksum).
  const damagedLog = tellDamagedLog(path);
  if (damagedLog) console.warn(damagedLog);
  // A damaged header hides intact pages: read from a copy whose header is rebuilt (the WAL beside it).
  const header = repairHeader(readFileSync(path));
  const readFrom = header.fixed.length > 0 ? `${path}.header-rebuilt` : path;
  if (readFrom !== path) {
    writeFileSync(readFrom, header.file);
    if (existsSync(`${path}-wal`)) copyFileSync(`${path}-wal`, `${readFrom}-wal`);
  }
  const source = Sql.open(readFrom);
  const target = `${path}.recovering`;
  try {
    if (header.fixed.length === 0 && quickCheck(source).length === 0 && badRows(source) === 0) return null;
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${target}${suffix}`, { force: true });
    const copy = Sql.open(target);
    const report: RecoveryReport = { damagedCopy: null, tables: [], suspect: [], danglingRefs: 0, header: header.fixed };
    try {
      copy.exec(SCHEMA_SQL);
      copy.exec('BEGIN');
      const partsLost = new Set<string>();
      for (const table of Object.keys(TABLES)) {
        const columns = copy.all(`SELECT ${text('name')} FROM pragma_table_info('${table}')`).map(([name]) => String(name));
        const insert = `INSERT OR REPLACE INTO ${table} (rowid, ${columns.join(', ')}) VALUES (${['?', ...columns.map(() => '?')].join(', ')})`;
        let kept = 0;
        const lost: string[] = [];
        for (const row of salvageTable(source, table)) {
          if ('lost' in row) {
            if (row.lost) lost.push(row.lost);
            continue;
          }
          const { values } = row;
          const summed = SUMMED[table];
          const name = summed ? rowName(table, row.rowid, summed.key.map((column) => values.get(column)), false) : String(row.rowid);
          if (table === 'rows' && !isJson(values.get('data'))) {
            lost.push(name);
            continue;
          }
          const matches = sumMatches(table, values);
          // A session entry that changed may be a revocation that no longer matches its token: it
          // is dropped, and the sessions part told, so that every earlier session ends (fail closed).
          if (table === 'parts' && matches === false) {
            lost.push(name);
            partsLost.add(String(values.get('part')));
            continue;
          }
          // Kept as read, under a new checksum: the report names it so that it can be checked.
          if (matches === false) report.suspect.push(`${table} ${name}`);
          if (summed) values.set('sum', sumOf([...summed.key, ...summed.value].map((column) => values.get(column) as string | number)));
          copy.run(insert, [row.rowid, ...columns.map((column) => toParam(values.get(column)))]);
          kept += 1;
        }
        report.tables.push({ table, kept, lost });
      }
      // Rows without the note that the folder was seeded would be seeded over at the next start.
      if (Number(copy.value('SELECT COUNT(*) FROM rows')) > 0) copy.run("INSERT OR IGNORE INTO meta (key, value) VALUES ('seededAt', ?)", [new Date().toISOString()]);
      for (const part of partsLost) copy.run('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', [lostKey(part), new Date().toISOString()]);
      const present = new Set(copy.all(`SELECT ${text('type')}, ${text('id')} FROM rows`).map(([type, id]) => `${String(type)} ${String(id)}`));
      for (const [data] of copy.iterate(`SELECT ${text('data')} FROM rows`)) {
        report.danglingRefs += refsIn(JSON.parse(String(data))).filter(([type, id]) => !present.has(`${type} ${id}`)).length;
      }
      copy.exec(`PRAGMA user_version = ${FORMAT_VERSION}`);
      copy.exec('COMMIT');
    } finally {
      copy.close();
    }
    source.close();
    if (readFrom !== path) for (const suffix of ['', '-wal', '-shm']) rmSync(`${readFrom}${suffix}`, { force: true });
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
  if (report.header.length > 0) lines.push(`  The file's header was damaged (${report.header.join(', ')}); it was rebuilt to read the pages after it.`);
  for (const { table, kept, lost } of report.tables) {
    const shown = lost.slice(0, 20).join(', ') + (lost.length > 20 ? ', …' : '');
    lines.push(`  ${table.padEnd(8)} ${kept} kept${lost.length > 0 ? `, ${lost.length} lost: ${shown}` : ''}`);
  }
  if (report.suspect.length > 0) lines.push(`  Kept as read, but their saved value changed since it was written (check them): ${report.suspect.join(', ')}`);
  if (report.danglingRefs > 0) lines.push(`  ${report.danglingRefs} reference(s) point at rows that were lost; they now read as empty.`);
  if (report.tables.every((table) => table.lost.length === 0) && report.danglingRefs === 0 && report.suspect.length === 0) lines.push('  Nothing was lost that could be named.');
  // Said, never done quietly: with no entity row left, the next start seeds the folder afresh.
  if (report.tables.find((table) => table.table === 'rows')?.kept === 0) lines.push('  No entity row could be read: the server starts from a fresh seed in this folder. The damaged file above still holds what was there.');
  return lines.join('\n');
}
