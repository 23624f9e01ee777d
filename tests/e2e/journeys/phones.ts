import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { entityRoutes } from '../../../src/entities/routes';
import { openApp, SCREENSHOT_DIR, screenshot, text, until, waitForDashboard } from '../support';

type Lang = 'fa' | 'en';

/** An iPhone 12-14 sized window, touch first. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/**
 * The card of each list: its values' labels, the declaration's two most important columns besides
 * the title and the status (cardFields, whose unit test derives the same from the declarations).
 */
const LISTS: { segment: string; status: boolean; values: [string, string] }[] = [
  { segment: 'users', status: true, values: ['user.fields.email', 'user.fields.role'] },
  { segment: 'payments', status: true, values: ['payment.fields.amount', 'payment.fields.user'] },
  { segment: 'media', status: true, values: ['media.fields.brand', 'media.fields.language'] },
  { segment: 'abuses', status: true, values: ['moderation.columns.filed', 'abuse.fields.reporter'] },
  { segment: 'plans', status: false, values: ['plan.fields.price', 'plan.fields.isActive'] },
];

/**
 * The page's width and what it lays out: a phone's browser zooms out to show content wider than
 * the window, so `innerWidth` grows with it (to 592 px for a bulk bar that did not wrap).
 */
const widths = (page: Page) => page.evaluate(() => ({ inner: window.innerWidth, scroll: document.documentElement.scrollWidth }));

async function noSidewaysScroll(page: Page, what: string): Promise<void> {
  // Measured once the layout has settled (fonts, the list's width and its cards).
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const { inner, scroll } = await widths(page);
  assert.ok(scroll <= inner, `${what} scrolls sideways: ${scroll} px of content in ${inner}`);
  assert.equal(inner, PHONE.viewport.width, `${what} is zoomed out to show content ${inner} px wide`);
}

/** The list of cards named after the list. */
const cardList = (page: Page, lang: Lang, segment: string) => page.getByRole('grid', { name: text(lang, `nav.entities.${segment}`), exact: true });
const cards = (list: Locator) => list.getByRole('row');

/** Moves to a list the way a link does (the session stays) and waits for its cards. */
async function openList(page: Page, lang: Lang, segment: string): Promise<Locator> {
  const path = `/${segment}/manage`;
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  const list = cardList(page, lang, segment);
  await cards(list).first().locator('.list-card__title').waitFor();
  return list;
}

/** The part of the page in view, for a person to look at (the full page is taken too). */
async function viewShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

/**
 * Issue 32, phones: at 390×844 no page scrolls sideways in either language; a list shows each row
 * as a card with its title, status and two most important values, with its actions and checkbox;
 * the cards are one tab stop, and a row's "More actions" menu opens by keyboard and by a tap.
 */
describe('phones (390 px)', { concurrency: 2 }, () => {
  for (const [lang, theme] of [['fa', 'light'], ['en', 'dark']] as const) {
    test(`ADMIN, ${lang}-${theme}: lists as cards, dashboard and a new form, none scrolling sideways`, { timeout: 240_000 }, async (t) => {
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme, path: '/', ...PHONE });
      await waitForDashboard(page);
      await noSidewaysScroll(page, `the dashboard (${lang})`);
      await screenshot(page, `phones-dashboard-${lang}-${theme}`);
      // The menu opens over the page, inside the window, and closes again.
      await page.getByRole('button', { name: text(lang, 'shell.nav.open') }).tap();
      const nav = page.getByRole('navigation', { name: text(lang, 'shell.nav.label') });
      await until(async () => {
        const box = await nav.boundingBox();
        return !!box && box.x >= 0 && box.x + box.width <= PHONE.viewport.width;
      }, 'the menu opens inside the window');
      await noSidewaysScroll(page, `the open menu (${lang})`);
      await viewShot(page, `phones-menu-${lang}-${theme}`);
      await page.keyboard.press('Escape');
      await until(async () => !(await nav.isVisible()), 'Escape closes the menu');

      for (const { segment, status, values } of LISTS) {
        const list = await openList(page, lang, segment);
        await noSidewaysScroll(page, `${segment} (${lang})`);
        const card = cards(list).first();
        // Title, status badge, the two values by their column labels, the actions and the checkbox.
        assert.ok((await card.locator('.list-card__title').innerText()).trim().length > 0, `${segment}: the card has a title`);
        assert.equal((await card.locator('.list-card__status').count()) > 0 && (await card.locator('.list-card__status').innerText()).trim().length > 0, status, `${segment}: the card shows its status`);
        assert.deepEqual(await card.locator('.list-card__value dt').allInnerTexts(), values.map((id) => text(lang, id)), `${segment}: the card's values`);
        // Each value shows, as text or as the table's mark (a plan's Active tick).
        const shown = await card.locator('.list-card__value dd').evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').trim().length > 0 || !!node.querySelector('[role="img"][aria-label]')));
        assert.deepEqual(shown, [true, true], `${segment}: both values show`);
        assert.ok((await card.locator('.row-actions :is(a, button)').count()) > 0, `${segment}: the card has its actions`);
        assert.equal(await card.getByRole('checkbox').count(), 1, `${segment}: the card has its checkbox`);
        // No card is wider than the page.
        const widest = await list.evaluate((node) => Math.max(...[...node.querySelectorAll('.list-card')].map((item) => item.getBoundingClientRect().right)));
        assert.ok(widest <= 390, `${segment}: the cards fit the window (${widest})`);
        await screenshot(page, `phones-${segment}-${lang}-${theme}`);
        await viewShot(page, `phones-${segment}-${lang}-${theme}-top`);
        await list.scrollIntoViewIfNeeded();
        await viewShot(page, `phones-${segment}-${lang}-${theme}-view`);
      }

      // The payment's card: its amount (money) and its status.
      const payments = await openList(page, lang, 'payments');
      const payment = cards(payments).first();
      assert.match(await payment.locator('.list-card__value dd').first().innerText(), /[0-9۰-۹]/, 'the amount is a number');
      assert.ok((await payment.locator('.list-card__status').innerText()).trim().length > 0, 'the payment shows its status');

      await page.goto('/plans/new');
      await page.getByRole('textbox', { name: text(lang, 'plan.fields.title') }).waitFor();
      await noSidewaysScroll(page, `the new plan form (${lang})`);
      await screenshot(page, `phones-plan-new-${lang}-${theme}`);

      // Account settings' four tabs are wider than a phone: the tab list scrolls, not the page,
      // and the last tab, reached by End, comes into view.
      await page.goto('/account-settings/account');
      const tabs = page.getByRole('tablist');
      await tabs.getByRole('tab', { selected: true }).focus();
      await noSidewaysScroll(page, `account settings (${lang})`);
      await page.keyboard.press('End');
      const last = tabs.getByRole('tab', { name: text(lang, 'account.tabs.notifications') });
      await until(async () => (await last.getAttribute('aria-selected')) === 'true', 'End selects the last tab');
      await until(async () => {
        const box = await last.boundingBox();
        return !!box && box.x >= 0 && box.x + box.width <= PHONE.viewport.width;
      }, 'the last tab scrolls into view');
      await noSidewaysScroll(page, `account settings' last tab (${lang})`);
      await viewShot(page, `phones-account-tabs-${lang}-${theme}`);
    });
  }

  for (const lang of ['fa', 'en'] as const) {
    test(`ADMIN, ${lang}: every list is cards at 390 px, none scrolling sideways`, { timeout: 240_000 }, async (t) => {
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: '/', ...PHONE });
      await waitForDashboard(page);
      // The folder browser (media categories) is a list of its own, not a manage list.
      for (const info of entityRoutes.filter((route) => route.segment !== 'mediacategory')) {
        const path = `/${info.segment}/manage`;
        await page.evaluate((to) => {
          history.pushState(null, '', to);
          dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        const list = cardList(page, lang, info.segment);
        await list.locator('.list-card__title, .kit-listview__empty').first().waitFor();
        await noSidewaysScroll(page, `${info.segment} (${lang})`);
      }
    });
  }

  test('FINANCE, en: All on 10,000 payments keeps only the cards in view, and End reaches the last', async (t) => {
    const lang = 'en';
    const { page } = await openApp(t, { role: 'FINANCE', language: lang, path: '/payments/manage', ...PHONE });
    const list = cardList(page, lang, 'payments');
    await cards(list).first().locator('.list-card__title').waitFor();
    await page.getByRole('button', { name: new RegExp(text(lang, 'list.pagination.pageSize')) }).tap();
    await page.getByRole('option', { name: text(lang, 'list.pagination.all'), exact: true }).tap();
    await page.waitForURL(/pageSize=all/);
    // The whole page arrived once the list scrolls in a box of its own (more than 100 rows).
    await until(async () => list.evaluate((node) => (node as HTMLElement).style.blockSize !== ''), 'All arrives', 60_000);
    const shown = await cards(list).count();
    assert.ok(shown >= 4 && shown < 100, `only the cards in view are in the page (${shown})`);
    await noSidewaysScroll(page, 'payments at All (en)');
    await list.scrollIntoViewIfNeeded();
    await viewShot(page, 'phones-payments-all-en-light');
    // The keys still reach every card: End moves to the last one, which the list brings into view.
    await cards(list).first().focus();
    const firstTitle = await cards(list).first().locator('.list-card__title').innerText();
    await page.keyboard.press('End');
    await until(async () => page.evaluate((before) => {
      const row = document.activeElement?.closest('[role="row"]');
      return !!row && !row.textContent?.includes(before);
    }, firstTitle), 'End focuses the last card');
    assert.ok((await cards(list).count()) < 100, 'still only the cards in view');
    await viewShot(page, 'phones-payments-all-end-en-light');
  });

  for (const lang of ['en', 'fa'] as const) {
    test(`MODERATOR, ${lang}: the cards are one tab stop; "More actions" opens by keyboard and by a tap; Enter opens a report`, async (t) => {
      const { page } = await openApp(t, { role: 'MODERATOR', language: lang, path: '/abuses/manage', ...PHONE });
      const list = cardList(page, lang, 'abuses');
      await cards(list).first().locator('.list-card__title').waitFor();
      const first = cards(list).first();
      const more = (card: Locator) => card.getByRole('button', { name: new RegExp(`^${text(lang, 'list.actions.more').split('{')[0]}`) });
      const inList = () => list.evaluate((node) => node.contains(document.activeElement));

      // Tab from the control before the list lands on a card; Tab again leaves the list.
      await page.getByRole('button', { name: new RegExp(text(lang, 'list.cards.sort')) }).focus();
      await page.keyboard.press('Tab');
      await until(async () => (await first.evaluate((node) => node === document.activeElement)), 'Tab reaches the first card');
      await page.keyboard.press('Tab');
      assert.equal(await inList(), false, 'a second Tab leaves the cards (one tab stop)');

      // Keyboard: back to the card, the arrow keys reach "More actions", Enter opens its menu.
      await first.focus();
      await until(async () => {
        await page.keyboard.press(lang === 'en' ? 'ArrowRight' : 'ArrowLeft');
        return more(first).evaluate((button) => button === document.activeElement);
      }, 'the arrow keys reach "More actions"');
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      assert.ok((await menu.getByRole('menuitem').count()) > 0, 'the menu lists the rarer actions');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      assert.match(page.url(), /\/abuses\/manage/, 'the keys never opened the report');

      // Touch: a tap on the second card's "More actions" opens its menu, not the report.
      const second = cards(list).nth(1);
      await more(second).tap();
      await menu.waitFor();
      assert.match(page.url(), /\/abuses\/manage/, 'the tap opened the menu only');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });

      // Space selects a card (the bulk bar counts it); Enter opens one as its edit action does.
      await first.focus();
      await page.keyboard.press('Space');
      await until(async () => (await first.getAttribute('aria-selected')) === 'true', 'Space selects the card');
      await page.getByRole('toolbar', { name: text(lang, 'common.actionBar.actions') }).waitFor();
      await viewShot(page, `phones-abuses-selected-${lang}`);
      await noSidewaysScroll(page, `the abuse queue with its bulk bar (${lang})`);
      await page.keyboard.press('Space');
      await until(async () => (await first.getAttribute('aria-selected')) === 'false', 'Space again clears it');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/abuses\/edit\//);
    });
  }
});
