import type { CDPSession, Page } from 'playwright-core';

/** The page's JS heap, listeners and DOM nodes as CDP counts them, before and after two forced GCs. */
export interface Metrics { used: number; usedAfterGc: number; listeners: number; nodes: number; listenersAfterGc: number; nodesAfterGc: number }

/** Reads CDP's Performance metrics, forces two GCs, reads them again (Performance.enable first). */
export async function metrics(session: CDPSession): Promise<Metrics> {
  const read = async () => Object.fromEntries(((await session.send('Performance.getMetrics')).metrics).map((metric) => [metric.name, metric.value]));
  const before = await read();
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  const after = await read();
  return {
    used: before.JSHeapUsedSize,
    usedAfterGc: after.JSHeapUsedSize,
    // Before a GC these count detached screens still waiting to be collected too (the benchmark reads them there).
    listeners: before.JSEventListeners,
    nodes: before.Nodes,
    listenersAfterGc: after.JSEventListeners,
    nodesAfterGc: after.Nodes,
  };
}

/** Clicks like a user (a real mouse event on the element's centre), then waits for `ready`. */
export async function click(page: Page, selector: string, ready: () => Promise<unknown>): Promise<void> {
  const target = page.locator(selector).first();
  await target.waitFor({ state: 'visible', timeout: 60_000 });
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await ready();
}

/** No request in flight for `quietMs` (as the benchmark waits before it measures). */
export function networkQuiet(session: CDPSession): (quietMs: number) => Promise<void> {
  const inflight = new Set<string>();
  let last = Date.now();
  session.on('Network.requestWillBeSent', (event) => { inflight.add(event.requestId); last = Date.now(); });
  for (const done of ['Network.loadingFinished', 'Network.loadingFailed'] as const) session.on(done, (event) => { inflight.delete(event.requestId); last = Date.now(); });
  return async (quietMs) => {
    while (inflight.size > 0 || Date.now() - last < quietMs) await new Promise((resolve) => setTimeout(resolve, 50));
  };
}
