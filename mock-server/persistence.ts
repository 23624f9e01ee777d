import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

// Same directory as the target, so the final rename never crosses a filesystem and stays atomic.
function tempPathFor(path: string): string {
  return `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
}

/**
 * Replaces `path` in one step: readers (and a restart after a crash mid-write) see either the
 * old content or the new, never a truncated file.
 */
export async function writeFileAtomic(path: string, data: string | Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = tempPathFor(path);
  try {
    const handle = await open(temp, 'w', 0o644);
    try {
      await handle.writeFile(data);
      // Without fsync a power loss can leave the renamed file empty on some filesystems.
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** For exit handlers, where awaiting is no longer possible. */
export function writeFileAtomicSync(path: string, data: string | Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = tempPathFor(path);
  try {
    const fd = openSync(temp, 'w', 0o644);
    try {
      const bytes = typeof data === 'string' ? Buffer.from(data) : data;
      let written = 0;
      while (written < bytes.length) written += writeSync(fd, bytes, written);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** Temp files left behind by a process that died between write and rename. */
export function removeStaleTempFiles(path: string): void {
  const prefix = `${basename(path)}.`;
  let names: string[];
  try {
    names = readdirSync(dirname(path));
  } catch {
    return;
  }
  for (const name of names) {
    if (name.startsWith(prefix) && name.endsWith('.tmp')) rmSync(join(dirname(path), name), { force: true });
  }
}

const FORMAT_VERSION = 1;

interface Envelope<T> {
  version: number;
  savedAt: string;
  state: T;
}

/**
 * The mock's state in one JSON file under `dir`. Mutations call `schedule`; bursts of them
 * collapse into one write, and writes never overlap, so the newest state always lands last.
 */
export class StatePersistence<T> {
  readonly path: string;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pending: (() => T) | null = null;
  private chain: Promise<void> = Promise.resolve();
  private lastError: unknown = null;

  constructor(
    dir: string,
    file = 'state.json',
    private readonly debounceMs = 200,
  ) {
    this.path = join(dir, file);
  }

  /** Null when nothing was saved yet; a file that cannot be read back is an error, not a reset. */
  load(): T | null {
    removeStaleTempFiles(this.path);
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new Error(`Cannot read mock state file ${this.path}: ${(error as Error).message}`);
    }
    let envelope: Envelope<T>;
    try {
      envelope = JSON.parse(text) as Envelope<T>;
    } catch (error) {
      throw new Error(
        `Mock state file ${this.path} is not valid JSON (${(error as Error).message}); delete it to start from the seed`,
      );
    }
    if (!envelope || typeof envelope !== 'object' || envelope.version !== FORMAT_VERSION || !('state' in envelope)) {
      throw new Error(
        `Mock state file ${this.path} has an unknown format (version ${String(envelope?.version)}, expected ${FORMAT_VERSION}); delete it to start from the seed`,
      );
    }
    return envelope.state;
  }

  /** Writes `state` now (atomically, synced) and waits for it. */
  async write(state: T): Promise<void> {
    await this.writeJson(JSON.stringify(state));
  }

  /** Like `write`, for a state already serialized (in slices, so that no request waits for all of it). */
  async writeJson(stateJson: string): Promise<void> {
    const envelope: Omit<Envelope<T>, 'state'> = { version: FORMAT_VERSION, savedAt: new Date().toISOString() };
    await writeFileAtomic(this.path, `${JSON.stringify(envelope).slice(0, -1)},"state":${stateJson}}`);
  }

  schedule(getState: () => T): void {
    this.pending = getState;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.writePending();
    }, this.debounceMs);
  }

  /** Writes anything scheduled now and waits for it; rejects if a save since the last flush failed. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
      this.writePending();
    }
    await this.chain;
    const error = this.lastError;
    this.lastError = null;
    if (error) throw error;
  }

  private writePending(): void {
    const getState = this.pending;
    this.pending = null;
    if (!getState) return;
    this.chain = this.chain.then(async () => {
      try {
        const envelope: Envelope<T> = { version: FORMAT_VERSION, savedAt: new Date().toISOString(), state: getState() };
        await writeFileAtomic(this.path, JSON.stringify(envelope));
      } catch (error) {
        // The old file is intact; keep serving and report on the next flush.
        this.lastError = error;
        console.error(`Saving mock state to ${this.path} failed:`, error);
      }
    });
  }
}
