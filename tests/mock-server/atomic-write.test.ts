// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Lets a test make the final rename fail, as a full disk or a crash between write and rename would.
const failures = vi.hoisted(() => ({ rename: 0 }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    rename: async (from: string, to: string) => {
      if (failures.rename > 0) {
        failures.rename--;
        throw Object.assign(new Error('simulated crash'), { code: 'EIO' });
      }
      return actual.rename(from, to);
    },
  };
});

const { removeTempFiles, writeFileAtomic } = await import('../../mock-server/atomic-write');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-atomic-'));
  failures.rename = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const tempFiles = () => readdirSync(dir).filter((name) => name.endsWith('.tmp'));

describe('writeFileAtomic (uploaded files)', () => {
  it('writes, replaces and creates missing directories', async () => {
    const path = join(dir, 'nested', 'a.bin');
    await writeFileAtomic(path, 'one');
    await writeFileAtomic(path, Buffer.from('two'));
    expect(readFileSync(path, 'utf8')).toBe('two');
    expect(readdirSync(join(dir, 'nested'))).toEqual(['a.bin']);
  });

  it('leaves the old file intact and no temp file when the write fails', async () => {
    const path = join(dir, 'a.bin');
    await writeFileAtomic(path, 'old');
    failures.rename = 1;
    await expect(writeFileAtomic(path, 'new')).rejects.toThrow('simulated crash');
    expect(readFileSync(path, 'utf8')).toBe('old');
    expect(tempFiles()).toEqual([]);
  });

  it('removes temp files left by a process killed mid-write, and nothing else', () => {
    writeFileSync(join(dir, 'a.bin'), 'kept');
    writeFileSync(join(dir, 'a.bin.4242.abcdef012345.tmp'), 'torn');
    removeTempFiles(dir);
    expect(readdirSync(dir)).toEqual(['a.bin']);
  });
});
