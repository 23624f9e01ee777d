/**
 * `npx tsx bench/scroll.ts [--runs 3] [--rate 4] [--path /payments/manage?pageSize=all]`: the
 * side-by-side benchmark's scroll figure. Signed in as FINANCE, All on the payments list (10,000
 * rows); once every row is in the grid (`aria-rowcount`) and the page is quiet, the CPU is slowed
 * (`--rate`) and the mouse wheel scrolls the table down for 3 seconds, one 100 px step every 50 ms.
 * It prints the median and p95 frame time (requestAnimationFrame to requestAnimationFrame) and the
 * long tasks (over 50 ms) during the scroll, the median of each over the runs.
 */
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { openBenchPage, startStack, type Stack } from '../support';
import { runMain } from './main';
import { median } from './median';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    rate: { type: 'string', default: '4' },
    path: { type: 'string', default: '/payments/manage?pageSize=all' },
  },
});

const ROW_COUNT = `Number(document.querySelector('#main-content [role="grid"]')?.getAttribute('aria-rowcount') ?? 0)`;
const SCROLL_MS = 3000;
const STEP_MS = 50;

/** Frame times and long tasks, recorded in the page from the moment it is called. */
const RECORDER = `(() => {
  const state = { frames: [], long: [], last: 0, on: true };
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) state.long.push(entry.duration); }).observe({ type: 'longtask' });
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

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

async function oneRun(stack: Stack): Promise<Run> {
  const { page, cdp, close } = await openBenchPage({ stack }, 'FINANCE');
  try {
    await page.goto(String(args.path));
    await page.waitForFunction(`${ROW_COUNT} > 10000`, undefined, { timeout: 120_000 });
    await page.locator('#main-content [role="grid"] [role="rowheader"]').first().waitFor();
    await page.waitForTimeout(1000);
    const session = await cdp();
    await session.send('Emulation.setCPUThrottlingRate', { rate: Number(args.rate) });
    // The wheel goes where the pointer is: over the grid's rows.
    const box = await page.locator('#main-content [role="grid"] [role="rowheader"]').first().boundingBox();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.evaluate(RECORDER);
    const started = Date.now();
    while (Date.now() - started < SCROLL_MS) {
      await page.mouse.wheel(0, 100);
      await page.waitForTimeout(STEP_MS);
    }
    const state = await (page as Page).evaluate<{ frames: number[]; long: number[] }>(`(() => { const s = window.__scrollBench; s.on = false; return s; })()`);
    const scrolled = await page.evaluate<number>(`Math.max(...[...document.querySelectorAll('#main-content [role="grid"] *')].map((element) => element.scrollTop))`);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { median: median(state.frames), p95: quantile(state.frames, 0.95), longTasks: state.long.length, longest: Math.max(0, ...state.long), scrolled };
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  const stack = await startStack({ rebuild: false });
  try {
    const runs: Run[] = [];
    for (let index = 0; index < Number(args.runs); index++) {
      const run = await oneRun(stack);
      runs.push(run);
      console.log(`run ${index + 1}: median frame ${run.median.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms, ${run.longTasks} long tasks (longest ${run.longest.toFixed(0)} ms), scrolled ${run.scrolled} px`);
    }
    const of = (pick: (run: Run) => number) => median(runs.map(pick));
    console.log(`scroll of All (CPU ${args.rate}× slower, ${runs.length} runs, medians): median frame ${of((run) => run.median).toFixed(1)} ms, p95 frame ${of((run) => run.p95).toFixed(1)} ms, long tasks ${of((run) => run.longTasks)}, longest ${of((run) => run.longest).toFixed(0)} ms`);
  } finally {
    await stack.stop();
  }
}

runMain(main);
