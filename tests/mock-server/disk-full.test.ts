// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { NOT_SAVED } from '../../mock-server/durable/plugin';
import { fillDisk, mountTmpfs } from './disks';
import { codeOf, startTestServer } from './harness';
import { quickCheck, Writes } from './storage';

const root = mkdtempSync(join(tmpdir(), 'mock-full-'));
const dir = join(root, 'data');
mkdirSync(dir);
// A seeded database is ~18 MB and its seed passes through the WAL once: 64 MiB holds both.
const tmpfs = mountTmpfs(dir, 64);
afterAll(() => {
  tmpfs?.unmount();
  rmSync(root, { recursive: true, force: true });
});

describe('a full disk', () => {
  it('refuses writes with NOT_SAVED and shows none of them, serves reads, and takes writes again once there is space', async () => {
    console.log(tmpfs ? 'disk-full test: a real 64 MiB tmpfs, filled' : 'disk-full test: not root, SQLite refusal injected (PRAGMA query_only)');
    const writes = new Writes('Full disk');
    const first = await startTestServer({ dataDir: dir });
    const token = await first.login('ADMIN');
    for (let i = 0; i < 3; i += 1) expect(await writes.create(first, token)).toBeNull();

    const filler = join(dir, 'filler');
    if (tmpfs) fillDisk(filler);
    else first.server.store.sql.exec('PRAGMA query_only = ON');
    const codes: (string | null)[] = [];
    for (let i = 0; i < 8; i += 1) {
      codes.push(await writes.create(first, token));
      // Refused means not there, for every reader, right away.
      await writes.expectExactlyAcknowledged(first, token);
    }
    // A few frames may still fit in the last pages of the files; after that every write is refused.
    expect(codes.filter((code) => code === 'NOT_SAVED').length).toBeGreaterThanOrEqual(5);
    const refused = await first.request('mutation { logout }', {}, token);
    expect(codeOf(refused)).toBe('NOT_SAVED');
    expect(refused.errors![0].message).toBe(NOT_SAVED.message);
    // The refused logout changed nothing: the session still works.
    expect((await first.request('{ viewer { user { id } } }', {}, token)).errors).toBeUndefined();

    if (tmpfs) rmSync(filler);
    else first.server.store.sql.exec('PRAGMA query_only = OFF');
    for (let i = 0; i < 3; i += 1) expect(await writes.create(first, token)).toBeNull();
    await writes.expectExactlyAcknowledged(first, token);
    await first.stop();

    expect(quickCheck(dir)).toBe('ok');
    const second = await startTestServer({ dataDir: dir });
    try {
      await writes.expectExactlyAcknowledged(second, await second.login('ADMIN'));
      console.log(`disk-full test: ${writes.acknowledged.size} writes acknowledged (all kept), ${writes.refused.length} refused (none visible)`);
    } finally {
      await second.stop();
    }
  }, 180_000);

  it('signs in on a full disk: the session works, the sign-in time is neither saved nor shown, and a warning says so', async () => {
    let now = Date.now();
    const server = await startTestServer({ dataDir: dir }, { clock: () => now });
    const admin = server.db.all('User').find((row) => row.role === 'ADMIN')!;
    const signIn = () => server.run<{ login: { token: string | null } }>('Login', { email: admin.email, password: server.config.devPassword });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const filler = join(dir, 'filler');
    const writes = new Writes('Sign-in on a full disk');
    let signedAt: unknown;
    try {
      const token = (await signIn()).data!.login.token!;
      const before = server.db.get('User', admin.id)!.lastLoginAt;
      if (tmpfs) fillDisk(filler);
      else server.server.store.sql.exec('PRAGMA query_only = ON');
      // The last pages of the files may still take a write or two: until the disk refuses them.
      for (let i = 0; i < 8 && (await writes.create(server, token)) !== 'NOT_SAVED'; i += 1);

      now += 60_000;
      const full = await signIn();
      expect(full.errors).toBeUndefined();
      const session = full.data!.login.token!;
      expect((await server.request('{ viewer { user { id } } }', {}, session)).errors).toBeUndefined();
      // Not on disk, so not in memory either: no reader sees a time that was not saved.
      expect(server.db.get('User', admin.id)!.lastLoginAt).toBe(before);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`the last sign-in time of user ${admin.id}`));

      if (tmpfs) rmSync(filler);
      else server.server.store.sql.exec('PRAGMA query_only = OFF');
      now += 60_000;
      expect((await signIn()).errors).toBeUndefined();
      signedAt = server.db.get('User', admin.id)!.lastLoginAt;
      expect(signedAt).toBe(new Date(now).toISOString());
    } finally {
      warn.mockRestore();
      rmSync(filler, { force: true });
      await server.stop();
    }
    const again = await startTestServer({ dataDir: dir });
    try {
      expect(again.db.get('User', admin.id)!.lastLoginAt).toBe(signedAt);
    } finally {
      await again.stop();
    }
  }, 180_000);
});
