import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** What codegen writes that the route registry's declarations import (README "The contract and codegen"). */
const GENERATED = ['src/gql/graphql.ts', 'src/gql-docs/index.ts', 'src/gql-facts/schemaFacts.ts'];

/** The generated modules missing under `root` (a fresh clone, or a codegen that failed). */
export function missingGenerated(root: string): string[] {
  return GENERATED.filter((file) => !existsSync(join(root, file)));
}

/** The advice when the declarations cannot be loaded: generate from a schema the operations fit. */
export const GENERATE_FIRST =
  'Run `npm run codegen` first: the check reads the screens through the generated documents. If codegen fails ' +
  'on the edited schema, generate from the base schema (e.g. `git stash`, `npm run codegen`, `git stash pop`) and check again.';
