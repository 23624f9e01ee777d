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

/** The budget key of how many scripts a route's first load may take (each is a request and a compile). */
export const scriptsKey = (route: string) => `${route}:scripts`;

/**
 * One line per route over its budget, or measured without one; empty when all fit. A route's
 * first load and what it prefetched (`<name>:prefetch`) are held to budgets of their own, and
 * the number of scripts of its first load to `<name>:scripts` when the measure counts them.
 */
export function overBudget(sizes: readonly (Pick<RouteBytes, 'name' | 'gzipBytes' | 'prefetch'> & { scripts?: number })[], budgets: Budgets): string[] {
  const figures = sizes.flatMap((size) => [size, ...(size.prefetch ? [{ name: prefetchKey(size.name), gzipBytes: size.prefetch.gzipBytes }] : [])]);
  const bytes = figures.flatMap((size) => {
    const budget = budgets[size.name];
    if (typeof budget !== 'number') return [`${size.name}: no budget in bench/budgets.json`];
    return size.gzipBytes > budget ? [`${size.name}: ${kb(size.gzipBytes)} gzip > budget ${kb(budget)}`] : [];
  });
  const scripts = sizes.flatMap((size) => {
    if (size.scripts === undefined) return [];
    const key = scriptsKey(size.name);
    const budget = budgets[key];
    if (typeof budget !== 'number') return [`${key}: no budget in bench/budgets.json`];
    return size.scripts > budget ? [`${key}: ${size.scripts} scripts > budget ${budget}`] : [];
  });
  return [...bytes, ...scripts];
}
