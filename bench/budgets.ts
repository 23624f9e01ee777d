import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteBytes } from './jsBytes';
import { kb } from './table';

export type Budgets = Record<string, number | string>;

/** bench/budgets.json: gzip bytes per route name (keys starting with `$` are comments). */
export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8')) as Budgets;
}

/** One line per route over its budget, or measured without one; empty when all fit. */
export function overBudget(sizes: readonly Pick<RouteBytes, 'name' | 'gzipBytes'>[], budgets: Budgets): string[] {
  return sizes.flatMap((size) => {
    const budget = budgets[size.name];
    if (typeof budget !== 'number') return [`${size.name}: no budget in bench/budgets.json`];
    return size.gzipBytes > budget ? [`${size.name}: ${kb(size.gzipBytes)} gzip > budget ${kb(budget)}`] : [];
  });
}
