import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEV_PASSWORD, emailOf, openApp, text } from '../support';

/**
 * Holds back every script of the build until `release()`: the page is what index.html alone
 * gives (the pre-rendered sign-in page, scripts/vite/signInPrerender.ts).
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  // Notes a frame-time gap: the pre-rendered page gone while React's is not yet in the document.
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      const removed = records.some((record) => [...record.removedNodes].some((node) => (node as Element).id === 'signin-prerender'));
      if (removed && !document.querySelector('#app .login form')) document.documentElement.dataset.gap = 'true';
    }).observe(document, { childList: true, subtree: true });
  });
  return release;
}

const prerendered = (page: Page) => page.locator('#signin-prerender');
const taken = (page: Page) => page.locator('#app .login form');

describe('the sign-in page before its scripts', () => {
  test('is usable at once, and React takes over what was typed, the focus and the caret', async (t) => {
    const { page } = await openApp(t, { language: 'en' });
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const email = prerendered(page).locator('input[name="email"]');
    await email.waitFor();
    assert.equal(await page.locator('#app-loader').isVisible(), false, 'no loader over the pre-rendered page');
    assert.equal(await prerendered(page).getByRole('button', { name: text('en', 'auth.login.submit') }).count(), 1, 'English labels from the catalog');
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');
    await page.keyboard.type(emailOf('ADMIN'));
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEV_PASSWORD);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await taken(page).count(), 0, 'React has not rendered yet');

    release();
    await taken(page).waitFor();
    await prerendered(page).waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.documentElement.dataset.gap), undefined, 'the swap left no empty frame');
    assert.equal(await taken(page).locator('input[name="email"]').inputValue(), emailOf('ADMIN'));
    const password = taken(page).locator('input[name="password"]');
    assert.equal(await password.inputValue(), DEV_PASSWORD);
    assert.deepEqual(
      await password.evaluate((input: HTMLInputElement) => [document.activeElement === input, input.selectionStart]),
      [true, DEV_PASSWORD.length - 2],
      'the password field keeps the focus and the caret',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.locator('#main-content').waitFor();
  });

  test('a submit before the scripts signs in once they arrive (Persian, from `/`)', async (t) => {
    const { page } = await openApp(t, { language: 'fa' });
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await prerendered(page).locator('input[name="email"]').waitFor();
    assert.equal(await prerendered(page).getByRole('button', { name: text('fa', 'auth.login.submit') }).count(), 1, 'Persian labels from the catalog');
    await page.keyboard.type(emailOf('ADMIN'));
    await prerendered(page).locator('input[name="password"]').fill(DEV_PASSWORD);
    await page.keyboard.press('Enter');
    // The native submit is held: the page stays, nothing is sent in the address.
    assert.equal(new URL(page.url()).search, '');
    release();
    await page.locator('#main-content').waitFor();
    assert.notEqual(new URL(page.url()).pathname, '/login');
  });

  test('opened first, it loads no router until it is left by a link or by signing in', async (t) => {
    const { page } = await openApp(t, { language: 'en' });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await taken(page).waitFor();
    await page.waitForLoadState('networkidle');
    const router = (list: string[]) => list.filter((path) => /\/assets\/router-[\w-]+\.js$/.test(path));
    assert.deepEqual(router(scripts), [], 'the sign-in page runs without React Router');
    assert.match(await page.title(), new RegExp(`^${text('en', 'auth.login.title')} \\| `));

    await taken(page).getByRole('link', { name: text('en', 'auth.login.forgot') }).click();
    await page.getByRole('heading', { name: text('en', 'auth.forgot.title') }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/forgot-password');
    assert.equal(router(scripts).length, 1, 'leaving starts the router');
    await page.goBack();
    await taken(page).waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');
    await taken(page).locator('input[name="email"]').fill(emailOf('ADMIN'));
    await taken(page).locator('input[name="password"]').fill(DEV_PASSWORD);
    await taken(page).getByRole('button', { name: text('en', 'auth.login.submit') }).click();
    await page.locator('#main-content').waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
  });

  test('opened first, it follows the history to another address', async (t) => {
    const { page } = await openApp(t, { language: 'en' });
    await page.goto('/login');
    await taken(page).waitFor();
    await page.evaluate(() => {
      history.pushState(null, '', '/pages/misc/coming-soon');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: text('en', 'errors.comingSoon.title') }).waitFor();
    assert.equal(await taken(page).count(), 0, 'the sign-in page gave way');
    await page.goBack();
    await taken(page).waitFor();
  });

  test('opened first, Back before the router is ready keeps the page and what is typed', async (t) => {
    const { page } = await openApp(t, { language: 'fa' });
    await page.goto('/login');
    await taken(page).waitFor();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let routerAsked = false;
    await page.route(/\/assets\/(router|startRouter)-[\w-]+\.js$/, async (route) => {
      routerAsked = true;
      await released;
      await route.continue();
    });
    await taken(page).getByRole('link', { name: text('fa', 'auth.login.forgot') }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/login');
    await taken(page).locator('input[name="email"]').fill(emailOf('ADMIN'));
    await taken(page).locator('input[name="password"]').fill('not-the-password');
    assert.ok(routerAsked, 'the link started the router');
    release();
    await page.waitForLoadState('networkidle');
    assert.equal(await taken(page).locator('input[name="email"]').inputValue(), emailOf('ADMIN'), 'what was typed stays');
    await taken(page).getByRole('button', { name: text('fa', 'auth.login.submit') }).click();
    await page.getByRole('alert').filter({ hasText: text('fa', 'auth.invalidCredentials') }).waitFor();
    // The next way out starts a router again.
    await taken(page).getByRole('link', { name: text('fa', 'auth.login.forgot') }).click();
    await page.getByRole('heading', { name: text('fa', 'auth.forgot.title') }).waitFor();
  });

  test('is not shown on other routes, nor signed in', async (t) => {
    const { page } = await openApp(t, { language: 'en', path: '/pages/misc/coming-soon' });
    assert.equal(await prerendered(page).count(), 0);
    const signedIn = await openApp(t, { language: 'en', role: 'ADMIN', path: '/' });
    await signedIn.page.locator('#main-content').waitFor();
    assert.equal(await prerendered(signedIn.page).count(), 0);
  });
});
