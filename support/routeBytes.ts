import { gzipSync } from 'node:zlib';
import { openBenchPage, type BenchContext } from './benchPage';
import type { BenchRoute } from './benchRoutes';

/** Scripts counted together: how many, their bytes as served and at gzip level 9. */
export interface ScriptBytes {
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
}

export interface RouteBytes extends ScriptBytes {
  name: string;
  path: string;
  /** What the screen prefetched once usable (a list's form chunks), apart from its first load. */
  prefetch?: ScriptBytes;
}

/**
 * The performance marks a list's form prefetch leaves (src/framework/list/useFormPrefetch.ts,
 * FORM_PREFETCH_MARKS): scripts asked for from the first one on are prefetch, not first load.
 */
const PREFETCH_START = 'form-prefetch:start';
const PREFETCH_END = 'form-prefetch:end';

const sum = (bodies: Buffer[]): ScriptBytes => ({
  scripts: bodies.length,
  rawBytes: bodies.reduce((total, body) => total + body.length, 0),
  gzipBytes: bodies.reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0),
});

/**
 * Loads `route` in a fresh context (empty cache) and sums the JavaScript it fetched: every
 * script response until the screen is ready and the network has gone quiet (lazy chunks such as
 * the chart's count). Sizes are gzip level 9 of the bytes served, whatever the server compresses.
 * A route that prefetches (`route.prefetch`) is also waited for until its prefetch has settled;
 * the scripts the page asked for from the prefetch's start on are reported apart.
 */
export async function measureRouteBytes(bench: BenchContext, route: BenchRoute): Promise<RouteBytes> {
  const { page, close } = await openBenchPage(bench, route.role);
  const pending: Promise<{ url: string; body: Buffer | null }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    pending.push(response.body().then((body) => ({ url: response.url(), body }), () => ({ url: response.url(), body: null })));
  });
  try {
    await page.goto(route.path, { waitUntil: 'commit' });
    await page.locator(route.ready).first().waitFor({ timeout: 30_000 });
    if (route.prefetch) await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PREFETCH_END, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Each script's request time on the page's own clock, against the prefetch's start.
    const prefetched = await page.evaluate((mark) => {
      const start = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
      return performance.getEntriesByType('resource').filter((entry) => entry.startTime >= start).map((entry) => entry.name);
    }, PREFETCH_START);
    const responses = (await Promise.all(pending)).filter((response): response is { url: string; body: Buffer } => response.body !== null);
    const isPrefetch = (url: string) => prefetched.includes(url);
    const first = sum(responses.filter((response) => !isPrefetch(response.url)).map((response) => response.body));
    const later = responses.filter((response) => isPrefetch(response.url)).map((response) => response.body);
    return { name: route.name, path: route.path, ...first, ...(route.prefetch ? { prefetch: sum(later) } : {}) };
  } finally {
    await close();
  }
}
