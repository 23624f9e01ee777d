import type { CDPSession, Page } from 'playwright-core';
import { measureRouteBytes, openBenchPage, RATIO_HEADER, ratioRows, startFloor, type BenchContext, type PairedFigure, type StaffRole } from '../support';
import { CLICK_PROBE } from './clickProbe';
import { median } from './median';
import { click, metrics, networkQuiet } from './pageMetrics';
import { printTable } from './table';

/** The side-by-side benchmark's selectors (../shared/bench/configs/project.json), which the floor keeps too. */
const SUBMIT = 'form button[type=submit]';
const ROW = '[role=grid] [role=row]:has([role=gridcell])';
// The list's Add link, or (as the benchmark also accepts) a button labelled in either language.
const ADD = "main a[href='/users/new'], main button:has-text('\u0627\u0641\u0632\u0648\u062f\u0646'), main button:has-text('Add')";
const NAV_LIST = "a[href='/users/manage']";
const FIRST_INPUT = 'form input';
const TRIPS = 10;

/**
 * Stamps `window.__readyAt` (ms from navigation start) in the first animation frame after a DOM
 * change in which the `n`th match of `selector` is visible, as the side-by-side benchmark watches.
 * A string, not a function: tsx's name-keeping helpers do not exist in the page.
 */
const readyStamp = (selector: string, n: number) => `
(() => {
  const visible = (el) => {
    if (!el || !el.isConnected) return false;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none';
  };
  let pending = false;
  const check = () => {
    pending = false;
    const all = document.querySelectorAll(${JSON.stringify(selector)});
    if (window.__readyAt != null || all.length < ${n} || !visible(all[${n - 1}])) return;
    window.__readyAt = performance.now();
    observer.disconnect();
    clearInterval(tick);
  };
  const schedule = () => { if (!pending) { pending = true; requestAnimationFrame(check); } };
  const observer = new MutationObserver(schedule);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const tick = setInterval(schedule, 100);
})();
`;

const evaluate = (page: Page) => page.evaluate.bind(page) as <T>(expression: string) => Promise<T>;

/** A page as the side-by-side benchmark opens one: CPU 4× slower, cache off, metrics on. */
async function coldPage(bench: BenchContext, role?: StaffRole): Promise<{ page: Page; session: CDPSession; close: () => Promise<void> }> {
  const { page, cdp, close } = await openBenchPage(bench, role);
  const session = await cdp();
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Performance.enable');
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, session, close };
}

/** Navigates to `path` and resolves with the page's own stamp of when `selector`'s `n`th match showed. */
async function timedNavigation(page: Page, path: string, selector: string, n: number): Promise<number> {
  await page.addInitScript(readyStamp(selector, n));
  await page.goto(path, { waitUntil: 'commit', timeout: 60_000 });
  const handle = await page.waitForFunction(() => (window as unknown as { __readyAt?: number }).__readyAt, undefined, { timeout: 60_000 });
  return (await handle.jsonValue()) as number;
}

/** Cold load of /login until its submit button is visible (signed out). */
async function loginReady(bench: BenchContext): Promise<number> {
  const { page, close } = await coldPage(bench);
  try {
    return await timedNavigation(page, '/login', SUBMIT, 1);
  } finally {
    await close();
  }
}

/**
 * Signed in as ADMIN: a full navigation to the users list until 10 rows show, then (once the
 * network and the main thread have been quiet for a second) a real click on Add, timed from its
 * pointerdown until the form's first input is visible.
 */
async function listThenCreate(bench: BenchContext): Promise<{ rows: number; create: number }> {
  const { page, session, close } = await coldPage(bench, 'ADMIN');
  try {
    const quiet = networkQuiet(session);
    await page.addInitScript(CLICK_PROBE);
    const rows = await timedNavigation(page, '/users/manage', ROW, 10);
    await quiet(1000);
    while ((await evaluate(page)<number>('performance.now() - window.__click.lastBusy()')) < 1000) await page.waitForTimeout(200);
    const link = page.locator(ADD).first();
    const box = (await link.boundingBox())!;
    await evaluate(page)(`void (window.__click.pending = window.__click.arm(${JSON.stringify(FIRST_INPUT)}))`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const ready = await evaluate(page)<number>('window.__click.pending');
    const t0 = await evaluate(page)<number>('window.__click.t0');
    return { rows, create: ready - t0 };
  } finally {
    await close();
  }
}

/** The list, Add, then TRIPS list ↔ form trips through the navigation link and Add: the JS heap after two forced GCs, in bytes. */
async function heapAfterTrips(bench: BenchContext): Promise<number> {
  const { page, session, close } = await coldPage(bench, 'ADMIN');
  try {
    const quiet = networkQuiet(session);
    const rows = () => page.locator(`${ROW} >> nth=9`).waitFor({ timeout: 60_000 });
    const form = () => page.locator(FIRST_INPUT).first().waitFor({ timeout: 60_000 });
    await page.goto('/users/manage', { timeout: 60_000 });
    await rows();
    await click(page, ADD, form);
    for (let trip = 0; trip < TRIPS; trip++) {
      await click(page, NAV_LIST, rows);
      await click(page, ADD, form);
    }
    await quiet(1000);
    return (await metrics(session)).usedAfterGc;
  } finally {
    await close();
  }
}

/** A figure's value, or null (and why, printed) when the app does not let it be taken. */
async function attempt<T>(what: string, measure: () => Promise<T>): Promise<T | null> {
  try {
    return await measure();
  } catch (error) {
    console.log(`  ${what}: failed: ${String(error instanceof Error ? error.message.split('\n')[0] : error)}`);
    return null;
  }
}

export type AppFigures = Record<'loginMs' | 'loginKb' | 'rowsMs' | 'createMs' | 'heapMiB', number | null>;

/**
 * The side-by-side benchmark's figures for one app (the admin, or the floor): a cold login page
 * until submit shows (median of `runs`) and the gzip JavaScript it loads, the users list's 10
 * rows after a full navigation and the create click (median of `timedRuns`), the heap after
 * list ↔ form trips. CPU 4× slower and cache off throughout.
 */
export async function measureAppFigures(bench: BenchContext, runs: number, timedRuns: number): Promise<AppFigures> {
  const logins: number[] = [];
  const lists: { rows: number; create: number }[] = [];
  for (let run = 0; run < runs; run++) {
    const ms = await attempt('login', () => loginReady(bench));
    if (ms !== null) logins.push(ms);
  }
  for (let run = 0; run < timedRuns; run++) {
    const times = await attempt('users list and create click', () => listThenCreate(bench));
    if (times) lists.push(times);
  }
  const bytes = await attempt('login bytes', () => measureRouteBytes(bench, { name: 'login', path: '/login', ready: SUBMIT }));
  const heap = await attempt('heap after trips', () => heapAfterTrips(bench));
  const middle = (values: number[]) => (values.length > 0 ? median(values) : null);
  return {
    loginMs: middle(logins),
    loginKb: bytes ? bytes.gzipBytes / 1024 : null,
    rowsMs: middle(lists.map((times) => times.rows)),
    createMs: middle(lists.map((times) => times.create)),
    heapMiB: heap === null ? null : heap / 1048576,
  };
}

/** The admin's and the floor's figures side by side, named as printed. */
export function pairFigures(admin: AppFigures, floor: AppFigures): PairedFigure[] {
  const pair = (name: string, key: keyof AppFigures, unit: PairedFigure['unit']): PairedFigure => ({ name, unit, admin: admin[key], floor: floor[key] });
  return [
    pair('cold /login: submit visible (median)', 'loginMs', 'ms'),
    pair('cold /login: JavaScript, gzip -9', 'loginKb', 'KB'),
    pair('users list, full navigation: 10 rows (median)', 'rowsMs', 'ms'),
    pair('Add click → first form input (median)', 'createMs', 'ms'),
    pair(`JS heap after ${TRIPS} list ↔ form trips, after GC`, 'heapMiB', 'MiB'),
  ];
}

/**
 * The floor (bench/floor: React, the router, Apollo and react-intl showing the same users list)
 * and the admin measured alike, one after the other in this run, each admin figure beside its
 * ratio to the floor's: how much the admin costs over the least this stack can do. The login's
 * figures take `runs` runs, the list's and the click's at most 3.
 */
export async function compareWithFloor(bench: BenchContext, runs: number): Promise<void> {
  const floor = await startFloor(bench.stack);
  try {
    const timedRuns = Math.min(runs, 3);
    console.log('\nAdmin against the floor: measuring the admin…');
    const admin = await measureAppFigures(bench, runs, timedRuns);
    console.log('  …and the floor');
    const floorFigures = await measureAppFigures({ stack: floor }, runs, timedRuns);
    printTable(`Admin against the floor (bench/floor), CPU 4× slower, cache off; login median of ${runs}, list and click of ${timedRuns} (printed, not asserted)`, RATIO_HEADER, ratioRows(pairFigures(admin, floorFigures)));
  } finally {
    await floor.stop();
  }
}
