import type { AddressInfo } from 'node:net';
import { preview, type PreviewServer } from 'vite';
import { readConfig, type MockConfig } from '../mock-server/config';
import { startMockServer, type MockServer } from '../mock-server/server';
import { ROOT, TEST_GRAPHQL_PATH } from './build';

/** Password of every seeded staff account in the suite's mock server. */
export const DEV_PASSWORD = process.env.DEV_PASSWORD || 'password';

/**
 * The mock GraphQL server on a free loopback port, seeded as `npm run mock` seeds it. Uploads
 * go straight to it from the preview origin, so it allows any origin (loopback only).
 * `overrides` change its configuration (a second server in trusted-documents mode).
 */
export function startMock(overrides: Partial<MockConfig> = {}): Promise<MockServer> {
  const config = {
    ...readConfig({ MOCK_SEED: process.env.MOCK_SEED, DEV_PASSWORD: DEV_PASSWORD }, []),
    host: '127.0.0.1',
    port: 0,
    publicUrl: null,
    corsOrigins: ['*'],
    faults: { delays: {}, failures: [] },
    // Journeys sign in as ADMIN and FINANCE without codes; second-factor.ts starts its own server with it on.
    factorRequiredRoles: [],
    // A journey tells sign-in sources apart by `x-forwarded-for` (the sessions journey); the preview's
    // proxy passes the header on as the browser sent it.
    trustProxyHops: 1,
    ...overrides,
  };
  return startMockServer(config);
}

/**
 * `vite preview` of `outDir` on a free port, proxying the relative GraphQL URL the test build
 * uses to the mock server, so the app and its API share one origin as in production.
 */
export async function startPreview(outDir: string, mockUrl: string): Promise<{ server: PreviewServer; url: string }> {
  const server = await preview({
    root: ROOT,
    configFile: `${ROOT}/vite.config.ts`,
    logLevel: 'warn',
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port: 0,
      strictPort: false,
      open: false,
      // ws: the live subscriptions share the path (graphql-ws upgrades the same URL).
      proxy: { [TEST_GRAPHQL_PATH]: { target: mockUrl, changeOrigin: true, ws: true } },
    },
  });
  const address = server.httpServer.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${address.port}` };
}
