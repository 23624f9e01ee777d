import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../scripts/vite/compileHints';

type WriteBundle = (options: { dir?: string }, bundle: Record<string, unknown>) => void;

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a chunk (and its source map, when given) as the build would, and returns its bundle entry. */
function written(fileName: string, name: string, code: string, mappings?: string) {
  writeFileSync(join(dir, fileName), code);
  if (mappings !== undefined) writeFileSync(join(dir, `${fileName}.map`), JSON.stringify({ version: 3, sources: ['a.ts'], mappings }));
  return { type: 'chunk', name, fileName };
}

function run(groups: string[], bundle: Record<string, unknown>) {
  const plugin = compileHints(groups);
  (plugin.writeBundle as unknown as WriteBundle).call({}, { dir }, bundle);
}

describe('compileHints', () => {
  it('puts the hint first in the named chunks, before the preload list the build writes at the top', () => {
    dir = mkdtempSync(join(tmpdir(), 'hints-'));
    const top = 'const __vite__mapDeps=(i)=>i;\nexport const a=1;\n';
    run(['list'], {
      'list-1.js': written('list-1.js', 'list', top, ';AAAA'),
      'filters-1.js': written('filters-1.js', 'filters', top, ';AAAA'),
      'list-1.css': { type: 'asset', fileName: 'list-1.css' },
    });
    expect(readFileSync(join(dir, 'list-1.js'), 'utf8')).toBe(COMPILE_HINT + top);
    expect(readFileSync(join(dir, 'filters-1.js'), 'utf8')).toBe(top);
  });

  it('moves the source map down the one line the hint takes', () => {
    dir = mkdtempSync(join(tmpdir(), 'hints-'));
    run(['react'], { 'react-1.js': written('react-1.js', 'react', 'export const a=1;\n', 'AAAA,MAAM') });
    // The code's first line is now the second: its segments follow one `;` more.
    expect(JSON.parse(readFileSync(join(dir, 'react-1.js.map'), 'utf8')).mappings).toBe(';AAAA,MAAM');
  });

  it('leaves a build without source maps as it is, but for the hint', () => {
    dir = mkdtempSync(join(tmpdir(), 'hints-'));
    run(['boot'], { 'boot-1.js': written('boot-1.js', 'boot', 'export {};\n') });
    expect(readFileSync(join(dir, 'boot-1.js'), 'utf8')).toBe(`${COMPILE_HINT}export {};\n`);
  });
});
