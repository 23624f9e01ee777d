import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from 'graphql';
import { isGeneratedFile, type OperationSource } from './derive';

/**
 * Every `.graphql` file written by hand under operations/, parsed, paths relative to `root` with
 * `/`. The derived files codegen leaves there are skipped: whoever needs the derived operations
 * derives them from these and the schema it works with (scripts/operations/derive.ts).
 */
export function readOperationSources(root: string): OperationSource[] {
  const folder = join(root, 'operations');
  return (readdirSync(folder, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.graphql') && !isGeneratedFile(file))
    .sort()
    .map((file) => ({
      file: relative(root, join(folder, file)).split(sep).join('/'),
      document: parse(readFileSync(join(folder, file), 'utf8')),
    }));
}
