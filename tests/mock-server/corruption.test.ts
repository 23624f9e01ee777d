// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recoverDatabase } from '../../mock-server/durable/recover';
import { databasePath } from '../../mock-server/durable/store';
import { startTestServer } from './harness';
import { quickCheck } from './storage';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A data folder holding one accent titled `title`, stopped cleanly (everything in the one file). */
async function folderWith(title: string): Promise<{ dir: string; id: string; accents: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'mock-corrupt-'));
  dirs.push(dir);
  const server = await startTestServer({ dataDir: dir });
  const token = await server.login('ADMIN');
  const languageId = server.db.all('Language')[0].id;
  const created = await server.request<{ accentCreate: { accent: { id: string } } }>(
    'mutation($i: AccentCreateInput!) { accentCreate(input: $i) { accent { id } } }',
    { i: { title, languageId } },
    token,
  );
  const accents = server.db.all('Accent').length;
  await server.stop();
  return { dir, id: created.data!.accentCreate.accent.id, accents };
}

/** Every offset at which `text` is stored in the file. */
function offsetsOf(file: Buffer, text: string): number[] {
  const found: number[] = [];
  for (let at = file.indexOf(text); at >= 0; at = file.indexOf(text, at + 1)) found.push(at);
  return found;
}

/** `npm run mock -- --data DIR --recover`, until it serves; answers what it printed. */
function recoverWithCli(dir: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts', '--data', dir, '--recover', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (/Mock GraphQL server: http/.test(out)) {
        child.kill('SIGTERM');
        resolve(out);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`exited (${code}) before serving: ${out}`)));
  });
}

describe('a damaged database', () => {
  it('is refused at start naming the file and the recovery, and --recover salvages the rest into a new file', async () => {
    const { dir, id, accents } = await folderWith('Damaged page marker');
    const path = databasePath(dir);
    const file = readFileSync(path);
    const pageSize = file.readUInt16BE(16);
    // One bad byte where a page of rows says what kind of page it is.
    for (const at of offsetsOf(file, 'Damaged page marker')) file[Math.floor(at / pageSize) * pageSize] = 0xff;
    writeFileSync(path, file);

    const refusal = startTestServer({ dataDir: dir });
    await expect(refusal).rejects.toThrow(path);
    await expect(refusal).rejects.toThrow(`npm run mock -- --data ${JSON.stringify(dir)} --recover`);

    const printed = await recoverWithCli(dir);
    expect(printed).toMatch(/Recovered .*mock\.db; the damaged file is kept as .*mock\.db\.damaged-/);
    // What was lost is named, from an index that still lists the rows of the damaged page.
    expect(printed).toMatch(new RegExp(`rows +\\d+ kept, \\d+ lost: .*Accent ${id}\\b`));
    const kept = /damaged file is kept as (\S+)\./.exec(printed)![1];
    expect(existsSync(kept)).toBe(true);
    expect(quickCheck(dir)).toBe('ok');

    const after = await startTestServer({ dataDir: dir });
    try {
      expect(after.server.origin.kind).toBe('restored');
      expect(after.db.get('Accent', id)).toBeUndefined();
      // Only the rows of the damaged page are gone.
      expect(after.db.all('Accent').length).toBeGreaterThan(accents - 10);
      expect((await after.request('{ __typename }')).errors).toBeUndefined();
    } finally {
      await after.stop();
    }
  }, 180_000);

  it('notices a changed letter inside a value (a checksum per row), and --recover keeps the row but names it', async () => {
    const { dir, id } = await folderWith('Changed letter marker');
    const path = databasePath(dir);
    const file = readFileSync(path);
    for (const at of offsetsOf(file, 'Changed letter marker')) file.write('Changed letter markex', at);
    writeFileSync(path, file);

    await expect(startTestServer({ dataDir: dir })).rejects.toThrow(new RegExp(`cannot be read: rows Accent ${id} \\(its checksum does not match\\)[^]*--recover`));
    const report = recoverDatabase(dir)!;
    // The row, and its history entry (which holds the title too).
    expect(report.suspect).toEqual([`rows Accent ${id}`, expect.stringMatching(new RegExp(`^history entry \\d+ \\(Accent ${id}\\)$`))]);
    expect(report.tables.every((table) => table.lost.length === 0)).toBe(true);

    const after = await startTestServer({ dataDir: dir });
    try {
      expect(after.db.get('Accent', id)?.title).toBe('Changed letter markex');
    } finally {
      await after.stop();
    }
  }, 180_000);
});
