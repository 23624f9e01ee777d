// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NOT_SAVED } from '../../mock-server/durable/plugin';
import { runMock } from './damage';
import { fillDisk, mountTmpfs } from './disks';
import { startTestServer } from './harness';

const root = mkdtempSync(join(tmpdir(), 'mock-refusals-'));
const unmounts: (() => void)[] = [];
afterAll(() => {
  unmounts.forEach((unmount) => unmount());
  rmSync(root, { recursive: true, force: true });
});

/** A folder on a tmpfs of `sizeMiB` (root only), or null; `readOnly` mounts it read-only. */
function folder(name: string, sizeMiB: number, readOnly = false): string | null {
  const dir = join(root, name);
  mkdirSync(dir);
  const mount = mountTmpfs(dir, sizeMiB);
  if (!mount) return null;
  unmounts.push(() => mount.unmount());
  if (readOnly) execFileSync('mount', ['-o', 'remount,ro', dir]);
  return dir;
}

type Created = { createUpload: { upload: { uploadUrl: string } | null } };

describe('a disk that refuses writes', () => {
  it('answers an upload NOT_SAVED (not a server error), and takes uploads again once there is room', async () => {
    const dir = folder('uploads', 64);
    const server = await startTestServer({ dataDir: dir ?? join(root, 'uploads') });
    try {
      const token = await server.login('EDITOR');
      const put = async () => {
        const created = await server.run<Created>('CreateUpload', { filename: 'full.png', contentType: 'image/png', sizeBytes: 4096 }, token);
        return fetch(created.data!.createUpload.upload!.uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: Buffer.alloc(4096, 7) });
      };
      const filler = join(dir ?? root, 'filler');
      if (dir) fillDisk(filler);
      else server.server.store.sql.exec('PRAGMA query_only = ON');
      const refused = await put();
      expect(refused.status).toBe(507);
      expect(await refused.json()).toMatchObject({ error: 'upload.notSaved', code: NOT_SAVED.extensions.code });
      if (dir) rmSync(filler);
      else server.server.store.sql.exec('PRAGMA query_only = OFF');
      expect((await put()).status).toBe(201);
    } finally {
      await server.stop();
    }
  }, 180_000);

  it.each([
    ['full', () => folder('full', 1)],
    ['read-only', () => folder('readonly', 8, true)],
  ])('on a %s folder, the start names the folder and what to do, not SQLite', async (kind, make) => {
    const dir = make();
    if (!dir) return console.log(`start on a ${kind} folder: not root, no tmpfs; not tested here`);
    const run = await runMock(dir);
    if (run.serving) {
      await run.stop();
      throw new Error(`served from a ${kind} folder: ${run.output()}`);
    }
    expect(run.code).toBe(1);
    expect(run.output).toContain(dir);
    expect(run.output).toMatch(kind === 'full' ? /disk is full/ : /read-only/);
    expect(run.output).toMatch(/--data/);
    expect(run.output).not.toMatch(/SQLITE_|unable to open database file|database or disk is full|attempt to write a readonly/);
  }, 180_000);
});
