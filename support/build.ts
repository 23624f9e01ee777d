import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

export const ROOT = resolve(import.meta.dirname, '..');

/** Where the browser suite and the bench build the app (git-ignored, apart from `dist/`). */
/** `E2E_DIST` moves it, so two runs in one checkout (say, two journeys files at once) never share a build. */
export const E2E_DIST = process.env.E2E_DIST ? resolve(process.env.E2E_DIST) : join(ROOT, 'test-output/dist');

/**
 * The GraphQL URL baked into the test build. Relative, so one build serves any port: the preview
 * server proxies it to the mock server (see preview.ts).
 */
export const TEST_GRAPHQL_PATH = '/graphql';

const STAMP = '.build-stamp';
const INPUTS = ['src', 'index.html', 'vite.config.ts', 'package-lock.json', 'schema.graphql', 'operations'];

/** The newest modification time among the build's inputs. */
function newestInput(): number {
  let newest = 0;
  const visit = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const input of INPUTS) if (existsSync(join(ROOT, input))) visit(join(ROOT, input));
  return newest;
}

/** True when `outDir` holds a test build made after the last change to any input (minified as asked). */
export function isBuildFresh(outDir = E2E_DIST, minify = true): boolean {
  const stamp = join(outDir, STAMP);
  if (!existsSync(stamp)) return false;
  const built = JSON.parse(readFileSync(stamp, 'utf8')) as { inputsAt: number; graphql: string; minify?: boolean };
  // An unminified build (for a profile) is never reused as the suite's or the bench's.
  return built.graphql === TEST_GRAPHQL_PATH && (built.minify ?? true) === minify && built.inputsAt >= newestInput();
}

/**
 * Runs `vite build` with the relative GraphQL URL into `outDir` (codegen must have run).
 * `minify: false` keeps function and component names readable in a CPU profile (the bench's).
 */
export async function buildApp(outDir = E2E_DIST, { minify = true }: { minify?: boolean } = {}): Promise<string> {
  const inputsAt = newestInput();
  const started = Date.now();
  process.env.VITE_GRAPHQL_URL = TEST_GRAPHQL_PATH;
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    // Source maps are not needed to drive a browser, and skipping them halves the build.
    build: { outDir, emptyOutDir: true, sourcemap: false, minify },
  });
  writeFileSync(join(outDir, STAMP), JSON.stringify({ inputsAt, graphql: TEST_GRAPHQL_PATH, minify }));
  console.log(`  built the app into ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}

/** Where the bench builds its floor (bench/floor, bench/README.md "Floor"). */
export const FLOOR_DIST = join(ROOT, 'test-output/floor-dist');

/**
 * Builds the bench's floor (`bench/floor/vite.config.ts`) with the test build's GraphQL URL into
 * FLOOR_DIST. A second or two, so it is built on every run rather than stamped.
 */
export async function buildFloor(outDir = FLOOR_DIST): Promise<string> {
  const started = Date.now();
  process.env.VITE_GRAPHQL_URL = TEST_GRAPHQL_PATH;
  await build({ configFile: join(ROOT, 'bench/floor/vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  console.log(`  built the floor into ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}

/** Reuses a fresh build, else builds. */
export async function ensureBuild(outDir = E2E_DIST, minify = true): Promise<string> {
  return isBuildFresh(outDir, minify) ? outDir : buildApp(outDir, { minify });
}
