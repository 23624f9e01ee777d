import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { db, type Row } from '../support/entities';

/*
 * Issue 32, item 4, in fa and en: a reference combobox takes the only match of what was typed
 * with Enter alone («انگ» → English); a date-time field is one Tab stop for its parts (the arrows
 * move between them) and one for its calendar button.
 */

const focused = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');
const contains = (scope: Locator) => scope.evaluate((element) => element.contains(document.activeElement)).catch(() => false);
/** What has the focus: a part of the date, its calendar button, or something else. */
const focusIn = (cell: Locator) =>
  cell.evaluate((element) => {
    const active = document.activeElement;
    if (!active || !element.contains(active)) return 'outside';
    if (active.getAttribute('role') === 'spinbutton') return `part:${active.getAttribute('data-type')}`;
    return active.tagName === 'BUTTON' ? 'calendar' : `other:${active.tagName}`;
  });

describe('comboboxes and dates that take the keyboard', () => {
  for (const lang of ['fa', 'en'] as const) {
    test(`Enter picks the only match typed in a reference combobox (${lang})`, async (t) => {
      const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/media/new' });
      const language = page.getByRole('combobox', { name: text(lang, 'media.fields.languageId'), exact: true });
      await language.focus();
      const typed = lang === 'fa' ? 'انگ' : 'Eng';
      await page.keyboard.type(typed);
      const offered = page.getByRole('listbox').getByRole('option');
      // One option, the language: while the search runs, the list's "Loading…" is one option too.
      await until(async () => (await offered.count()) === 1 && (await offered.innerText()).includes(typed), `one language for "${typed}"`);
      const only = (await offered.innerText()).trim();
      // Highlighted without an arrow, so a screen reader names it and Enter takes it.
      await until(async () => (await language.getAttribute('aria-activedescendant')) === (await offered.getAttribute('id')) && (await offered.getAttribute('id')) !== null, 'the only option is highlighted');
      await page.keyboard.press('Enter');
      await until(async () => (await language.inputValue()) === only, `${only} is chosen, not emptied`);
      assert.equal(await page.getByRole('listbox').count(), 0, 'the list closed');
      assert.ok(await contains(language), 'the focus stays in the field');
    });

    test(`a date-time field is one Tab stop and its calendar button another (${lang})`, async (t) => {
      const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/media/new' });
      const cell = page.locator('[data-field="publishedAt"]');
      const parts = cell.getByRole('spinbutton');
      await parts.first().waitFor();
      assert.ok((await parts.count()) >= 5, 'year, month, day, hour and minute');
      // From the field before it, Tab enters the date at its first part.
      await cell.scrollIntoViewIfNeeded();
      await parts.first().focus();
      await page.keyboard.press('Shift+Tab');
      assert.equal(await focusIn(cell), 'outside', `Shift+Tab from the first part leaves the field; the focus is on ${await focused(page)}`);
      await page.keyboard.press('Tab');
      assert.match(await focusIn(cell), /^part:/, 'Tab enters the date');
      const entered = await focusIn(cell);
      // The arrows walk its parts (towards the reading direction's end: right in en, left in fa).
      await page.keyboard.press(lang === 'fa' ? 'ArrowLeft' : 'ArrowRight');
      const moved = await focusIn(cell);
      assert.match(moved, /^part:/);
      assert.notEqual(moved, entered, 'the arrow moved to the next part');
      if (lang === 'fa') await screenshot(page, `form-keys-date-${lang}`);
      // One Tab from any part: the calendar button; one more: out of the field.
      await page.keyboard.press('Tab');
      assert.equal(await focusIn(cell), 'calendar', `Tab goes to the calendar; the focus is on ${await focused(page)}`);
      await page.keyboard.press('Tab');
      assert.equal(await focusIn(cell), 'outside', 'the next Tab leaves the field');
      // And back: the calendar, the parts (one stop), out.
      await page.keyboard.press('Shift+Tab');
      assert.equal(await focusIn(cell), 'calendar');
      await page.keyboard.press('Shift+Tab');
      assert.match(await focusIn(cell), /^part:/);
      await page.keyboard.press('Shift+Tab');
      assert.equal(await focusIn(cell), 'outside', 'Shift+Tab passes the parts in one step');
    });
  }

  // To look at: the episode form (serial and season chosen by the season's link) and a new
  // invoice, in fa-light and en-dark at 1280 px, with the marks of what Save demands.
  for (const [lang, theme] of [['fa', 'light'], ['en', 'dark']] as const) {
    test(`the episode and invoice forms, for the eye (${lang}-${theme})`, async (t) => {
      const season = db().all('Season')[0] as Row;
      const serial = season.serial as Row;
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme, path: `/media/new?serialId=${serial.id}&seasonId=${season.id}`, viewport: { width: 1280, height: 800 } });
      await page.locator('[data-field="episodeNumber"] .light-field__required').waitFor();
      // The chosen serial and season show their names once their labels arrive.
      const serialBox = page.getByRole('combobox', { name: text(lang, 'media.fields.serialId'), exact: true });
      await until(async () => (await serialBox.inputValue()) !== '', 'the serial shows its name');
      await screenshot(page, `form-episode-${lang}-${theme}`);
      await page.goto('/invoices/new');
      await page.locator('[data-field="items"]').waitFor();
      await screenshot(page, `form-invoice-${lang}-${theme}`);
    });
  }
});
