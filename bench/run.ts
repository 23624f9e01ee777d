/**
 * `npm run bench [-- --check] [-- --runs 5] [-- --rebuild] [-- --skip-floor]`: the gzip JavaScript each route
 * loads and the time until the login form is usable with a 4× slower CPU (median of --runs),
 * in Chromium against the test build and the mock server, then the side-by-side benchmark's
 * figures for the admin and for the floor (bench/floor), each admin figure as a ratio to the
 * floor's. --check fails when a route exceeds its budget in bench/budgets.json; timings are printed only.
 */
import { parseArgs } from 'node:util';
import { BENCH_ROUTES, kb, measureRouteBytes, overBudget, prefetchKey, readBudgets, startStack, type BenchContext, type RouteBytes } from '../support';
import { compareWithFloor } from './appFigures';
import { measureLoginUsable } from './loginTiming';
import { EXTRA_MEASURES } from './measures';
import { printTable } from './table';
import { runMain } from './main';

const { values: args } = parseArgs({
  options: { check: { type: 'boolean', default: false }, runs: { type: 'string', default: '5' }, rebuild: { type: 'boolean', default: false }, 'skip-floor': { type: 'boolean', default: false } },
});
const runs = Math.max(1, Number(args.runs) || 5);
const budgets = readBudgets();

async function main(): Promise<number> {
  const stack = await startStack({ rebuild: args.rebuild });
  const bench: BenchContext = { stack };
  try {
    const sizes: RouteBytes[] = [];
    for (const route of BENCH_ROUTES) sizes.push(await measureRouteBytes(bench, route));
    const budgetOf = (key: string) => (typeof budgets[key] === 'number' ? kb(budgets[key] as number) : '—');
    // First load (until usable) and what the screen prefetched afterwards (a list's form), apart.
    printTable(
      'JavaScript per route (fresh cache, gzip -9): first load, then idle prefetch',
      ['route', 'path', 'scripts', 'raw', 'gzip', 'budget', 'prefetch', 'prefetch gzip', 'budget'],
      sizes.map((size) => [
        size.name, size.path, size.scripts, kb(size.rawBytes), kb(size.gzipBytes), budgetOf(size.name),
        size.prefetch ? `${size.prefetch.scripts} scripts` : '—', size.prefetch ? kb(size.prefetch.gzipBytes) : '—', size.prefetch ? budgetOf(prefetchKey(size.name)) : '—',
      ]),
    );
    const login = await measureLoginUsable(bench, runs);
    printTable('Timings (printed, not asserted)', ['measure', 'median', 'runs'], login.map((timing) => [timing.name, `${timing.median} ms`, timing.runs.join(', ')]));
    for (const measure of EXTRA_MEASURES) {
      // A measurement that breaks (a screen changed its markup) is reported, not fatal.
      const rows = await measure.run(bench, Math.min(runs, 3)).catch((error: unknown) => String(error instanceof Error ? error.message.split('\n')[0] : error));
      if (typeof rows === 'string') console.log(`\n${measure.name}: failed: ${rows}`);
      else if (rows) printTable(measure.name, ['measure', 'value', 'unit'], rows.map((row) => [row.name, row.value, row.unit]));
      else console.log(`\n${measure.name}: n/a (the screen does not render its rows yet)`);
    }
    if (!args['skip-floor']) await compareWithFloor(bench, runs);
    const problems = overBudget(sizes, budgets);
    if (problems.length > 0) {
      console.log(`\n${args.check ? 'Over budget' : 'Over budget (not failing without --check)'}:\n  ${problems.join('\n  ')}`);
      if (args.check) return 1;
    } else console.log('\nEvery route is within its budget.');
    return 0;
  } finally {
    await stack.stop();
  }
}

runMain(main);
