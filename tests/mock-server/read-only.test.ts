// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mountExt4 } from './disks';
import { codeOf, startTestServer } from './harness';
import { quickCheck, Writes } from './storage';

const root = mkdtempSync(join(tmpdir(), 'mock-readonly-'));
const dir = join(root, 'data');
mkdirSync(dir);
// Root can write through any permission bits, and a busy mount cannot be remounted read-only: the
// kernel's own reaction to a disk error (ext4 errors=remount-ro) takes it read-only, open files too.
const disk = mountExt4(dir, 128);
afterAll(() => {
  disk?.cleanup();
  rmSync(root, { recursive: true, force: true });
});

describe('a data folder that turns read-only mid-run', () => {
  it('refuses writes (a logout too) with NOT_SAVED, shows none of them and keeps serving reads', async () => {
    console.log(disk ? 'read-only test: ext4 on a loop device, taken read-only by the kernel' : 'read-only test: not root, SQLite refusal injected (PRAGMA query_only)');
    const writes = new Writes('Read-only');
    const first = await startTestServer({ dataDir: dir });
    const token = await first.login('ADMIN');
    const editor = await first.login('EDITOR');
    // The seeded folder itself is on disk before the trouble starts (ext4 commits metadata every few seconds).
    if (disk) execFileSync('sync');
    for (let i = 0; i < 3; i += 1) expect(await writes.create(first, token)).toBeNull();

    if (disk) disk.fail();
    else first.server.store.sql.exec('PRAGMA query_only = ON');
    for (let i = 0; i < 5; i += 1) {
      expect(await writes.create(first, token)).toBe('NOT_SAVED');
      await writes.expectExactlyAcknowledged(first, token);
    }
    expect(codeOf(await first.request('mutation { logout }', {}, editor))).toBe('NOT_SAVED');
    // Not saved, so not done: the editor is still signed in (and will be after a restart).
    expect((await first.request('{ viewer { user { id } } }', {}, editor)).errors).toBeUndefined();
    await first.stop();

    if (disk) await disk.remount();
    expect(quickCheck(dir)).toBe('ok');
    const second = await startTestServer({ dataDir: dir });
    try {
      await writes.expectExactlyAcknowledged(second, await second.login('ADMIN'));
      expect((await second.request('{ viewer { user { id } } }', {}, editor)).errors).toBeUndefined();
      expect(await writes.create(second, token)).toBeNull();
      console.log(`read-only test: ${writes.acknowledged.size} writes acknowledged (all kept), ${writes.refused.length} refused (none visible)`);
    } finally {
      await second.stop();
    }
  }, 180_000);
});
