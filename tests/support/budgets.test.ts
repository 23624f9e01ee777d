import { describe, expect, it } from 'vitest';
import { overBudget, readBudgets } from '../../support/budgets';
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

  it('budgets.json has a budget for every route the bench and CI measure', () => {
    const file = readBudgets();
    for (const route of BENCH_ROUTES) expect(typeof file[route.name], route.name).toBe('number');
  });
});
