/**
 * `npx tsx bench/createClick.ts [--runs 5] [--profile-runs 2] [--path /users/manage]
 * [--open selector] [--trigger selector] [--ready selector] [--unminified]`: the side-by-side benchmark's figure d, taken apart.
 * Signed in as ADMIN, CPU 4× slower, cache off: a full navigation to the list, a wait until the
 * network and the main thread are quiet, then a real click on New, timed from its pointerdown
 * until the form's first input is visible. Each run is a fresh page. It prints the times, the
 * requests after the click (GraphQL by operation, with start and end), the long animation frames'
 * script attribution, and (in `--profile-runs` extra runs, the profiler started before the quiet
 * wait, since starting it blocks the page for over a second) self time by script and function.
 */
import { parseArgs } from 'node:util';
import type { CDPSession, Page } from 'playwright-core';
import { openBenchPage, startStack, type Stack } from '../support';
import { CLICK_PROBE, type ProbeState } from './clickProbe';
import { ms, report, short, type Run } from './clickReport';
import type { Profile } from './cpuProfile';
import { runMain } from './main';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'profile-runs': { type: 'string', default: '2' },
    path: { type: 'string', default: '/users/manage' },
    // The side-by-side config's trigger: New is a button that navigates (Persian, the default language).
    trigger: { type: 'string', default: "main a[href='/users/new'], main button:has-text('\u0627\u0641\u0632\u0648\u062f\u0646')" },
    ready: { type: 'string', default: 'form input' },
    // Clicked before the timed click, e.g. the page-size picker whose option is the trigger.
    open: { type: 'string' },
    // Builds without minifying into E2E_DIST (give it a directory of its own), for readable names.
    unminified: { type: 'boolean', default: false },
  },
});

const probe = (page: Page) => page.evaluate.bind(page) as <T>(fn: string) => Promise<T>;

/** Network requests on the page's own clock (CDP's timestamps are monotonic; wallTime is epoch). */
function trackRequests(session: CDPSession) {
  const started = new Map<string, { kind: string; name: string; ticks: number }>();
  const done: { kind: string; name: string; ticks: number; endTicks: number; kb: number }[] = [];
  const clock = { epochMinusTicks: 0 };
  let inflight = 0;
  let lastChange = Date.now();
  session.on('Network.requestWillBeSent', (event) => {
    clock.epochMinusTicks = event.wallTime * 1000 - event.timestamp * 1000;
    const operation = /"operationName":"(\w+)"/.exec(event.request.postData ?? '')?.[1];
    const kind = operation ? 'GraphQL' : (event.type ?? 'Other');
    started.set(event.requestId, { kind, name: operation ?? short(event.request.url), ticks: event.timestamp * 1000 });
    inflight++;
    lastChange = Date.now();
  });
  const finish = (id: string, endTicks: number, bytes: number) => {
    const request = started.get(id);
    if (!request) return;
    started.delete(id);
    done.push({ ...request, endTicks, kb: bytes / 1024 });
    inflight--;
    lastChange = Date.now();
  };
  session.on('Network.loadingFinished', (event) => finish(event.requestId, event.timestamp * 1000, event.encodedDataLength));
  session.on('Network.loadingFailed', (event) => finish(event.requestId, event.timestamp * 1000, 0));
  return { done, clock, quietFor: () => (inflight > 0 ? 0 : Date.now() - lastChange) };
}

async function oneRun(stack: Stack, withProfile: boolean): Promise<Run> {
  const { page, cdp, close } = await openBenchPage({ stack }, 'ADMIN');
  try {
    const session = await cdp();
    await session.send('Network.enable');
    await session.send('Network.setCacheDisabled', { cacheDisabled: true });
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const network = trackRequests(session);
    await page.addInitScript(CLICK_PROBE);
    await page.goto(args.path, { timeout: 60_000 });
    await page.locator('[role=grid] [role=row]:has([role=gridcell]) >> nth=9').waitFor({ timeout: 60_000 });
    if (withProfile) {
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: 200 });
      await session.send('Profiler.start');
    }
    // Quiet: no request for a second and no long frame or task in the page for a second.
    for (;;) {
      const sinceBusy = await probe(page)<number>('performance.now() - window.__click.lastBusy()');
      if (network.quietFor() >= 1000 && sinceBusy >= 1000) break;
      await page.waitForTimeout(200);
    }
    if (args.open) await page.locator(args.open).first().click();
    const link = page.locator(args.trigger).first();
    await link.waitFor();
    const box = (await link.boundingBox())!;
    await probe(page)(`void (window.__click.pending = window.__click.arm(${JSON.stringify(args.ready)}))`);
    const requestsBefore = network.done.length;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const ready = await probe(page)<number>('window.__click.pending');
    const profile = withProfile ? ((await session.send('Profiler.stop')) as { profile: Profile }).profile : undefined;
    // Long-animation-frame entries arrive after their frame; give the last one time to land.
    await page.waitForTimeout(500);
    const state = await probe(page)<Pick<ProbeState, 't0' | 'frames' | 'marks'>>('({ t0: window.__click.t0, frames: window.__click.frames, marks: window.__click.marks })');
    const t0 = state.t0!;
    const timeOrigin = await probe(page)<number>('performance.timeOrigin');
    const toPage = (ticksMs: number) => ticksMs + network.clock.epochMinusTicks - timeOrigin;
    const requests = network.done.slice(requestsBefore)
      .map((r) => ({ kind: r.kind, name: r.name, start: toPage(r.ticks) - t0, end: toPage(r.endTicks) - t0, kb: r.kb }))
      .filter((r) => r.start > -5 && r.start < ready - t0);
    const frames = state.frames.filter((f) => f.start + f.duration > t0 && f.start < ready);
    const marks = Object.fromEntries(Object.entries(state.marks).map(([name, at]) => [name, at - t0]));
    return { ms: ready - t0, t0, marks, requests, frames, profile, toPage };
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  const stack = await startStack({ rebuild: false, minify: !args.unminified });
  try {
    const runs: Run[] = [];
    const profiled: Run[] = [];
    for (let index = 0; index < Number(args.runs); index++) {
      runs.push(await oneRun(stack, false));
      console.log(`run ${index + 1}: ${ms(runs.at(-1)!.ms)}`);
    }
    for (let index = 0; index < Number(args['profile-runs']); index++) {
      profiled.push(await oneRun(stack, true));
      console.log(`profiled run ${index + 1}: ${ms(profiled.at(-1)!.ms)}`);
    }
    report(runs, profiled, { trigger: args.trigger, ready: args.ready });
  } finally {
    await stack.stop();
  }
}

runMain(main);
