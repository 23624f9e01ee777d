import type { CDPSession, Page } from 'playwright-core';
import { signInAs, type Stack, type StaffRole } from '../tests/e2e/support';

export interface BenchContext {
  stack: Stack;
}

/** A fresh context (empty cache, own storage) and page, optionally signed in, in English. */
export async function openBenchPage(bench: BenchContext, role?: StaffRole): Promise<{ page: Page; cdp: () => Promise<CDPSession>; close: () => Promise<void> }> {
  const context = await bench.stack.newContext({ reducedMotion: 'no-preference' });
  if (role) await signInAs(context, bench.stack, role);
  const page = await context.newPage();
  return { page, cdp: () => context.newCDPSession(page), close: () => context.close() };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
