import type { BrowserContext, Page } from 'playwright-core';
import type { StaffRole } from '../src/ability/subjects';
import { DEV_PASSWORD } from './servers';
import type { Stack } from './stack';

export type { StaffRole };
export const emailOf = (role: StaffRole) => `${role.toLowerCase()}@example.com`;

/**
 * Signs in through the login form, as a user would. Starts from `/login` unless the page is
 * already there (e.g. after a redirect with `?to=`), and resolves once the shell has rendered.
 *
 * @example await page.goto('/payments/manage'); await login(page, 'FINANCE'); // lands on /payments/manage
 */
export async function login(page: Page, role: StaffRole): Promise<void> {
  if (new URL(page.url(), 'http://x').pathname !== '/login') await page.goto('/login');
  await page.locator('input[name="email"]').fill(emailOf(role));
  await page.locator('input[name="password"]').fill(DEV_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.locator('#main-content').waitFor();
}

const SESSION_KEYS = ['userData', 'accessToken', 'userAbilityRules'];
const sessions = new Map<StaffRole, Promise<Record<string, string>>>();

/**
 * What the app stores after signing in as `role`, captured once per role from a real sign-in
 * through the form (the app's own code shapes it; a copy here could drift).
 */
function sessionValues(stack: Stack, role: StaffRole): Promise<Record<string, string>> {
  let values = sessions.get(role);
  if (!values) {
    values = (async () => {
      const context = await stack.newContext();
      try {
        const page = await context.newPage();
        await login(page, role);
        return await page.evaluate((keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key) ?? ''])), SESSION_KEYS);
      } finally {
        await context.close();
      }
    })();
    sessions.set(role, values);
  }
  return values;
}

/**
 * Seeds local storage before any page script runs (keys absent only), so every page of `context`
 * opens signed in without going through the form. Faster than `login()` for journeys about
 * something else. A logout followed by a reload signs in again: use `login()` to test sign-out.
 */
export async function signInAs(context: BrowserContext, stack: Stack, role: StaffRole): Promise<void> {
  await seedStorage(context, await sessionValues(stack, role));
}

/** Interface preferences, seeded like `signInAs` (a switch made on the page survives reloads). */
export async function preferences(context: BrowserContext, prefs: { language?: 'fa' | 'en'; theme?: 'light' | 'dark' | 'system' }) {
  await seedStorage(context, Object.fromEntries(Object.entries(prefs).filter(([, value]) => value !== undefined)) as Record<string, string>);
}

async function seedStorage(context: BrowserContext, values: Record<string, string>): Promise<void> {
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
  }, values);
}
