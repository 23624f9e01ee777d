import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './build';
import type { RouteBytes } from './routeBytes';

export type Budgets = Record<string, number | string>;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * bench/budgets.json: gzip bytes per route name (keys starting with `$` are comments). The figures
 * are the bench's; the browser suite's budgets journey holds the same routes to them.
 */
export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(join(ROOT, 'bench', 'budgets.json'), 'utf8')) as Budgets;
}

/** The budget key of what a route prefetched once usable, apart from its first load. */
export const prefetchKey = (route: string) => `${route}:prefetch`;

/**
 * One line per route over its budget, or measured without one; empty when all fit. A route's
 * first load and what it prefetched (`<name>:prefetch`) are held to budgets of their own.
 */
export function overBudget(sizes: readonly Pick<RouteBytes, 'name' | 'gzipBytes' | 'prefetch'>[], budgets: Budgets): string[] {
  const figures = sizes.flatMap((size) => [size, ...(size.prefetch ? [{ name: prefetchKey(size.name), gzipBytes: size.prefetch.gzipBytes }] : [])]);
  return figures.flatMap((size) => {
    const budget = budgets[size.name];
    if (typeof budget !== 'number') return [`${size.name}: no budget in bench/budgets.json`];
    return size.gzipBytes > budget ? [`${size.name}: ${kb(size.gzipBytes)} gzip > budget ${kb(budget)}`] : [];
  });
}
