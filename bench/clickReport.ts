/** What bench/createClick.ts prints: times, steps, requests, long frames and profile tables. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support';
import { median } from './median';
import type { ProbeFrame } from './clickProbe';
import { componentOf, fileOf, functionOf, inclusiveTime, selfTime, top, type Profile } from './cpuProfile';
import { printTable } from './table';

export interface Request { kind: string; name: string; start: number; end: number; kb: number }
/** One click: ms from pointerdown to the input, on the page's clock (`toPage` converts CDP's). */
export interface Run { ms: number; t0: number; marks: Record<string, number>; requests: Request[]; frames: ProbeFrame[]; profile?: Profile; toPage: (ticksMs: number) => number }

export const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '');
export const ms = (value: number) => `${value.toFixed(0)} ms`;
const sumBy = <T>(items: T[], key: (item: T) => string, value: (item: T) => number) => {
  const totals = new Map<string, number>();
  for (const item of items) totals.set(key(item), (totals.get(key(item)) ?? 0) + value(item));
  return totals;
};
/** Totals of all runs divided by their number: the mean per click. */
const perRun = (totals: Map<string, number>, runs: number) => new Map([...totals].map(([key, value]) => [key, value / runs]));

export function report(measured: Run[], profiled: Run[], labels: { trigger: string; ready: string }): void {
  // With `--runs 0` the profiled runs stand in (their times include the profiler's sampling).
  const runs = measured.length ? measured : profiled;
  const times = runs.map((run) => run.ms);
  console.log(`\nclick → first input (${labels.trigger} → ${labels.ready}), CPU 4× slower, cache off`);
  console.log(`  runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms; median ${ms(median(times))}`);
  if (profiled.length) console.log(`  profiled runs (slower, the profiler samples): ${profiled.map((run) => run.ms.toFixed(0)).join(', ')} ms`);

  const typical = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)];
  const step = (name: string) => ms(median(runs.map((run) => run.marks[name] ?? NaN).filter((at) => !Number.isNaN(at))));
  const scriptsDone = (run: Run) => Math.max(0, ...run.requests.filter((r) => r.kind === 'Script').map((r) => r.end));
  printTable('Steps (medians, ms from pointerdown; seen in the first frame they hold)', ['step', 'at'], [
    ['last script of the click downloaded', ms(median(runs.map(scriptsDone)))],
    ['URL changed (the router committed the form route)', step('url')],
    ["form's spinner shown", step('spinner')],
    ['form element in the page', step('form')],
    ['first input visible', ms(median(times))],
  ]);
  printTable(
    `Requests after the click (the median run, ${ms(typical.ms)}; ms from pointerdown)`,
    ['kind', 'start', 'end', 'KB', 'what'],
    typical.requests.sort((a, b) => a.start - b.start).map((r) => [r.kind, r.start.toFixed(0), r.end.toFixed(0), r.kb.toFixed(1), r.name.slice(0, 80)]),
  );

  // Main thread by long animation frames (each ≥ 50 ms), clipped to the click's window.
  const frames = runs.flatMap((run) => run.frames.map((frame) => ({ ...frame, run })));
  const phase = (name: string, value: (f: ProbeFrame) => number) => [name, ms(frames.reduce((sum, f) => sum + value(f), 0) / runs.length)];
  const scriptsOf = (f: ProbeFrame) => f.scripts.reduce((sum, s) => sum + s.duration, 0);
  printTable('Long animation frames in the window (mean per click)', ['part', 'time'], [
    ['frames', (frames.length / runs.length).toFixed(1)],
    phase('frames, total', (f) => f.duration),
    phase('scripts', scriptsOf),
    phase('before style and layout (rAF, observers)', (f) => (f.renderStart ? f.styleAndLayoutStart - f.renderStart : 0)),
    phase('style, layout, paint', (f) => (f.styleAndLayoutStart ? f.start + f.duration - f.styleAndLayoutStart : 0)),
    phase('forced style and layout in scripts', (f) => f.scripts.reduce((sum, s) => sum + s.forcedLayout, 0)),
    ['outside long frames (idle, network, short frames)', ms(median(runs.map((run) => run.ms - run.frames.reduce((sum, f) => sum + Math.min(f.start + f.duration, run.t0 + run.ms) - Math.max(f.start, run.t0), 0))))],
  ]);
  printTable('Frames of the median run (ms from pointerdown)', ['start', 'duration', 'scripts', 'style+layout', 'top script'], typical.frames.map((f) => {
    const main = [...f.scripts].sort((a, b) => b.duration - a.duration)[0];
    return [(f.start - typical.t0).toFixed(0), f.duration.toFixed(0), scriptsOf(f).toFixed(0), f.styleAndLayoutStart ? (f.start + f.duration - f.styleAndLayoutStart).toFixed(0) : '0', main ? `${main.invokerType} ${main.invoker.slice(0, 50)} (${short(main.url)})` : ''];
  }));
  const scripts = frames.flatMap((f) => f.scripts);
  printTable('Script entry points in long frames (mean per click)', ['invoker (source)', 'time'], top(perRun(sumBy(scripts, (s) => `${s.invokerType} ${s.invoker.slice(0, 60)} (${short(s.url) || '—'})`, (s) => s.duration), runs.length), 15));

  if (profiled.length) {
    // Samples between the pointerdown and the input showing, on the profile's monotonic clock.
    const within = (run: Run) => (at: number) => {
      const page = run.toPage(at / 1000);
      return page >= run.t0 && page <= run.t0 + run.ms;
    };
    const merge = (keyOf: Parameters<typeof selfTime>[1]) =>
      perRun(profiled.reduce((all, run) => {
        for (const [key, value] of selfTime(run.profile!, keyOf, within(run))) all.set(key, (all.get(key) ?? 0) + value);
        return all;
      }, new Map<string, number>()), profiled.length);
    printTable('Self time by script, click → input (profiled runs, mean)', ['script', 'self'], top(merge(fileOf), 20));
    printTable('Self time by function, click → input (profiled runs, mean)', ['function', 'self'], top(merge(functionOf), 30));
    // What each long frame of the first profiled run spent its time on; DevTools opens the file.
    const run = profiled[0];
    mkdirSync(join(ROOT, 'test-output'), { recursive: true });
    writeFileSync(join(ROOT, 'test-output/create-click.cpuprofile'), JSON.stringify(run.profile));
    for (const frame of run.frames) {
      const inFrame = (at: number) => {
        const page = run.toPage(at / 1000);
        return page >= frame.start && page <= frame.start + frame.duration;
      };
      printTable(`Profiled run 1: frame at ${ms(frame.start - run.t0)} lasting ${ms(frame.duration)}`, ['function', 'self'], top(selfTime(run.profile!, functionOf, inFrame), 12));
      // Component names show with --unminified only.
      printTable('  components, inclusive', ['component', 'time'], top(inclusiveTime(run.profile!, componentOf, inFrame), 15));
    }
  }
}

