/**
 * `npx tsx bench/trace.ts [path] [--role ADMIN] [--ready selector]`: where the main thread's time
 * goes in one full navigation (default the users list until 10 rows show), CPU 4× slower and the
 * cache off as the side-by-side benchmark measures it, by the browser's own activities rather
 * than by script (bench/profile.ts): compiling, running scripts, style, layout, paint, garbage
 * collection, parsing HTML. Self time per trace event on the page's main thread (a parent's time
 * less its children's). The raw trace goes to test-output/route.trace.json (DevTools opens it).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, startStack } from '../support';
import { openColdPage, ROUTE_OPTIONS } from './coldPage';
import { runMain } from './main';
import { printTable } from './table';
import { busiestMainThread, traceSelfTimes as selfTimes, type TraceEvent } from '../support';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: ROUTE_OPTIONS,
});
const path = positionals[0] ?? '/users/manage';

async function main(): Promise<void> {
  const stack = await startStack({ rebuild: false });
  try {
    const { page, close } = await openColdPage(stack, args.role);
    const browser = page.context().browser()!;
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'loading'] });
    const t0 = Date.now();
    await page.goto(path, { waitUntil: 'commit', timeout: 60_000 });
    await page.locator(args.ready).waitFor({ timeout: 60_000 });
    const wall = Date.now() - t0;
    const trace = await browser.stopTracing();
    await close();
    mkdirSync(join(ROOT, 'test-output'), { recursive: true });
    writeFileSync(join(ROOT, 'test-output/route.trace.json'), trace);
    const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const totals = selfTimes(busiestMainThread(events));
    const busy = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
    console.log(`\n${path}: ready after ${wall} ms; main thread busy ${busy.toFixed(0)} ms in traced events`);
    printTable('Self time by activity, main thread (CPU 4× slower)', ['activity', 'self'], [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([name, ms]) => [name, `${ms.toFixed(0)} ms`]));
  } finally {
    await stack.stop();
  }
}

runMain(main);
