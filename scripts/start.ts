/**
 * `npm start`: the mock GraphQL server and the admin's dev server in one command. The mock
 * prints the seeded staff logins; this script waits until it answers, starts Vite and prints the
 * admin's URL. One Ctrl-C stops both. `PORT=4400 npm start` serves the mock on 4400 and points
 * the admin at it. When 5173 is taken the admin takes the next free port, and the mock allows
 * that origin too (CORS_ORIGINS).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'vite';
import { DEFAULT_FACTOR_ROLES, publicUrlFor, readConfig } from '../mock-server/config';
import { firstFreePort, withAdminOrigin } from './devPort';

// Where the mock will listen (PORT, HOST as it reads them), unless the admin is pointed elsewhere.
const mockConfig = readConfig(process.env, []);
const graphqlUrl = process.env.VITE_GRAPHQL_URL || `${publicUrlFor(mockConfig.host, mockConfig.port)}/graphql`;
// Vite hands VITE_* variables of its environment to the admin (src/core/config/app.ts reads this one).
process.env.VITE_GRAPHQL_URL = graphqlUrl;

async function waitForGraphql(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The mock server did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Vite's own host and preferred port (vite.config.ts). */
const ADMIN_HOST = '127.0.0.1';
const ADMIN_PORT = 5173;

async function main(): Promise<void> {
  const adminPort = await firstFreePort(ADMIN_HOST, ADMIN_PORT);
  const corsOrigins = withAdminOrigin(mockConfig.corsOrigins, adminPort).join(',');
  const mock = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], { stdio: 'inherit', env: { ...process.env, CORS_ORIGINS: corsOrigins, FACTOR_REQUIRED_ROLES: process.env.FACTOR_REQUIRED_ROLES || DEFAULT_FACTOR_ROLES.join(',') } });
  let stopping = false;
  const vitePromise = waitForGraphql(graphqlUrl).then(async () => {
    const vite = await createServer({ configFile: 'vite.config.ts', server: { port: adminPort, strictPort: true } });
    await vite.listen();
    const url = vite.resolvedUrls?.local[0] ?? `http://${ADMIN_HOST}:${adminPort}/`;
    console.log(`\n  Lingua Admin: ${url}  (GraphQL: ${graphqlUrl})`);
    console.log('  Sign in with one of the staff logins above. Ctrl-C stops both servers.\n');
    return vite;
  });

  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (mock.exitCode === null) mock.kill('SIGTERM');
    const vite = await vitePromise.catch(() => null);
    await vite?.close();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  mock.on('exit', (code) => {
    if (!stopping) console.error(`The mock server stopped (exit code ${code ?? 'signal'}).`);
    void stop(code ?? 1);
  });
  await vitePromise.catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    void stop(1);
  });
}

void main();
