// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const schema = readFileSync(join(ROOT, 'schema.graphql'), 'utf8');
let dirs: string[] = [];

/**
 * A checkout with the check's own files and no generated code (a fresh clone, or a codegen that
 * failed), and a base schema that differs by a breaking change, so the check must read the screens.
 */
function freshClone(): string {
  const dir = mkdtempSync(join(tmpdir(), 'schema-check-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'scripts'));
  cpSync(join(ROOT, 'scripts/schema-check.ts'), join(dir, 'scripts/schema-check.ts'));
  cpSync(join(ROOT, 'scripts/schema-check'), join(dir, 'scripts/schema-check'), { recursive: true });
  cpSync(join(ROOT, 'scripts/operations'), join(dir, 'scripts/operations'), { recursive: true });
  cpSync(join(ROOT, 'operations'), join(dir, 'operations'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
  writeFileSync(join(dir, 'schema.graphql'), schema.replace(/^type Payment \{$/m, 'type Payment {\n  legacyCode: String'));
  writeFileSync(join(dir, 'base.graphql'), schema.replace(/^type Payment \{$/m, 'type Payment {\n  legacyCode: String\n  removedSoon: String'));
  return dir;
}

/** The CLI in `dir`, given a minute at most: a hang fails the test instead of the suite. */
const runCli = (dir: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/schema-check.ts', ...args], { cwd: dir, encoding: 'utf8', timeout: 60_000 });

afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('npm run schema:check without generated code', () => {
  it('exits 2 at once and says to run codegen', () => {
    const result = runCli(freshClone(), 'base.graphql');
    expect(result.error).toBeUndefined();
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/schema:check cannot run: Generated code is missing \(src\/gql\/graphql\.ts, src\/gql-docs\/index\.ts, src\/gql-facts\/schemaFacts\.ts\)\. Run `npm run codegen` first/);
  });

  it('exits 2, rather than hang, when the screens cannot be loaded', () => {
    const dir = freshClone();
    // Generated files that exist but do not hold what the screens import (the registry is missing too).
    for (const file of ['src/gql/graphql.ts', 'src/gql-docs/index.ts', 'src/gql-facts/schemaFacts.ts']) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), 'export {};\n');
    }
    const result = runCli(dir, 'base.graphql');
    expect(result.error).toBeUndefined();
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/schema:check cannot run: Could not load the screens' declarations \(.+\)\. Run `npm run codegen` first/);
  });

  it('lists unused fields without any generated code', () => {
    const result = runCli(freshClone(), '--unused');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('  Payment.legacyCode');
  });
});
