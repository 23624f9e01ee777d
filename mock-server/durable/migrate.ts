import { crc32 } from 'node:zlib';
import { SUMMED, checkedSelect, sumOf } from './checked';
import { FORMAT_WITHOUT_SUMS } from './schema';
import { UnreadableTextError, type Sql } from './sql';

/**
 * A data folder of format 1 (checksums on entity rows only, over `data`) gets a checksum on every
 * row, in one transaction. What was there is trusted as it is, except an entity row that did not
 * match its old checksum: it keeps a sum that does not match the new one either, so the damage is
 * still refused at start. Text that is not UTF-8 keeps sum 0 and is refused when read.
 */
export function addChecksums(sql: Sql, version: number): void {
  if (version !== FORMAT_WITHOUT_SUMS) return;
  sql.exec('BEGIN');
  try {
    for (const table of ['history', 'trash', 'parts', 'uploads']) sql.exec(`ALTER TABLE ${table} ADD COLUMN sum INTEGER NOT NULL DEFAULT 0`);
    for (const table of Object.keys(SUMMED)) {
      const updates: [number, number][] = [];
      for (const row of sql.scan(checkedSelect(table))) {
        if (row instanceof UnreadableTextError) continue;
        const values = row.slice(1, -1) as (string | number)[];
        const intact = table !== 'rows' || crc32(String(values.at(-1))) === Number(row.at(-1));
        updates.push([intact ? sumOf(values) : Number(row.at(-1)), Number(row[0])]);
      }
      for (const update of updates) sql.run(`UPDATE ${table} SET sum = ? WHERE rowid = ?`, update);
    }
    sql.exec('COMMIT');
  } catch (error) {
    sql.exec('ROLLBACK');
    throw error;
  }
}
