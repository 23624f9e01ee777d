import { gzipSync } from 'node:zlib';
import { openBenchPage, type BenchContext } from './benchPage';
import type { BenchRoute } from './benchRoutes';

export interface RouteBytes {
  name: string;
  path: string;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Loads `route` in a fresh context (empty cache) and sums the JavaScript it fetched: every
 * script response until the screen is ready and the network has gone quiet (lazy chunks such as
 * the chart's count). Sizes are gzip level 9 of the bytes served, whatever the server compresses.
 */
export async function measureRouteBytes(bench: BenchContext, route: BenchRoute): Promise<RouteBytes> {
  const { page, close } = await openBenchPage(bench, route.role);
  const pending: Promise<Buffer | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    pending.push(response.body().catch(() => null));
  });
  try {
    await page.goto(route.path, { waitUntil: 'commit' });
    await page.locator(route.ready).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const bodies = (await Promise.all(pending)).filter((body): body is Buffer => body !== null);
    return {
      name: route.name,
      path: route.path,
      scripts: bodies.length,
      rawBytes: bodies.reduce((sum, body) => sum + body.length, 0),
      gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    };
  } finally {
    await close();
  }
}
