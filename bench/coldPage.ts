import type { CDPSession, Page } from 'playwright-core';
import { openBenchPage, type Stack, type StaffRole } from '../support';

/** The options of a script that measures one full navigation: who opens it, and when it is ready. */
export const ROUTE_OPTIONS = {
  // `--role ''` opens the route signed out (the login page).
  role: { type: 'string', default: 'ADMIN' },
  ready: { type: 'string', default: '[role=grid] [role=row]:has([role=gridcell]) >> nth=9' },
} as const;

/**
 * A page as the side-by-side benchmark loads one: signed in as `role` (or not, for ''), the
 * cache off and the CPU 4× slower, its CDP session open for what the script records.
 */
export async function openColdPage(stack: Stack, role: string): Promise<{ page: Page; session: CDPSession; close: () => Promise<void> }> {
  const { page, cdp, close } = await openBenchPage({ stack }, (role || undefined) as StaffRole | undefined);
  const session = await cdp();
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, session, close };
}
