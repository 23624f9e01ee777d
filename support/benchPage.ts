import type { CDPSession, Page } from 'playwright-core';
import type { StaffRole } from '../src/ability/subjects';
import { signInAs } from './auth';
import type { Stack } from './stack';

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
