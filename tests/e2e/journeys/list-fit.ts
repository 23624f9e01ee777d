import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { entityRoutes } from '../../../src/entities/routes';
import { openApp, screenshot, text, until, type StaffRole } from '../support';
import { audit, describeViolations } from '../support/a11y';
import { db, insertCopy, search, unique, type Row } from '../support/entities';
import { fitProblems, textLayout, type FitReport, type TextLayout } from '../support/listFit';

type Lang = 'fa' | 'en';

/** Every manage list but the folder browser (media categories), in menu order. */
const LISTS = entityRoutes.filter((info) => info.segment !== 'mediacategory');
/** Lists looked at in the screenshots of each language. */
const PICTURED = new Set(['users', 'payments', 'media', 'abuses', 'plans']);

/** Moves to a list the way a link does (the page and the session stay) and waits for its own rows. */
async function openList(page: Page, lang: Lang, segment: string): Promise<void> {
  const path = `/${segment}/manage`;
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  // The table named after this list: the last list's may still be on screen for a moment.
  await page.getByRole('grid', { name: text(lang, `nav.entities.${segment}`), exact: true }).getByRole('rowheader').first().waitFor();
}

/** Polls the list's layout until it fits (the columns settle once rows and fonts are in); reports what is wrong if it never does. */
async function fits(page: Page, lang: Lang, segment: string, options: { selectable: boolean }): Promise<FitReport> {
  const what = `${segment} (${lang})`;
  let last: FitReport | undefined;
  try {
    await until(async () => {
      last = await fitProblems(page, text(lang, `nav.entities.${segment}`), options);
      return last.problems.length === 0;
    }, `${what} fits its card`);
  } catch (error) {
    assert.fail(`${what}: ${last ? last.problems.join('; ') : String(error)}`);
  }
  return last!;
}

/** The cell's text layout once it is laid out. */
async function laidOut(cell: Locator): Promise<TextLayout> {
  let layout: TextLayout | undefined;
  await until(async () => (layout = await textLayout(cell)).width > 0, 'the text is laid out');
  return layout!;
}

/** The labels of the vertical menu that are cut (none: long ones wrap). */
function navLabelsCut(page: Page): Promise<string[]> {
  return page.locator('.vnav .nav-item__text').evaluateAll((labels) =>
    labels.filter((label) => label.scrollWidth > label.clientWidth + 1 || label.getBoundingClientRect().right > label.closest('.vnav')!.getBoundingClientRect().right + 1).map((label) => label.textContent ?? ''),
  );
}

/**
 * Issue 19, "tables that fit": at 1280×800 every manage list shows its default columns inside its
 * card (no sideways scroll) with the checkbox and the row actions, the row's name is the widest
 * text column, and cut text is cut at its own end and shown whole on hover and keyboard focus.
 * Widths are measured in the DOM, never by eye; the screenshots are for a person to look at.
 */
describe('lists fit their card', { concurrency: 2 }, () => {
  for (const [lang, theme] of [['fa', 'light'], ['en', 'dark']] as const) {
    test(`ADMIN, ${lang}-${theme}: every list fits at 1280×800, with checkbox and row actions`, { timeout: 240_000 }, async (t) => {
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme, path: '/' });
      await page.locator('#main-content').waitFor();
      for (const info of LISTS) {
        await openList(page, lang, info.segment);
        const report = await fits(page, lang, info.segment, { selectable: true });
        assert.ok(report.columns >= 3, `${info.segment} (${lang}) shows at least the name and two columns: ${report.headers.join(' | ')}`);
        if (report.cutHeaders.length > 0) t.diagnostic(`${info.segment} (${lang}): headers cut at 1280 px: ${report.cutHeaders.join(' | ')}`);
        if (PICTURED.has(info.segment)) await screenshot(page, `list-fit-${info.segment}-${lang}-${theme}`);
      }
      // Every group of the menu has been opened on the way: no label in it is cut.
      const cut = await navLabelsCut(page);
      assert.deepEqual(cut, [], `menu labels cut: ${cut.join(', ')}`);
    });
  }

  for (const lang of ['fa', 'en'] as const) {
    test(`SUPPORT, ${lang}: the users list shows Role and Status within the card`, async (t) => {
      const { page } = await openApp(t, { role: 'SUPPORT' satisfies StaffRole, language: lang, path: '/users/manage' });
      await page.getByRole('grid').getByRole('rowheader').first().waitFor();
      const report = await fits(page, lang, 'users', { selectable: false });
      for (const field of ['user.fields.role', 'user.fields.status']) {
        assert.ok(report.headers.includes(text(lang, field)), `${text(lang, field)} shows: ${report.headers.join(' | ')}`);
      }
      await screenshot(page, `list-fit-users-support-${lang}`);
    });
  }
});

describe('row actions and keys', () => {
  test('icon-only row actions are named, show their label on hover and keyboard focus, and Enter opens a row (en)', async (t) => {
    const lang = 'en';
    const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme: 'dark', path: '/abuses/manage' });
    const row = page.getByRole('grid').getByRole('row').filter({ has: page.getByRole('rowheader') }).first();
    await row.waitFor();
    const controls = row.getByRole('gridcell').last().locator('button, a');
    const names = await controls.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
    assert.ok(names.length >= 2 && names.every((name) => name.trim().length > 3), `every action is named: ${JSON.stringify(names)}`);
    // The compact actions (icons, a hidden header, the More menu's button) pass axe, moderate issues included.
    const violations = await audit(page, '/abuses/manage', 'moderate');
    assert.equal(violations.length, 0, describeViolations(violations));
    // Hover: Resolve names itself in a tooltip.
    await page.getByRole('heading', { level: 1 }).click();
    await row.getByRole('button', { name: new RegExp(`^${text(lang, 'moderation.actions.resolve')} `) }).hover();
    await page.getByRole('tooltip').filter({ hasText: text(lang, 'moderation.actions.resolve') }).waitFor();
    await page.mouse.move(0, 0);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    // Keyboard: the "More actions" button, focused while the keyboard is in use, says what it is.
    // Keyboard: from the row's name, the arrow keys reach each action, which says what it is.
    const more = row.getByRole('button', { name: /^More actions for / });
    await row.getByRole('rowheader').focus();
    await until(async () => {
      await page.keyboard.press(lang === 'en' ? 'ArrowRight' : 'ArrowLeft');
      return more.evaluate((button) => button === document.activeElement);
    }, 'the arrow keys reach "More actions"');
    await page.getByRole('tooltip').filter({ hasText: text(lang, 'list.actions.moreTip') }).waitFor();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    assert.deepEqual(await menu.getByRole('menuitem').allInnerTexts(), [text(lang, 'moderation.actions.dismiss'), text(lang, 'common.actions.edit'), text(lang, 'common.actions.delete')]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    // Enter on a focused row's cell opens it, as its edit action does.
    await openList(page, lang, 'payments');
    const payment = page.getByRole('grid').getByRole('row').filter({ has: page.getByRole('rowheader') }).first();
    const id = await payment.getAttribute('data-key');
    await payment.getByRole('rowheader').focus();
    await page.keyboard.press('Enter');
    await until(() => new URL(page.url()).pathname === `/payments/edit/${id}`, 'Enter opens the payment');
  });

  test('the words of a keyword module: no column header is cut (fa and en)', async (t) => {
    const module = db().all('Vocabulary').map((word) => word.keywordModule as Row)[0];
    for (const lang of ['en', 'fa'] as const) {
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: `/keywordmodules/edit/${module.id}` });
      const words = page.getByRole('region', { name: text(lang, 'keywordModule.fields.vocabularies') });
      await words.getByRole('rowheader').first().waitFor();
      let labels: { text: string | null; cut: boolean }[] = [];
      await until(async () => {
        labels = await words.locator('.column-label').evaluateAll((nodes) => nodes.map((node) => ({ text: node.textContent, cut: node.scrollWidth > node.clientWidth + 1 })));
        return labels.length >= 4;
      }, 'the headers are laid out');
      assert.deepEqual(labels.filter((label) => label.cut), [], `cut headers (${lang})`);
      await screenshot(page, `list-fit-vocabulary-${lang}`);
    }
  });
});

describe('titles in their own direction', () => {
  // Issue 32: long text is cut before a column leaves, so at 1440 px the media title shares the
  // room with every column; on a wide screen it shows 48 characters whole.
  test('at 1920 px a 48-character title shows whole, in English and in Persian', async (t) => {
    const marker = unique();
    const titles = { en: `Whole ${marker} a title of forty-eight chars`, fa: `عنوان ${marker} کامل با چهل و هشت نویسه‌ی فارسی` };
    for (const [lang, title] of Object.entries(titles) as [Lang, string][]) {
      const padded = title.padEnd(48, lang === 'fa' ? 'ی' : 'x');
      insertCopy('Media', { title: padded });
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: '/media/manage', viewport: { width: 1920, height: 1080 } });
      await search(page, lang, marker);
      const cell = page.getByRole('rowheader', { name: padded, exact: true });
      await cell.waitFor();
      await fits(page, lang, 'media', { selectable: true });
      const layout = await laidOut(cell);
      assert.ok(layout.whole, `"${padded}" (${padded.length} characters) shows whole: ${layout.scrollWidth} > ${layout.clientWidth}`);
    }
  });

  test('in Persian a cut Latin title ends on its right, a Persian one on its left; both show whole on hover and focus', async (t) => {
    const marker = unique();
    const latin = `Latin ${marker} ${'a long English title that cannot fit its column '.repeat(3)}`.trim();
    const persian = `فارسی ${marker} ${'عنوانی بلند که در ستون خودش جا نمی‌شود '.repeat(3)}`.trim();
    for (const title of [latin, persian]) insertCopy('Media', { title });
    const { page } = await openApp(t, { role: 'ADMIN', language: 'fa', path: '/media/manage' });
    await search(page, 'fa', marker);
    for (const [title, side] of [[latin, 'left'], [persian, 'right']] as const) {
      const cell = page.getByRole('rowheader', { name: title, exact: true });
      await cell.waitFor();
      const layout = await laidOut(cell);
      assert.ok(!layout.whole, `"${title.slice(0, 20)}…" is cut`);
      // The text starts at its own start edge, so what is cut (and the ellipsis) is at its own end.
      assert.equal(layout.startsAt, side, `"${title.slice(0, 20)}…" starts on its ${side}: ${JSON.stringify(layout)}`);
      assert.equal(layout.alignedTo, 'right', 'the text keeps to the Persian table\'s start side');

      await cell.hover();
      await page.getByRole('tooltip').filter({ hasText: title }).waitFor();
      await page.mouse.move(0, 0);
      await page.getByRole('tooltip').waitFor({ state: 'detached' });
    }
    // By keyboard: from the search box Tab reaches the table, whose focused row name shows whole.
    await page.getByRole('searchbox', { name: text('fa', 'list.search') }).focus();
    await until(async () => {
      await page.keyboard.press('Tab');
      return page.evaluate(() => !!document.activeElement?.closest('[role="grid"]'));
    }, 'Tab reaches the table', 10_000);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.getByRole('tooltip').filter({ hasText: marker }).waitFor();
    await screenshot(page, 'list-fit-media-cut-titles-fa-light');
  });
});
