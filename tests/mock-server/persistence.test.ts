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

const { StatePersistence, writeFileAtomic, writeFileAtomicSync } = await import('../../mock-server/persistence');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-persistence-'));
  failures.rename = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const tempFiles = () => readdirSync(dir).filter((name) => name.endsWith('.tmp'));

describe('writeFileAtomic', () => {
  it('writes, replaces and creates missing directories', async () => {
    const path = join(dir, 'nested', 'a.json');
    await writeFileAtomic(path, 'one');
    await writeFileAtomic(path, Buffer.from('two'));
    expect(readFileSync(path, 'utf8')).toBe('two');
    writeFileAtomicSync(path, 'three');
    expect(readFileSync(path, 'utf8')).toBe('three');
    expect(readdirSync(join(dir, 'nested'))).toEqual(['a.json']);
  });

  it('leaves the old file intact and no temp file when the write fails', async () => {
    const path = join(dir, 'state.json');
    await writeFileAtomic(path, 'old');
    failures.rename = 1;
    await expect(writeFileAtomic(path, 'new')).rejects.toThrow('simulated crash');
    expect(readFileSync(path, 'utf8')).toBe('old');
    expect(tempFiles()).toEqual([]);
  });
});

describe('StatePersistence', () => {
  it('returns null before anything was saved', () => {
    expect(new StatePersistence(dir).load()).toBeNull();
  });

  it('saves a versioned envelope and reads the state back', async () => {
    const store = new StatePersistence<{ count: number }>(dir, 'state.json', 10);
    store.schedule(() => ({ count: 1 }));
    await store.flush();
    const envelope = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'));
    expect(envelope).toMatchObject({ version: 1, state: { count: 1 } });
    expect(new StatePersistence(dir).load()).toEqual({ count: 1 });
  });

  it('collapses a burst of changes into one write of the newest state', async () => {
    const store = new StatePersistence<{ count: number }>(dir, 'state.json', 30);
    const getState = vi.fn();
    for (let count = 1; count <= 5; count++) {
      getState.mockReturnValue({ count });
      store.schedule(getState);
    }
    expect(readdirSync(dir)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await store.flush();
    expect(getState).toHaveBeenCalledTimes(1);
    expect(store.load()).toEqual({ count: 5 });
  });

  it('keeps the previous state when a save fails, and reports it on flush', async () => {
    const store = new StatePersistence<{ count: number }>(dir, 'state.json', 10);
    store.schedule(() => ({ count: 1 }));
    await store.flush();

    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    failures.rename = 1;
    store.schedule(() => ({ count: 2 }));
    await expect(store.flush()).rejects.toThrow('simulated crash');
    log.mockRestore();

    expect(new StatePersistence(dir).load()).toEqual({ count: 1 });
    expect(tempFiles()).toEqual([]);

    store.schedule(() => ({ count: 3 }));
    await store.flush();
    expect(new StatePersistence(dir).load()).toEqual({ count: 3 });
  });

  it('ignores and removes temp files left by a process killed mid-write', () => {
    writeFileSync(join(dir, 'state.json'), JSON.stringify({ version: 1, savedAt: '', state: { count: 1 } }));
    writeFileSync(join(dir, 'state.json.4242.abcdef.tmp'), '{"version":1,"state":{"cou');
    expect(new StatePersistence(dir).load()).toEqual({ count: 1 });
    expect(tempFiles()).toEqual([]);
  });

  it('refuses a corrupt or foreign file with an error naming it', () => {
    const path = join(dir, 'state.json');
    writeFileSync(path, '{"version":1,"state":');
    expect(() => new StatePersistence(dir).load()).toThrow(path);
    writeFileSync(path, JSON.stringify({ version: 99, state: {} }));
    expect(() => new StatePersistence(dir).load()).toThrow(/version 99/);
  });
});
