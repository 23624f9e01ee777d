/**
 * npm run schema:check [base] [-- --schema <file>]
 * npm run schema:check -- --unused [--schema <file>]
 *
 * Compares schema.graphql (or --schema) with the schema of a git ref (default main) or a file,
 * lists breaking and dangerous changes with the operations, screens (broken, possibly affected,
 * unaffected), form fields, filters, columns and rules each touches, and exits 1 on a breaking
 * change, 2 when it cannot run. `--unused` lists what of the schema no operation uses.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSchema } from 'graphql';
import { checkSchema } from './schema-check/check';
import { GENERATE_FIRST, missingGenerated } from './schema-check/generated';
import { readOperationSources } from './operations/read';
import { projectFrom, type ProjectModules } from './schema-check/project';
import { formatUnused, unusedCoordinates } from './schema-check/unused';

const root = resolve(import.meta.dirname, '..');

/** A file path as it is, otherwise a git ref whose schema.graphql is read. */
function readBase(base: string): { label: string; sdl: string } {
  if (existsSync(base)) return { label: base, sdl: readFileSync(base, 'utf8') };
  const sdl = execFileSync('git', ['show', `${base}:schema.graphql`], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { label: `${base}:schema.graphql`, sdl };
}

/** The registry and the rules through Vite, which resolves what the declarations import as the app's build does. */
async function loadModules(): Promise<{ modules: ProjectModules; close: () => Promise<void> }> {
  register('./schema-check/ignoreStyles.mjs', import.meta.url);
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: false, root, logLevel: 'silent', appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false }, optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const [routes, rules, subjects] = await Promise.all([
      server.ssrLoadModule('/src/entities/routes.ts'),
      server.ssrLoadModule('/src/ability/rules.ts'),
      server.ssrLoadModule('/src/ability/subjects.ts'),
    ]);
    const modules = { entityRoutes: routes.entityRoutes, defineRulesFor: rules.defineRulesFor, STAFF_ROLES: subjects.STAFF_ROLES } as ProjectModules;
    return { modules, close: () => server.close() };
  } catch (error) {
    // An open dev server would keep the process alive: the check would print and then hang.
    await server.close();
    throw cannotLoad(error);
  }
}

const cannotLoad = (error: unknown) => new Error(`Could not load the screens' declarations (${(error as Error).message}). ${GENERATE_FIRST}`);

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { schema: { type: 'string', default: 'schema.graphql' }, unused: { type: 'boolean', default: false } },
  });
  const current = { label: values.schema!, sdl: readFileSync(resolve(root, values.schema!), 'utf8') };
  if (values.unused) {
    process.stdout.write(formatUnused(unusedCoordinates(buildSchema(current.sdl), readOperationSources(root)), current.label));
    return;
  }
  let close = async () => undefined as void;
  try {
    const { report, exitCode } = await checkSchema({
      base: readBase(positionals[0] ?? 'main'),
      current,
      loadProject: async () => {
        const missing = missingGenerated(root);
        if (missing.length) throw new Error(`Generated code is missing (${missing.join(', ')}). ${GENERATE_FIRST}`);
        const loaded = await loadModules();
        close = loaded.close;
        return projectFrom(root, loaded.modules).catch((error: unknown) => {
          throw cannotLoad(error);
        });
      },
    });
    process.stdout.write(report);
    process.exitCode = exitCode;
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(`schema:check cannot run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
});
