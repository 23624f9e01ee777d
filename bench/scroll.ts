/**
 * `npx tsx bench/scroll.ts [--runs 3] [--rate 4] [--path /payments/manage?pageSize=all]`: the
 * side-by-side benchmark's scroll figure. Signed in as FINANCE, All on the payments list (10,000
 * rows); once every row is in the grid (`aria-rowcount`) and the page is quiet, the CPU is slowed
 * (`--rate`) and the mouse wheel scrolls the table down for 3 seconds, one 100 px step every 50 ms.
 * It prints the median and p95 frame time (requestAnimationFrame to requestAnimationFrame) and the
 * long tasks (over 50 ms) during the scroll, the median of each over the runs.
 *
 * `--peer <config.json>` scrolls another admin instead, described by a side-by-side benchmark
 * config (`baseUrl`, `login`, `list.route` and `rowSelector`, `pageSize.steps`): signed in through
 * its form, its list at a page size of `--peer-rows` (1000), scrolled the same way, so the two
 * figures compare.
 *
 * `--profile` builds unminified and records a CPU profile of each scroll instead: where the main
 * thread's time went (self time by function, inclusive by component) and its busy time per frame.
 * `--trace` records a trace of each scroll instead: the main thread's time by the browser's
 * activities (scripts, style, layout, paint), per frame.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { CDPSession, Page } from 'playwright-core';
import { launchChromium, openBenchPage, startStack, type Stack } from '../support';
import { runMain } from './main';
import { median, quantile } from './median';
import { componentOf, functionOf, inclusiveTime, selfTime, top, type Profile } from './cpuProfile';
import { printTable } from './table';
import { busiestMainThread, traceSelfTimes as selfTimes, type TraceEvent } from '../support';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    rate: { type: 'string', default: '4' },
    path: { type: 'string', default: '/payments/manage?pageSize=all' },
    peer: { type: 'string' },
    'peer-rows': { type: 'string', default: '1000' },
    profile: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
  },
});

const ROW_COUNT = `Number(document.querySelector('#main-content [role="grid"]')?.getAttribute('aria-rowcount') ?? 0)`;
const SCROLL_MS = 3000;
const STEP_MS = 50;

/** Frame times and long tasks, recorded in the page from the moment it is called. */
const RECORDER = `(() => {
  const state = { frames: [], long: [], at: [], last: 0, on: true, t0: performance.now() };
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) { state.long.push(entry.duration); state.at.push(Math.round(entry.startTime - state.t0)); } }).observe({ type: 'longtask' });
  const tick = (now) => { if (state.last) state.frames.push(now - state.last); state.last = now; if (state.on) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  window.__scrollBench = state;
})()`;

interface Run {
  median: number;
  p95: number;
  longTasks: number;
  longest: number;
  scrolled: number;
}

/** Slows the CPU, then scrolls with the wheel over `rowSelector`'s first row for 3 seconds and reads the frames. */
async function scrollAndMeasure(page: Page, session: CDPSession, rowSelector: string): Promise<Run> {
  await session.send('Emulation.setCPUThrottlingRate', { rate: Number(args.rate) });
  // The wheel goes where the pointer is: over the rows.
  const box = await page.locator(rowSelector).first().boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  const browser = page.context().browser()!;
  if (args.trace) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'] });
  await page.evaluate(RECORDER);
  if (args.profile) {
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 200 });
    await session.send('Profiler.start');
  }
  const started = Date.now();
  while (Date.now() - started < SCROLL_MS) {
    await page.mouse.wheel(0, 100);
    await page.waitForTimeout(STEP_MS);
  }
  const state = await page.evaluate<{ frames: number[]; long: number[]; at: number[] }>(`(() => { const s = window.__scrollBench; s.on = false; return s; })()`);
  if (state.long.length) console.log(`long tasks (ms after the start: duration): ${state.long.map((duration, index) => `${state.at[index]}: ${duration.toFixed(0)}`).join(', ')}`);
  if (args.trace) printTrace(JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }, state.frames.length);
  if (args.profile) printProfile(((await session.send('Profiler.stop')) as { profile: Profile }).profile, state.frames.length);
  const scrolled = await page.evaluate<number>(`Math.max(document.scrollingElement.scrollTop, ...[...document.querySelectorAll('body *')].map((element) => element.scrollTop))`);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { median: median(state.frames), p95: quantile(state.frames, 0.95), longTasks: state.long.length, longest: Math.max(0, ...state.long), scrolled };
}

/** Where the scroll's main-thread time went: busy ms per frame, the top functions and components. */
function printProfile(profile: Profile, frames: number): void {
  const self = selfTime(profile, functionOf);
  const busy = [...self].filter(([key]) => !key.startsWith('(idle)')).reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`profiled: ${busy.toFixed(0)} ms busy over ${frames} frames, ${(busy / Math.max(1, frames)).toFixed(1)} ms per frame`);
  printTable('self time', ['function', 'ms'], top(self, 25));
  printTable('inclusive, by component', ['component', 'ms'], top(inclusiveTime(profile, componentOf), 15));
  printTable('inclusive, by function', ['function', 'ms'], top(inclusiveTime(profile, functionOf), 40));
}

/** The scroll's main-thread time by the browser's activities, in all and per frame. */
function printTrace({ traceEvents }: { traceEvents: TraceEvent[] }, frames: number): void {
  const totals = selfTimes(busiestMainThread(traceEvents));
  const busy = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`traced: main thread busy ${busy.toFixed(0)} ms over ${frames} frames, ${(busy / Math.max(1, frames)).toFixed(1)} ms per frame`);
  printTable('self time by activity', ['activity', 'ms', 'per frame'], [...totals].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([name, ms]) => [name, `${ms.toFixed(0)} ms`, (ms / Math.max(1, frames)).toFixed(2)]));
}

async function oneRun(stack: Stack): Promise<Run> {
  const { page, cdp, close } = await openBenchPage({ stack }, 'FINANCE');
  try {
    await page.goto(String(args.path));
    await page.waitForFunction(`${ROW_COUNT} > 10000`, undefined, { timeout: 120_000 });
    await page.locator('#main-content [role="grid"] [role="rowheader"]').first().waitFor();
    await page.waitForTimeout(1000);
    return await scrollAndMeasure(page, await cdp(), '#main-content [role="grid"] [role="rowheader"]');
  } finally {
    await close();
  }
}

interface PeerConfig {
  baseUrl: string;
  login: { route: string; usernameSelector: string; passwordSelector: string; submitSelector: string; username: string; password: string };
  list: { route: string; rowSelector: string };
  pageSize: { steps: { click: string; waitFor?: string }[] };
}

/** The peer's list at `--peer-rows` rows, signed in through its own form, scrolled as ours is. */
async function onePeerRun(config: PeerConfig, browser: Awaited<ReturnType<typeof launchChromium>>['browser']): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' });
  try {
    const page = await context.newPage();
    const url = (route: string) => config.baseUrl.replace(/\/$/, '') + route;
    await page.goto(url(config.login.route));
    await page.fill(config.login.usernameSelector, config.login.username);
    await page.fill(config.login.passwordSelector, config.login.password);
    await page.click(config.login.submitSelector);
    await page.waitForTimeout(1000);
    await page.goto(url(config.list.route));
    await page.locator(config.list.rowSelector).first().waitFor({ timeout: 60_000 });
    const rows = String(args['peer-rows']);
    for (const step of config.pageSize.steps) {
      await page.click(step.click.replaceAll('{N}', rows));
      if (step.waitFor) await page.locator(step.waitFor.replaceAll('{N}', rows)).first().waitFor();
    }
    await page.waitForFunction(`document.querySelectorAll(${JSON.stringify(config.list.rowSelector)}).length >= ${rows}`, undefined, { timeout: 120_000 });
    await page.waitForTimeout(1000);
    return await scrollAndMeasure(page, await context.newCDPSession(page), config.list.rowSelector);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const peer = args.peer ? (JSON.parse(readFileSync(args.peer, 'utf8')) as PeerConfig) : null;
  const launched = peer ? await launchChromium() : null;
  const stack = peer ? null : await startStack({ rebuild: false, minify: !args.profile });
  try {
    const runs: Run[] = [];
    for (let index = 0; index < Number(args.runs); index++) {
      const run = peer ? await onePeerRun(peer, launched!.browser) : await oneRun(stack!);
      runs.push(run);
      console.log(`run ${index + 1}: median frame ${run.median.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms, ${run.longTasks} long tasks (longest ${run.longest.toFixed(0)} ms), scrolled ${run.scrolled} px`);
    }
    const of = (pick: (run: Run) => number) => median(runs.map(pick));
    const what = peer ? `${args['peer-rows']} rows of the peer` : 'All';
    console.log(`scroll of ${what} (CPU ${args.rate}× slower, ${runs.length} runs, medians): median frame ${of((run) => run.median).toFixed(1)} ms, p95 frame ${of((run) => run.p95).toFixed(1)} ms, long tasks ${of((run) => run.longTasks)}, longest ${of((run) => run.longest).toFixed(0)} ms`);
  } finally {
    await stack?.stop();
    await launched?.close();
  }
}

runMain(main);
