import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { login, openApp, text } from '../support';

/** Every script the page fetched, by file name, with how often: a preload the router ignored would show twice. */
function scriptsOf(page: Page, type = 'script'): Map<string, number> {
  const seen = new Map<string, number>();
  page.on('request', (request) => {
    if (request.resourceType() !== type) return;
    const file = new URL(request.url()).pathname.split('/').pop()!;
    seen.set(file, (seen.get(file) ?? 0) + 1);
  });
  return seen;
}

/** A message id of any catalog area (`list.empty.title`), as a screen would show it untranslated. */
const areas = readdirSync(join(import.meta.dirname, '../../../src/i18n/messages/fa')).map((file) => file.replace('.json', ''));
const MESSAGE_ID = new RegExp(`\\b(${areas.join('|')})\\.[a-zA-Z]+\\.[a-zA-Z.]+`);

const preloaded = (page: Page, selector = 'link[rel=modulepreload]') => page.$$eval(selector, (links) => links.map((link) => link.getAttribute('href')!.split('/').pop()!));
const fetchedTwice = (scripts: Map<string, number>) => [...scripts].filter(([, count]) => count > 1).map(([file]) => file);

describe('the first load of a page', () => {
  test('signed out, the document asks for the sign-in screen and the public catalog at once', async (t) => {
    const { page } = await openApp(t, { language: 'fa' });
    const scripts = scriptsOf(page);
    await page.goto('/login');
    await page.locator('form button[type=submit]').waitFor();
    const links = await preloaded(page);
    for (const stem of ['LoginPage-', 'messages-fa-core-']) assert.ok(links.some((file) => file.startsWith(stem)), `${stem} is preloaded: ${links.join(', ')}`);
    // Nothing of the signed-in shell, nor the rest of the catalog, nor the other language.
    for (const stem of ['signed-in-', 'shared-', 'list-', 'DefaultLayout-', 'appClient-', 'messages-fa-', 'messages-en']) {
      assert.deepEqual([...scripts.keys()].filter((file) => file.startsWith(stem) && !file.startsWith('messages-fa-core-')), [], `${stem} is not loaded`);
    }
    assert.deepEqual(fetchedTwice(scripts), []);
  });

  test('signed in, a list asks for the shell, the list screen, the entity and its catalog at once', async (t) => {
    const { page } = await openApp(t, { role: 'ADMIN', language: 'en' });
    const scripts = scriptsOf(page);
    const stylesheets = scriptsOf(page, 'stylesheet');
    await page.goto('/users/manage');
    await page.locator('[role=grid] [role=row]:has([role=gridcell])').nth(9).waitFor();
    const links = await preloaded(page);
    // The shell (its layout and Apollo) is the `signed-in` group, the list's framework the `list` group (vite.config.ts).
    for (const stem of ['router-', 'startRouter-', 'signed-in-', 'list-', 'EntityManageRoute-', 'user-', 'messages-en-core-', 'messages-en-']) {
      assert.ok(links.some((file) => file.startsWith(stem)), `${stem} is preloaded: ${links.join(', ')}`);
    }
    assert.deepEqual(fetchedTwice(scripts), []);
    // Their stylesheets too, at once rather than when each import() runs, and each fetched once.
    const styles = await preloaded(page, 'link[rel=preload][as=style]');
    for (const stem of ['shared-', 'signed-in-', 'list-']) assert.ok(styles.some((file) => file.startsWith(stem)), `${stem}*.css is preloaded: ${styles.join(', ')}`);
    assert.deepEqual(fetchedTwice(stylesheets), []);
  });

  test('a list brings its form before the click: once idle, New fetches no script', async (t) => {
    const { page } = await openApp(t, { role: 'ADMIN', language: 'en' });
    await page.goto('/users/manage');
    await page.locator('[role=grid] [role=row]:has([role=gridcell])').nth(9).waitFor();
    // The list's idle prefetch leaves this mark once its chunks are in (src/framework/list/useFormPrefetch.ts).
    await page.waitForFunction(() => performance.getEntriesByName('form-prefetch:end').length > 0);
    const after = scriptsOf(page);
    await page.getByRole('button', { name: text('en', 'user.add') }).click();
    await page.locator('#main-content form input').first().waitFor();
    // Neither the form route's own chunks and the users form's lazy widgets, nor what the pointer
    // on its way to New starts (the header toolbar's focus manager): a flag's picture may still come.
    assert.deepEqual([...after.keys()], [], `fetched on the click: ${[...after.keys()].join(', ')}`);
  });

  test('signing in brings the whole catalog: the shell shows no message ids, and Persian needs no English', async (t) => {
    const { page } = await openApp(t, { language: 'fa' });
    const scripts = scriptsOf(page);
    await page.goto('/login');
    await login(page, 'ADMIN');
    // The menu's labels (hidden in collapsed groups too) come from the non-public areas' neighbours.
    await page.locator('.nav-item__text', { hasText: text('fa', 'nav.entities.users') }).first().waitFor({ state: 'attached' });
    await page.locator('.revenue-chart').waitFor();
    const shown = await page.locator('#main-content, nav, header').allTextContents();
    assert.doesNotMatch(shown.join('\n'), MESSAGE_ID);
    assert.ok([...scripts.keys()].some((file) => /^messages-fa-(?!core)/.test(file)), 'the rest of the Persian catalog loaded');
    assert.deepEqual([...scripts.keys()].filter((file) => file.startsWith('messages-en')), []);
  });

  test('the sign-in page switches language and theme in one press each', async (t) => {
    const { page } = await openApp(t, { language: 'fa', path: '/login' });
    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en' && document.documentElement.dir === 'ltr');
    await page.getByRole('button', { name: text('en', 'auth.login.submit') }).waitFor();
    const dark = page.getByRole('button', { name: text('en', 'shell.theme.dark') });
    await dark.click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    assert.equal(await dark.getAttribute('aria-pressed'), 'true');
    await page.getByRole('button', { name: 'فارسی' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fa');
  });
});
