import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * V8's per-file compile hint. A script that starts with it has every function compiled while it
 * downloads, on a background thread, instead of each one on the main thread when it first runs.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The parts of a written chunk this plugin reads. */
interface WrittenChunk {
  type: 'chunk' | 'asset';
  name?: string;
  fileName: string;
}

/**
 * Marks the named chunks for eager compilation (V8's explicit compile hints, Chromium 136 and
 * later; other engines read a comment). Named are the groups whose code runs when they load: React,
 * the router, the boot, the signed-in layer, a list's and a form's groups. In a full navigation
 * to a list the main thread otherwise compiled each of their functions the first time it ran, while
 * React rendered the screen. A chunk that holds code run only on demand is better left lazy.
 *
 * The hint must come first in the file, before the preload list the build puts at the top of a
 * chunk, so it goes in once the bundle is written; the source map gets an empty first line to match.
 */
export function compileHints(groups: readonly string[]): Plugin {
  const names = new Set(groups);
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const dir = options.dir!;
      for (const output of Object.values(bundle) as WrittenChunk[]) {
        if (output.type !== 'chunk' || !names.has(output.name!)) continue;
        const file = join(dir, output.fileName);
        writeFileSync(file, COMPILE_HINT + readFileSync(file, 'utf8'));
        const mapFile = `${file}.map`;
        if (!existsSync(mapFile)) continue;
        const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
        map.mappings = `;${map.mappings}`;
        writeFileSync(mapFile, JSON.stringify(map));
      }
    },
  };
}
