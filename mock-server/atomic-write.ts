import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const TEMP = /\.\d+\.[a-f0-9]{12}\.tmp$/;

// Same directory as the target, so the final rename never crosses a filesystem and stays atomic.
function tempPathFor(path: string): string {
  return `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
}

/**
 * Replaces `path` in one step (an uploaded file's bytes): readers, and a restart after a crash
 * mid-write, see either the old content or the new, never a truncated file.
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

/** Temp files in `dir` left by a process that died between write and rename. */
export function removeTempFiles(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) if (TEMP.test(name)) rmSync(join(dir, name), { force: true });
}
