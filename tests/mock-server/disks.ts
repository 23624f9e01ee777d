import { execFileSync } from 'node:child_process';
import { closeSync, openSync, rmSync, writeSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Real filesystems for the storage tests, when the tests run as root (as in CI): a small tmpfs
 * that can be filled, and an ext4 image on a loop device that the kernel can be told to take
 * read-only mid-run (as it does after a disk error). Each returns null where it cannot be had;
 * the tests then inject SQLite's own refusal instead and say so.
 */
const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'pipe' }).toString().trim();
const isRoot = () => process.getuid?.() === 0;

export function mountTmpfs(dir: string, sizeMiB: number): { unmount(): void } | null {
  if (!isRoot()) return null;
  try {
    run('mount', ['-t', 'tmpfs', '-o', `size=${sizeMiB}m`, 'tmpfs', dir]);
  } catch {
    return null;
  }
  return { unmount: () => run('umount', ['-l', dir]) };
}

/** Writes zeros to `path` until the disk is full; answers how many bytes it took. */
export function fillDisk(path: string): number {
  const fd = openSync(path, 'w');
  let total = 0;
  try {
    for (const size of [1 << 20, 4096, 512]) {
      const chunk = Buffer.alloc(size);
      for (;;) {
        try {
          total += writeSync(fd, chunk);
        } catch {
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
  return total;
}

export interface Ext4Disk {
  /** The kernel takes the filesystem read-only, open files included (ext4 `errors=remount-ro`). */
  fail(): void;
  /** Mounted again after a stop (the mock's files closed): writable once more. */
  remount(): Promise<void>;
  cleanup(): void;
}

export function mountExt4(dir: string, sizeMiB: number): Ext4Disk | null {
  if (!isRoot()) return null;
  const image = `${dir}.img`;
  let loop = '';
  try {
    run('truncate', ['-s', `${sizeMiB}M`, image]);
    run('mkfs.ext4', ['-q', '-F', image]);
    loop = run('losetup', ['-f', '--show', image]);
    run('mount', ['-o', 'errors=remount-ro', loop, dir]);
  } catch {
    if (loop) run('losetup', ['-d', loop]);
    rmSync(image, { force: true });
    return null;
  }
  const mount = () => run('mount', ['-o', 'errors=remount-ro', loop, dir]);
  return {
    fail: () => writeFileSync(`/sys/fs/ext4/${basename(loop)}/trigger_fs_error`, '1'),
    remount: async () => {
      // The driver closes a database once its prepared statements are collected: collect them now,
      // or the files stay open and the mount busy.
      setFlagsFromString('--expose-gc');
      const gc = runInNewContext('gc') as () => void;
      for (let i = 0; i < 3; i += 1) {
        gc();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      run('umount', [dir]);
      mount();
    },
    cleanup: () => {
      try {
        run('umount', ['-l', dir]);
      } finally {
        run('losetup', ['-d', loop]);
        rmSync(image, { force: true });
      }
    },
  };
}
