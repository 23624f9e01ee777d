import { describe, expect, it } from 'vitest';
import { overBudget, prefetchKey, readBudgets, scriptsKey } from '../../support/budgets';
import { BENCH_ROUTES } from '../../support/benchRoutes';

describe('byte budgets', () => {
  const budgets = { $comment: 'x', login: 200_000, list: 300_000 };

  it('passes routes at or under their budget', () => {
    expect(overBudget([{ name: 'login', gzipBytes: 200_000 }, { name: 'list', gzipBytes: 1 }], budgets)).toEqual([]);
  });

  it('names a route over its budget, and one measured without a budget', () => {
    expect(overBudget([{ name: 'login', gzipBytes: 200_001 }, { name: 'comment', gzipBytes: 1 }, { name: 'other', gzipBytes: 1 }], budgets)).toEqual([
      'login: 195.3 KB gzip > budget 195.3 KB',
      'comment: no budget in bench/budgets.json',
      'other: no budget in bench/budgets.json',
    ]);
  });

  it("holds a route's idle prefetch to a budget of its own, apart from its first load", () => {
    const withPrefetch = { ...budgets, 'list:prefetch': 50_000 };
    expect(overBudget([{ name: 'list', gzipBytes: 300_000, prefetch: { scripts: 3, rawBytes: 1, gzipBytes: 50_000 } }], withPrefetch)).toEqual([]);
    expect(overBudget([{ name: 'list', gzipBytes: 1, prefetch: { scripts: 3, rawBytes: 1, gzipBytes: 50_001 } }], withPrefetch)).toEqual([
      'list:prefetch: 48.8 KB gzip > budget 48.8 KB',
    ]);
    expect(overBudget([{ name: 'list', gzipBytes: 1, prefetch: { scripts: 0, rawBytes: 0, gzipBytes: 0 } }], budgets)).toEqual(['list:prefetch: no budget in bench/budgets.json']);
  });

  it("holds a route's first load to a number of scripts, when counted", () => {
    const withScripts = { ...budgets, 'list:scripts': 25 };
    expect(overBudget([{ name: 'list', gzipBytes: 1, scripts: 25 }], withScripts)).toEqual([]);
    expect(overBudget([{ name: 'list', gzipBytes: 1, scripts: 26 }], withScripts)).toEqual(['list:scripts: 26 scripts > budget 25']);
    expect(overBudget([{ name: 'login', gzipBytes: 1, scripts: 3 }], budgets)).toEqual(['login:scripts: no budget in bench/budgets.json']);
  });

  it('budgets.json has a budget for every route the bench and CI measure, and for what a list prefetches', () => {
    const file = readBudgets();
    for (const route of BENCH_ROUTES) expect(typeof file[route.name], route.name).toBe('number');
    for (const route of BENCH_ROUTES) expect(typeof file[scriptsKey(route.name)], scriptsKey(route.name)).toBe('number');
    for (const route of BENCH_ROUTES.filter((each) => each.prefetch)) expect(typeof file[prefetchKey(route.name)], prefetchKey(route.name)).toBe('number');
  });
});
