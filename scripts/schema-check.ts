/**
 * npm run schema:check [base] [-- --schema <file>]
 *
 * Compares schema.graphql (or --schema) with the schema of a git ref (default main) or a file,
 * lists breaking and dangerous changes with the operations, screens, form fields, filters,
 * columns and rules each touches, and exits 1 on a breaking change.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkSchema } from './schema-check/check';
import { projectFrom, type ProjectModules } from './schema-check/project';

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
  const [routes, rules, subjects] = await Promise.all([
    server.ssrLoadModule('/src/entities/routes.ts'),
    server.ssrLoadModule('/src/ability/rules.ts'),
    server.ssrLoadModule('/src/ability/subjects.ts'),
  ]);
  const modules = { entityRoutes: routes.entityRoutes, defineRulesFor: rules.defineRulesFor, STAFF_ROLES: subjects.STAFF_ROLES } as ProjectModules;
  return { modules, close: () => server.close() };
}

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { schema: { type: 'string', default: 'schema.graphql' } } });
  const currentPath = resolve(root, values.schema!);
  let close = async () => undefined as void;
  const { report, exitCode } = await checkSchema({
    base: readBase(positionals[0] ?? 'main'),
    current: { label: values.schema!, sdl: readFileSync(currentPath, 'utf8') },
    loadProject: async () => {
      const loaded = await loadModules();
      close = loaded.close;
      return projectFrom(root, loaded.modules);
    },
  });
  await close();
  process.stdout.write(report);
  process.exitCode = exitCode;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
