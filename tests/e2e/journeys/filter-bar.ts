import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { entityRoutes } from '../../../src/entities/routes';
import { openApp, screenshot, text, until } from '../support';
import { navigate } from '../support/a11y';
import { choose, db, grid } from '../support/entities';

type Lang = 'fa' | 'en';

/** Every manage list with a table (the media categories' folder browser has none), in menu order. */
const LISTS = entityRoutes.filter((info) => info.segment !== 'mediacategory');
/** Lists looked at in the screenshots. */
const PICTURED = new Set(['media', 'payments', 'users']);
/** The budget: the table starts this close to the page's top at 1280×800. */
const TABLE_TOP_MAX = 300;

/** The table's top in page coordinates once it has rows and stopped moving (fonts and labels settle). */
async function tableTop(page: Page, lang: Lang, segment: string): Promise<number> {
  const table = grid(page, lang, segment);
  await table.getByRole('rowheader').first().waitFor();
  let last = Number.NaN;
  await until(async () => {
    const top = await table.evaluate((node) => Math.round(node.getBoundingClientRect().top + window.scrollY));
    const steady = top === last;
    last = top;
    return steady;
  }, `the ${segment} table stays put`);
  return last;
}

/** The row headers on screen (the media titles of the page). */
const titles = (page: Page, lang: Lang) => grid(page, lang, 'media').getByRole('rowheader').allInnerTexts();
/** The list's total beside its title. */
const total = (page: Page) => page.locator('.list-header__title .kit-badge').innerText();

/**
 * Issue 32, "a compact filter bar": the search and two or three filters in one row, the rest
 * under "More filters", every active filter a chip that one key clears, and on a phone one
 * "Filters" button. Positions are measured in the DOM; the screenshots are for a person.
 */
describe('the filter bar', () => {
  for (const [lang, theme] of [['fa', 'light'], ['en', 'dark']] as const) {
    test(`ADMIN, ${lang}-${theme}: every list's table starts within ${TABLE_TOP_MAX} px at 1280×800`, { timeout: 240_000 }, async (t) => {
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme, path: '/' });
      await page.locator('#main-content').waitFor();
      const far: string[] = [];
      for (const info of LISTS) {
        await navigate(page, `/${info.segment}/manage`);
        const top = await tableTop(page, lang, info.segment);
        if (top > TABLE_TOP_MAX) far.push(`${info.segment} at ${top} px`);
        if (PICTURED.has(info.segment)) await screenshot(page, `filter-bar-${info.segment}-${lang}-${theme}`);
      }
      assert.deepEqual(far, [], `tables that start too low: ${far.join(', ')}`);
    });
  }

  for (const lang of ['fa', 'en'] as const) {
    test(`EDITOR, ${lang}: a filter under "More filters" shows its chip, filters the rows, and Delete on the chip clears it`, async (t) => {
      const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/media/manage' });
      const search = page.getByRole('search');
      await grid(page, lang, 'media').getByRole('rowheader').first().waitFor();
      const before = await titles(page, lang);
      const all = await total(page);
      // Kind is not in the row: it is one of the filters behind "More filters".
      assert.equal(await search.getByRole('button', { name: text(lang, 'media.fields.kind') }).count(), 0, 'Kind is not in the row');
      const more = search.getByRole('button', { name: text(lang, 'list.filters.more') });
      await more.click();
      const dialog = page.getByRole('dialog', { name: text(lang, 'list.filters.more') });
      await choose(page, dialog.getByRole('button', { name: text(lang, 'media.fields.kind') }), text(lang, 'enum.MediaKind.AUDIO'));
      await page.waitForURL((url) => url.searchParams.get('kind') === 'AUDIO');
      await screenshot(page, `filter-bar-media-more-${lang}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The chip reads the filter's label and the value as the picker shows it.
      const chips = page.getByRole('grid', { name: text(lang, 'list.filters.active') });
      const chip = chips.getByRole('row', { name: `${text(lang, 'media.fields.kind')}: ${text(lang, 'enum.MediaKind.AUDIO')}` });
      await chip.waitFor();
      await until(async () => (await more.getAttribute('aria-label'))?.includes(text(lang, 'list.filters.more')) && (await more.innerText()).match(/[1۱]/), 'More filters counts the active one');
      const audio = new Set(db().all('Media').filter((row) => row.kind === 'AUDIO').map((row) => String(row.title)));
      const filtered = await until(async () => {
        const shown = await titles(page, lang);
        return (await total(page)) !== all && shown.length > 0 && shown.every((title) => audio.has(title)) && shown;
      }, 'only audio items are listed, fewer of them');
      assert.notDeepEqual(filtered, before, 'the rows changed');
      await screenshot(page, `filter-bar-media-chip-${lang}`);

      // One key on the focused chip clears the filter; the rows come back.
      await chip.focus();
      await page.keyboard.press('Delete');
      await page.waitForURL((url) => !url.searchParams.has('kind'));
      await chips.waitFor({ state: 'detached' });
      await until(async () => (await total(page)) === all && JSON.stringify(await titles(page, lang)) === JSON.stringify(before), 'the rows come back');
      // The focus did not fall to the page: the search has it.
      assert.equal(await page.getByRole('searchbox', { name: text(lang, 'list.search') }).evaluate((node) => node === document.activeElement), true, 'the search has the focus');
    });

    test(`EDITOR, ${lang}: at 390 px the filters are behind one "Filters" button and the search stays`, async (t) => {
      const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/media/manage?status=DRAFT', viewport: { width: 390, height: 844 } });
      const search = page.getByRole('search');
      await page.getByRole('searchbox', { name: text(lang, 'list.search') }).waitFor();
      const filters = search.getByRole('button', { name: text(lang, 'list.filters.label') });
      await filters.waitFor();
      // The search and the one button, no picker or combobox in the row.
      assert.equal(await search.getByRole('button').count(), 1, 'one button in the row');
      assert.equal(await search.getByRole('combobox').count(), 0, 'no combobox in the row');
      assert.match(await filters.innerText(), /[1۱]/, 'the button counts the active filter');
      await screenshot(page, `filter-bar-media-390-${lang}`);
      await filters.click();
      const dialog = page.getByRole('dialog', { name: text(lang, 'list.filters.label') });
      // Every filter of the declaration, the status showing its value.
      await dialog.getByRole('button', { name: text(lang, 'media.fields.status') }).waitFor();
      assert.match(await dialog.getByRole('button', { name: text(lang, 'media.fields.status') }).innerText(), new RegExp(text(lang, 'enum.MediaStatus.DRAFT')));
      await dialog.getByRole('combobox', { name: text(lang, 'media.fields.serialId') }).waitFor();
      await screenshot(page, `filter-bar-media-390-open-${lang}`);
    });
  }
});
