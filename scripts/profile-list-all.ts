/**
 * `npx tsx scripts/profile-list-all.ts [--minify false] [--runs 1] [--no-build] [--console]`: selecting page size All on
 * /payments/manage as the side-by-side benchmark does (4× slower CPU, cache off), timed until the
 * grid's aria-rowcount says 10,001, with a CPU profile of that interaction. Prints the top
 * self-time functions and writes the raw profile to test-output/list-all.cpuprofile.
 * Builds into test-output/dist-profile (unminified with `--minify false`, for readable names).
 * `--phases` records no profile and prints, from the page's own clock, when the request left, its
 * answer began and ended, and when the grid showed its rows; with `--trace` as well, the main
 * thread's time by the browser's activities (parsing, scripts, style, layout) over the same span.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { busiestMainThread, launchChromium, login, ROOT, startMock, startPreview, traceSelfTimes, type TraceEvent } from '../support';

const { values: args } = parseArgs({ options: { minify: { type: 'string', default: 'true' }, runs: { type: 'string', default: '1' }, 'no-build': { type: 'boolean', default: false }, console: { type: 'boolean', default: false }, phases: { type: 'boolean', default: false }, trace: { type: 'boolean', default: false } } });

/** In the page: the click's time, and the time the grid's row count said 10,001 with a row in it. */
const PHASES = `(() => {
  const marks = {};
  window.__allPhases = marks;
  document.addEventListener('click', () => { marks.click ??= performance.now(); }, { capture: true });
  const ready = () => document.querySelector('[role=grid][aria-rowcount="10001"] [role=row] [role=gridcell]');
  new MutationObserver(() => { if (marks.click && !marks.ready && ready()) marks.ready = performance.now(); }).observe(document, { subtree: true, childList: true, attributes: true });
})()`;
const outDir = join(ROOT, 'test-output/dist-profile');

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

function selfTimes(profile: Profile): { name: string; ms: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.split('/').pop() ?? '';
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
}

if (!args['no-build']) {
  process.env.VITE_GRAPHQL_URL = '/graphql';
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false, minify: args.minify !== 'false' } });
}
const mock = await startMock();
const { server: preview, url: baseURL } = await startPreview(outDir, mock.url);
const { browser, close } = await launchChromium();
try {
  for (let run = 0; run < Number(args.runs); run++) {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    if (args.console) page.on('console', (message) => console.log(`  page: ${message.text()}`));
    await login(page, 'ADMIN');
    await page.goto('/payments/manage');
    await page.locator('[role=grid] [role=row]:has([role=gridcell]) >> nth=9').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.click('main button[aria-haspopup=listbox] >> nth=-1');
    await page.locator("[role=option][data-key='all']").waitFor();
    if (args.trace) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'] });
    if (args.phases) await page.evaluate(PHASES);
    else {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const started = Date.now();
    await page.click("[role=option][data-key='all']");
    await page.locator("[role=grid][aria-rowcount='10001'] [role=row]:has([role=gridcell])").first().waitFor({ timeout: 120_000 });
    const ready = Date.now() - started;
    if (args.phases) {
      await page.waitForFunction('window.__allPhases.ready');
      const phases = await page.evaluate<{ click: number; ready: number; request?: { start: number; firstByte: number; end: number; bytes: number } }>(`(() => {
        const marks = window.__allPhases;
        const answer = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/graphql') && entry.startTime >= marks.click).sort((a, b) => b.transferSize - a.transferSize)[0];
        return { ...marks, request: answer && { start: answer.startTime, firstByte: answer.responseStart, end: answer.responseEnd, bytes: answer.encodedBodySize } };
      })()`);
      const at = (time: number) => `${(time - phases.click).toFixed(0)} ms`;
      const request = phases.request;
      if (args.trace) {
        const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
        const totals = [...traceSelfTimes(busiestMainThread(traceEvents))].sort((a, b) => b[1] - a[1]).slice(0, 18);
        for (const [name, ms] of totals) console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
      }
      console.log(`run ${run + 1}: click → request ${request ? at(request.start) : '?'}, first byte ${request ? at(request.firstByte) : '?'}, last byte ${request ? at(request.end) : '?'} (${request ? (request.bytes / 1e6).toFixed(2) : '?'} MB), rows shown ${at(phases.ready)}`);
      await context.close();
      continue;
    }
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    writeFileSync(join(ROOT, 'test-output/list-all.cpuprofile'), JSON.stringify(profile));
    const times = selfTimes(profile);
    const busy = times.filter((time) => time.name.split(' ')[0] !== '(idle)').reduce((sum, time) => sum + time.ms, 0);
    console.log(`run ${run + 1}: All shown in ${ready} ms (4x CPU throttle); profiled ${Math.round(busy)} ms busy`);
    for (const { name, ms } of times.slice(0, 25)) console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
    await context.close();
  }
} finally {
  await close();
  await preview.close();
  await mock.stop();
}
