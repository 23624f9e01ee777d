/**
 * `npx tsx bench/profile.ts [path] [--role ADMIN] [--ready selector]`: a CPU profile of a full
 * navigation to one route (default the users list until 10 rows show), with the CPU slowed 4× and
 * the cache off, as the side-by-side benchmark measures it. Prints where the main thread's time
 * went (by script and by activity), the scripts fetched and the request waterfall's depth.
 * Writes the raw profile to test-output/route.cpuprofile (open it in DevTools' Performance panel).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, startStack } from '../support';
import { openColdPage, ROUTE_OPTIONS } from './coldPage';
import { fileOf, selfTime, top, type Profile } from './cpuProfile';
import { printTable } from './table';
import { runMain } from './main';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: ROUTE_OPTIONS,
});
const path = positionals[0] ?? '/users/manage';

async function main(): Promise<void> {
  const stack = await startStack({ rebuild: false });
  try {
    const { page, session, close } = await openColdPage(stack, args.role);
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 200 });
    const requests: { url: string; type: string; start: number; end: number; bytes: number }[] = [];
    const started = new Map<string, { url: string; type: string; start: number }>();
    session.on('Network.requestWillBeSent', (event) => {
      // A GraphQL request is named by its operation.
      const operation = /"operationName":"(\w+)"/.exec(event.request.postData ?? '')?.[1];
      started.set(event.requestId, { url: operation ? `${event.request.url} ${operation}` : event.request.url, type: event.type ?? '', start: event.timestamp });
    });
    session.on('Network.loadingFinished', (event) => {
      const request = started.get(event.requestId);
      if (request) requests.push({ ...request, end: event.timestamp, bytes: event.encodedDataLength });
    });
    await session.send('Profiler.start');
    const t0 = Date.now();
    await page.goto(path, { waitUntil: 'commit', timeout: 60_000 });
    await page.locator(args.ready).waitFor({ timeout: 60_000 });
    const wall = Date.now() - t0;
    const { profile } = (await session.send('Profiler.stop')) as { profile: Profile };
    await close();

    mkdirSync(join(ROOT, 'test-output'), { recursive: true });
    writeFileSync(join(ROOT, 'test-output/route.cpuprofile'), JSON.stringify(profile));
    const byFile = selfTime(profile, fileOf);
    const total = [...byFile.values()].reduce((sum, ms) => sum + ms, 0);
    const idle = byFile.get('(idle)') ?? 0;
    console.log(`\n${path}: ready after ${wall} ms; profile ${total.toFixed(0)} ms, busy ${(total - idle).toFixed(0)} ms`);
    printTable('Self time by script (CPU 4× slower)', ['script', 'self'], top(byFile, 25));
    printTable('Self time by function', ['function', 'self'], top(selfTime(profile, (node) => `${node.callFrame.functionName || '(anonymous)'} ${fileOf(node)}`), 25));
    const scripts = requests.filter((request) => request.type === 'Script');
    const first = Math.min(...requests.map((request) => request.start));
    printTable(
      `Requests: ${scripts.length} scripts, ${(scripts.reduce((sum, r) => sum + r.bytes, 0) / 1024).toFixed(0)} KB transferred`,
      ['type', 'start', 'end', 'KB', 'url'],
      requests.sort((a, b) => a.start - b.start).map((r) => [r.type, `${((r.start - first) * 1000).toFixed(0)}`, `${((r.end - first) * 1000).toFixed(0)}`, (r.bytes / 1024).toFixed(1), r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90)]),
    );
  } finally {
    await stack.stop();
  }
}

runMain(main);
