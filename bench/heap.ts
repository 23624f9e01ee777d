/**
 * `npx tsx bench/heap.ts [--trips 10] [--snapshot]`: the side-by-side benchmark's heap figure (e)
 * with the detail it lacks. Signed in as ADMIN, CPU 4× slower and the cache off: a full
 * navigation to the users list, Add, then list ↔ form trips through the navbar link and Add.
 * Prints the JS heap (used, and after two forced GCs), event listeners and DOM nodes at the
 * baseline and after trips 1, 5 and the last (a count that grows per trip is a leak), then with
 * `--snapshot` takes heap snapshots at the baseline and at the end and prints where their bytes
 * are (see heapSummary.ts); the raw snapshots go to test-output/trips-baseline.heapsnapshot and
 * test-output/trips.heapsnapshot (open them in DevTools' Memory panel).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { CDPSession } from 'playwright-core';
import { openBenchPage, ROOT, startStack } from '../support';
import { readSnapshot } from './heapSnapshot';
import { click, metrics, networkQuiet, type Metrics } from './pageMetrics';
import { printBreakdowns, printSummary } from './heapSummary';
import { printTable } from './table';
import { runMain } from './main';

const { values: args } = parseArgs({ options: { trips: { type: 'string', default: '10' }, snapshot: { type: 'boolean', default: false } } });
const TRIPS = Number(args.trips);
const ROW = '[role=grid] [role=row]:has([role=gridcell])';
// The side-by-side benchmark's selector: the list's Add link, or its button in either language.
const ADD = "main a[href='/users/new'], main button:has-text('\u0627\u0641\u0632\u0648\u062f\u0646'), main button:has-text('Add')";
const NAV_LIST = "a[href='/users/manage']";

async function takeSnapshot(session: CDPSession): Promise<string> {
  const chunks: string[] = [];
  const collect = (event: { chunk: string }) => chunks.push(event.chunk);
  session.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  session.off('HeapProfiler.addHeapSnapshotChunk', collect);
  return chunks.join('');
}

async function main(): Promise<void> {
  const stack = await startStack({ rebuild: false });
  try {
    const { page, cdp, close } = await openBenchPage({ stack }, 'ADMIN');
    const session = await cdp();
    await session.send('Network.enable');
    await session.send('Network.setCacheDisabled', { cacheDisabled: true });
    await session.send('Performance.enable');
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const quiet = networkQuiet(session);
    const rows = () => page.locator(`${ROW} >> nth=9`).waitFor({ timeout: 60_000 });
    const form = () => page.locator('form input').first().waitFor({ timeout: 60_000 });

    await page.goto('/users/manage', { timeout: 60_000 });
    await rows();
    await click(page, ADD, form);
    await quiet(1000);
    const table: (string | number)[][] = [];
    const record = (label: string, m: Metrics) => table.push([label, (m.used / 1048576).toFixed(1), (m.usedAfterGc / 1048576).toFixed(1), m.listeners, m.listenersAfterGc, m.nodes, m.nodesAfterGc]);
    record('baseline (list, then Add)', await metrics(session));
    const baseline = args.snapshot ? await takeSnapshot(session) : '';
    for (let trip = 1; trip <= TRIPS; trip++) {
      await click(page, NAV_LIST, rows);
      await click(page, ADD, form);
      if (trip === 1 || trip === 5 || trip === TRIPS) {
        await quiet(1000);
        record(`after trip ${trip}`, await metrics(session));
      }
    }
    printTable(`JS heap over ${TRIPS} list ↔ form trips (CPU 4× slower, cache off)`, ['when', 'used MiB', 'after GC MiB', 'listeners', 'after GC', 'DOM nodes', 'after GC'], table);

    if (args.snapshot) {
      const json = await takeSnapshot(session);
      mkdirSync(join(ROOT, 'test-output'), { recursive: true });
      writeFileSync(join(ROOT, 'test-output/trips-baseline.heapsnapshot'), baseline);
      writeFileSync(join(ROOT, 'test-output/trips.heapsnapshot'), json);
      const after = readSnapshot(json);
      printBreakdowns([{ title: 'baseline', graph: readSnapshot(baseline) }, { title: `after ${TRIPS} trips`, graph: after }]);
      printSummary(after);
    }
    await close();
  } finally {
    await stack.stop();
  }
}

runMain(main);
