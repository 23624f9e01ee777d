import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';

type Lang = 'fa' | 'en';
const LANGS = [['fa', 'light'], ['en', 'dark']] as const;
const AT_1024 = { width: 1024, height: 768 };

/** The list's table, named after the list. */
const gridOf = (page: Page, lang: Lang, segment: string) => page.getByRole('grid', { name: text(lang, `nav.entities.${segment}`), exact: true });

/** The keys of the columns the table shows (their headers' `data-column`), once rows are in. */
async function shownColumns(page: Page, lang: Lang, segment: string): Promise<string[]> {
  const grid = gridOf(page, lang, segment);
  await grid.getByRole('rowheader').first().waitFor();
  return grid.locator('[role="columnheader"][data-column]').evaluateAll((heads) => heads.map((head) => head.getAttribute('data-column') ?? ''));
}

/** The first row's name, to know when another page has come in. */
const firstName = (page: Page, lang: Lang, segment: string) => gridOf(page, lang, segment).getByRole('rowheader').first().innerText();

/** The e-mail cells of the list that are cut (their text wider than its box), with their widths. */
function cutEmails(page: Page, lang: Lang, segment: string): Promise<string[]> {
  return gridOf(page, lang, segment).evaluate((grid) => {
    const heads = [...grid.querySelectorAll('[role="columnheader"]')];
    const index = heads.findIndex((head) => head.getAttribute('data-column') === 'email');
    if (index < 0) return ['no e-mail column'];
    const rows = [...grid.querySelectorAll('[role="row"]')].filter((row) => row.querySelector('[role="rowheader"]'));
    return rows.flatMap((row) => {
      const cell = row.querySelectorAll('[role="columnheader"], [role="rowheader"], [role="gridcell"]')[index];
      const box = cell?.querySelector<HTMLElement>('.cell-text');
      if (!box) return ['a row without its e-mail'];
      return box.scrollWidth > box.clientWidth ? [`${box.textContent} (${box.scrollWidth} > ${box.clientWidth} px)`] : [];
    });
  });
}

/** The column chooser's button while the width leaves columns out: "2 columns hidden", «۲ ستون پنهان». */
const hiddenButton = (page: Page, lang: Lang) => page.getByRole('button', { name: lang === 'fa' ? /^[۰-۹]+ ستون پنهان$/ : /^\d+ columns? hidden$/ });

/** The number a label starts with, in either digits. */
const countIn = (label: string) => Number(label.replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit))).match(/\d+/)?.[0] ?? 0);

/**
 * Issue 32, "columns that stay put": which columns a list shows, and how wide, comes from its
 * declaration and the window only; never from the rows of a page nor the language. Long text is
 * cut before a column leaves, the list says on its face how many left and opens the chooser from
 * there, and a person's choice of columns is kept for the list.
 */
describe('columns that stay put', () => {
  test('media at 1280 px: the same columns on pages 1 and 2, in Persian and in English', async (t) => {
    const seen: Record<string, string[]> = {};
    for (const [lang, theme] of LANGS) {
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme, path: '/media/manage' });
      const first = await shownColumns(page, lang, 'media');
      const name = await firstName(page, lang, 'media');
      await page.getByRole('button', { name: text(lang, 'list.pagination.next') }).click();
      await until(async () => (await firstName(page, lang, 'media')) !== name, 'page 2 is in');
      const second = await shownColumns(page, lang, 'media');
      assert.deepEqual(second, first, `media (${lang}): page 2 shows the columns of page 1`);
      assert.ok(first.includes('publishedAt') && first.includes('status'), `media (${lang}) shows Published and Status: ${first.join(', ')}`);
      seen[lang] = first;
    }
    assert.deepEqual(seen.en, seen.fa, 'media shows the same columns in Persian and in English');
  });

  for (const [lang, theme] of LANGS) {
    test(`users and masters at 1280 px show whole e-mails (${lang})`, async (t) => {
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme, path: '/users/manage' });
      for (const segment of ['users', 'masters']) {
        if (segment !== 'users') await page.goto(`/${segment}/manage`);
        const shown = await shownColumns(page, lang, segment);
        assert.ok(shown.includes('email'), `${segment} (${lang}) shows the e-mail: ${shown.join(', ')}`);
        assert.deepEqual(await cutEmails(page, lang, segment), [], `${segment} (${lang}): e-mails cut`);
      }
      // Role and status gave up their spare width: a status badge cut there shows whole on hover.
      await page.goto('/users/manage');
      const badges = gridOf(page, lang, 'users').locator('[role="gridcell"] .kit-badge');
      await badges.first().waitFor();
      const cut = await badges.evaluateAll((nodes) => nodes.findIndex((node) => node.scrollWidth > node.clientWidth + 1));
      if (cut >= 0) {
        const badge = badges.nth(cut);
        await badge.hover();
        await page.getByRole('tooltip').filter({ hasText: (await badge.textContent()) ?? '' }).waitFor();
      }
      await screenshot(page, `list-columns-users-emails-${lang}-${theme}`);
    });

    test(`the user card shows an e-mail without breaking it inside a word (${lang})`, async (t) => {
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme, path: '/users/manage' });
      await gridOf(page, lang, 'users').getByRole('rowheader').first().waitFor();
      const id = await gridOf(page, lang, 'users').getByRole('row').filter({ has: page.getByRole('rowheader') }).first().getAttribute('data-key');
      await page.goto(`/user/view/${id}`);
      const address = page.locator('.user-view__facts .email-address');
      await address.waitFor();
      // Each part (before and from the "@") lies on one line: a break may only fall between them.
      const lines = await address.evaluate((element) =>
        [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      );
      assert.ok(lines.length > 0 && lines.every((count) => count === 1), `the address breaks inside a word (${lang}): ${JSON.stringify(lines)}`);
      await screenshot(page, `list-columns-user-card-${lang}-${theme}`);
    });

    test(`at 1024 px the list says how many columns it left out, and that opens the chooser (${lang})`, async (t) => {
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme, path: '/users/manage', viewport: AT_1024 });
      for (const segment of ['users', 'media', 'payments']) {
        if (segment !== 'users') await page.goto(`/${segment}/manage`);
        const shown = await shownColumns(page, lang, segment);
        const button = hiddenButton(page, lang);
        const count = countIn(await button.innerText());
        assert.ok(count > 0, `${segment} (${lang}) at 1024 px says how many columns it left out`);
        await screenshot(page, `list-columns-${segment}-1024-${lang}-${theme}`);
        await button.click();
        const menu = page.getByRole('menu');
        await menu.waitFor();
        const unchecked = await menu.locator('[role="menuitemcheckbox"][aria-checked="false"]').count();
        assert.equal(unchecked, count, `${segment} (${lang}): the chooser lists the ${count} columns left out (${shown.length} shown)`);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
      }
    });

    test(`a column chosen in the chooser stays after a reload and a later visit (${lang})`, async (t) => {
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme, path: '/users/manage' });
      for (const segment of ['users', 'media', 'payments']) {
        if (segment !== 'users') await page.goto(`/${segment}/manage`);
        await shownColumns(page, lang, segment);
        await screenshot(page, `list-columns-${segment}-1280-${lang}-${theme}`);
      }
      await page.goto('/users/manage');
      const before = await shownColumns(page, lang, 'users');
      assert.ok(!before.includes('countryCode'), `users (${lang}) leaves Country out at 1280 px: ${before.join(', ')}`);
      await hiddenButton(page, lang).click();
      await page.getByRole('menu').getByRole('menuitemcheckbox', { name: text(lang, 'user.fields.countryCode') }).click();
      await until(async () => (await shownColumns(page, lang, 'users')).includes('countryCode'), 'Country shows');
      await page.keyboard.press('Escape');
      await page.reload();
      await until(async () => (await shownColumns(page, lang, 'users')).includes('countryCode'), 'Country shows after a reload');
      // Back from another list by the menu's link (no columns in the URL): the choice is kept.
      await page.goto('/payments/manage');
      await shownColumns(page, lang, 'payments');
      await page.goto('/users/manage');
      await until(async () => (await shownColumns(page, lang, 'users')).includes('countryCode'), 'Country shows on a later visit');
      // "Fit to width" hands the choice back.
      await page.getByRole('button', { name: text(lang, 'views.columns.button'), exact: true }).click();
      await page.getByRole('menu').getByRole('menuitemcheckbox', { name: text(lang, 'views.columns.fit') }).click();
      await until(async () => !(await shownColumns(page, lang, 'users')).includes('countryCode'), 'the width picks again');
    });
  }
});
