// @vitest-environment node
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { recoverDatabase } from '../../mock-server/durable/recover';
import { Sql } from '../../mock-server/durable/sql';
import { databasePath } from '../../mock-server/durable/store';
import { dataFolders, folderWithAccent } from './damage';
import { startTestServer } from './harness';

afterAll(() => dataFolders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The folder as format 1 wrote it: checksums on entity rows only, over `data`. */
function toFormat1(dir: string): void {
  const sql = Sql.open(databasePath(dir));
  try {
    sql.exec('BEGIN');
    for (const table of ['history', 'trash', 'parts', 'uploads']) sql.exec(`ALTER TABLE ${table} DROP COLUMN sum`);
    for (const [rowid, data] of sql.all('SELECT rowid, CAST(data AS BLOB) FROM rows')) sql.run('UPDATE rows SET sum = ? WHERE rowid = ?', [crc32(String(data)), Number(rowid)]);
    sql.exec('PRAGMA user_version = 1');
    sql.exec('COMMIT');
  } finally {
    sql.close();
  }
}

describe('the store format', () => {
  it('gives a format-1 folder checksums on every row at its first start, and keeps its rows', async () => {
    const { dir, id } = await folderWithAccent('Format one marker', 'Format one retitled');
    toFormat1(dir);
    const server = await startTestServer({ dataDir: dir });
    try {
      expect(server.server.origin.kind).toBe('restored');
      expect(server.db.get('Accent', id)?.title).toBe('Format one retitled');
      const token = await server.login('ADMIN');
      const history = await server.request<{ history: unknown[] }>('query($id: ID!) { history(subject: "Accent", id: $id) { id } }', { id }, token);
      expect(history.errors).toBeUndefined();
      expect(history.data!.history).toHaveLength(2);
      expect(Number(server.server.store.sql.value('SELECT COUNT(*) FROM history WHERE sum = 0'))).toBe(0);
      expect(Number(server.server.store.sql.value('PRAGMA user_version'))).toBe(2);
    } finally {
      await server.stop();
    }
  }, 180_000);

  it('--recover rebuilds a header whose page size is damaged too, and keeps every row', async () => {
    const { dir, id } = await folderWithAccent('Page size marker');
    const path = databasePath(dir);
    const file = readFileSync(path);
    file.fill(0, 0, 24);
    writeFileSync(path, file);
    const report = recoverDatabase(dir)!;
    expect(report.header).toEqual(expect.arrayContaining(['the format string', 'the page size']));
    expect(report.tables.every((table) => table.lost.length === 0)).toBe(true);
    const server = await startTestServer({ dataDir: dir });
    try {
      expect(server.db.get('Accent', id)?.title).toBe('Page size marker');
    } finally {
      await server.stop();
    }
  }, 180_000);
});
