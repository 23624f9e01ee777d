import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { documentState, LATIN_DIGITS, openApp, PERSIAN_DIGITS, text, waitForDashboard } from '../support';
import { clickAtRest } from '../support/entities';

/** Picks an entry of a navbar menu (language, theme) by the button's and the item's names. */
async function choose(page: Page, buttonName: string, itemName: string) {
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  await clickAtRest(page.getByRole('menuitemradio', { name: itemName }));
}

const tilesText = (page: Page) => page.locator('.kpi-grid').innerText();

describe('language, theme and layout', () => {
  test('switching language flips dir, lang and digits', async (t) => {
    const { page } = await openApp(t, { role: 'ADMIN', language: 'fa', path: '/' });
    await waitForDashboard(page);
    assert.deepEqual(await documentState(page), { lang: 'fa', dir: 'rtl', theme: 'light' });
    assert.match(await tilesText(page), PERSIAN_DIGITS);
    assert.doesNotMatch(await tilesText(page), LATIN_DIGITS);

    await choose(page, text('fa', 'shell.language.label'), 'English');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.deepEqual(await documentState(page), { lang: 'en', dir: 'ltr', theme: 'light' });
    assert.match(await tilesText(page), LATIN_DIGITS);
    assert.doesNotMatch(await tilesText(page), PERSIAN_DIGITS);

    // The choice is stored: a reload keeps English.
    await page.reload();
    await waitForDashboard(page);
    assert.equal((await documentState(page)).lang, 'en');
  });

  test('the dark theme darkens the surfaces and is remembered', async (t) => {
    const { page } = await openApp(t, { role: 'ADMIN', language: 'en', path: '/' });
    await waitForDashboard(page);
    await choose(page, text('en', 'shell.theme.label'), text('en', 'shell.theme.dark'));
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    assert.ok(r + g + b < 3 * 80, `body background ${background} is dark`);
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
  });

  test('the system theme follows the operating system live', async (t) => {
    const { page } = await openApp(t, { role: 'ADMIN', language: 'en', colorScheme: 'dark', path: '/' });
    await waitForDashboard(page);
    assert.equal((await documentState(page)).theme, 'light');
    await choose(page, text('en', 'shell.theme.label'), text('en', 'shell.theme.system'));
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  });

  test('a 900 px window gets the overlay navigation behind a hamburger', async (t) => {
    const { page } = await openApp(t, { role: 'ADMIN', language: 'en', viewport: { width: 900, height: 800 }, path: '/' });
    await waitForDashboard(page);
    const nav = page.locator('aside.vnav');
    const hamburger = page.getByRole('button', { name: text('en', 'shell.nav.open') });
    const dashboardLink = nav.getByRole('link', { name: text('en', 'nav.dashboard') });
    assert.match((await nav.getAttribute('class')) ?? '', /vnav--overlay/);
    assert.equal(await dashboardLink.isVisible() && (await dashboardLink.boundingBox())!.x >= 0, false);
    await hamburger.click();
    await page.locator('aside.vnav.vnav--open').waitFor();
    await dashboardLink.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.locator('aside.vnav.vnav--open').waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 1280, height: 800 });
    await hamburger.waitFor({ state: 'detached' });
    assert.doesNotMatch((await nav.getAttribute('class')) ?? '', /vnav--overlay/);
  });

  test('the scroll-to-top button appears after 200 px and scrolls to the top', async (t) => {
    const { page } = await openApp(t, { role: 'ADMIN', language: 'en', viewport: { width: 1280, height: 560 }, path: '/' });
    await waitForDashboard(page);
    const button = page.getByRole('button', { name: text('en', 'shell.scrollToTop') });
    await page.evaluate(() => window.scrollTo(0, 150));
    await page.waitForFunction(() => window.scrollY === 150);
    assert.equal(await button.count(), 0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await button.waitFor();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await button.waitFor({ state: 'detached' });
  });
});
