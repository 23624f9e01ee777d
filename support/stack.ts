import type { PreviewServer } from 'vite';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import type { MockServer } from '../mock-server/server';
import { buildApp, buildFloor, ensureBuild } from './build';
import { launchChromium, type LaunchedBrowser } from './chromium';
import { startMock, startPreview } from './servers';

export interface Stack {
  /** Origin of the preview server, e.g. http://127.0.0.1:41669 */
  baseURL: string;
  mock: MockServer;
  preview: PreviewServer;
  browser: Browser;
  /**
   * A fresh, isolated browser context on the app (own storage, own cookies) with the stack's
   * defaults; pass Playwright options to change the viewport, colour scheme, etc.
   */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Build even if test-output/dist is fresh (the suite does; the bench reuses a fresh build). */
  rebuild?: boolean;
  /** False builds without minifying, for readable names in a CPU profile (the bench's). */
  minify?: boolean;
  /** Serve this already built directory instead (another commit's build, to compare screens). */
  dist?: string;
}

/** How long an action or a wait may take before a journey fails (see `until`). */
export const E2E_TIMEOUT = 20_000;

/** Images of the seed data live on cdn.example.com, which does not exist: fail them at once. */
const OFFLINE_HOSTS = /^https?:\/\/([^/]+\.)?example\.com\//;

/** Fresh contexts on `baseURL` with the stack's defaults (see Stack.newContext). */
function contextsOn(browser: Browser, baseURL: string): Stack['newContext'] {
  return async (options = {}) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
      colorScheme: 'light',
      reducedMotion: 'reduce',
      ...options,
    });
    await context.route(OFFLINE_HOSTS, (route) => route.abort('internetdisconnected'));
    // Waits are on conditions, so a generous limit costs a passing journey nothing; it only
    // keeps a machine busy with other work (two cores, a build beside the suite) from failing one.
    context.setDefaultTimeout(E2E_TIMEOUT);
    return context;
  };
}

/**
 * Builds the app, then starts the mock server, `vite preview` and Chromium, all on free local
 * ports; `stop()` ends them in reverse order.
 *
 * @example const stack = await startStack(); const context = await stack.newContext(); ...; await stack.stop();
 */
export async function startStack({ rebuild = true, minify = true, dist }: StackOptions = {}): Promise<Stack> {
  const outDir = dist ?? (rebuild ? await buildApp(undefined, { minify }) : await ensureBuild(undefined, minify));
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch((error: unknown) => console.error(error));
  };
  try {
    const mock = await startMock();
    stops.push(() => mock.stop());
    const { server: preview, url: baseURL } = await startPreview(outDir, mock.url);
    stops.push(() => preview.close());
    const launched: LaunchedBrowser = await launchChromium();
    stops.push(() => launched.close());
    return { baseURL, mock, preview, browser: launched.browser, newContext: contextsOn(launched.browser, baseURL), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The bench's floor (bench/floor) beside a started stack: built, served by its own `vite preview`
 * against the stack's mock server and browser. Its `stop()` ends only that preview.
 *
 * @example const floor = await startFloor(stack); await openBenchPage({ stack: floor }, 'ADMIN'); ...; await floor.stop();
 */
export async function startFloor(stack: Stack): Promise<Stack> {
  const { server: preview, url: baseURL } = await startPreview(await buildFloor(), stack.mock.url);
  return { ...stack, baseURL, preview, newContext: contextsOn(stack.browser, baseURL), stop: () => preview.close() };
}
