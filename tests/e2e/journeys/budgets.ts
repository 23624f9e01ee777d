import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BENCH_ROUTES, kb, measureRouteBytes, overBudget, readBudgets, type RouteBytes } from '../../../support';
import { stack } from '../support';

/**
 * CI's byte budgets: every route of the bench loads, in a fresh browser context, no more gzip
 * JavaScript than bench/budgets.json allows (the same measure as `npm run bench -- --check`, on
 * the suite's own build, so it costs CI a few page loads and no second build).
 */
describe('byte budgets', () => {
  // A list's first load and its idle prefetch of the form's chunks are held to budgets apart.
  test('every benchmarked route is within its JavaScript budget', async () => {
    // Bytes do not depend on timing: two routes load at a time, each in its own context.
    const sizes: RouteBytes[] = [];
    const queue = [...BENCH_ROUTES];
    const lane = async () => {
      for (let route = queue.shift(); route; route = queue.shift()) sizes.push(await measureRouteBytes({ stack: stack() }, route));
    };
    await Promise.all([lane(), lane()]);
    const prefetched = (size: RouteBytes) => (size.prefetch ? `; then prefetched ${size.prefetch.scripts} scripts, ${kb(size.prefetch.gzipBytes)} gzip` : '');
    const report = sizes.map((size) => `${size.name}: ${size.scripts} scripts, ${kb(size.gzipBytes)} gzip${prefetched(size)}`).join('\n  ');
    assert.deepEqual(overBudget(sizes, readBudgets()), [], `over budget; measured:\n  ${report}`);
  });
});
