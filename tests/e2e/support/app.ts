import type { TestContext } from 'node:test';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { preferences, signInAs, type StaffRole } from '../../../support/auth';
import { stack } from './stack';

export interface OpenOptions extends BrowserContextOptions {
  /** Seed a signed-in session for this role (see signInAs). */
  role?: StaffRole;
  language?: 'fa' | 'en';
  theme?: 'light' | 'dark' | 'system';
  /** Path to open; none leaves the page blank. */
  path?: string;
}

export interface OpenApp {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors thrown in the page so far. */
  pageErrors: Error[];
}

/**
 * A fresh context and page on the running stack, closed when the test ends; the test fails if
 * the page threw an uncaught error.
 *
 * @example test('x', async (t) => { const { page } = await openApp(t, { role: 'ADMIN', language: 'en', path: '/' }); })
 */
export async function openApp(t: TestContext, { role, language, theme, path, ...options }: OpenOptions = {}): Promise<OpenApp> {
  const running = stack();
  const context = await running.newContext(options);
  if (language || theme) await preferences(context, { language, theme });
  if (role) await signInAs(context, running, role);
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  t.after(async () => {
    await context.close();
    if (pageErrors.length > 0) throw new Error(`The page threw:\n${pageErrors.map((error) => error.stack ?? String(error)).join('\n')}`);
  });
  if (path) await page.goto(path);
  return { context, page, pageErrors };
}
