// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sources = (folder: string): string[] =>
  (readdirSync(folder, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('generated'))
    .map((file) => join(folder, file));

const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'([^']+)'/g)].map(([, specifier]) => specifier);

describe('src/paths, the leaf the admin and the mock server share', () => {
  it('imports only itself, the subjects and generated types', () => {
    const outside = sources('src/paths').flatMap((file) => importsOf(file)
      .filter((specifier) => !/^\.\/|^\.\.\/(ability|gql[\w-]*)\//.test(specifier))
      .map((specifier) => `${file}: ${specifier}`));
    expect(outside).toEqual([]);
  });

  it('is what the mock server links through: it imports nothing of src/entities', () => {
    const entities = sources('mock-server').flatMap((file) => importsOf(file)
      .filter((specifier) => /\/src\/entities(\/|$)/.test(specifier))
      .map((specifier) => `${file}: ${specifier}`));
    expect(entities).toEqual([]);
  });
});
