import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { documentState, openApp, screenshot, text, until, waitForDashboard } from '../support';
import { audit, describeViolations, settled } from '../support/a11y';
import { db, dbUntil, insertCopy, unique } from '../support/entities';

type Lang = 'fa' | 'en';

const textbox = (scope: Page | ReturnType<Page['getByRole']>, lang: Lang, id: string) =>
  scope.getByRole('textbox', { name: text(lang, id), exact: true });

/** Opens the palette with Ctrl+K and types into it; returns its list of results. */
async function palette(page: Page, lang: Lang, query: string) {
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: text(lang, 'shell.search.label') });
  await box.waitFor();
  await box.fill(query);
  return page.getByRole('listbox');
}

/** True when `locator` has the focus (and, with `ring`, shows it: `:focus-visible`). */
const focused = (locator: Locator, ring?: boolean) =>
  locator.evaluate((element, withRing) => element === document.activeElement && (withRing === undefined || element.matches(':focus-visible') === withRing), ring);

/** What has the focus, for a failure message. */
const activeElement = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');

/** Moves to the option with the arrow keys (the palette's box points at it) and runs it with Enter, as a keyboard user does. */
async function runByKeyboard(page: Page, lang: Lang, option: ReturnType<Page['getByRole']>) {
  await option.waitFor();
  const id = await option.getAttribute('id');
  const active = () => page.getByRole('combobox', { name: text(lang, 'shell.search.label') }).getAttribute('aria-activedescendant');
  for (let presses = 0; presses < 30 && (await active()) !== id; presses += 1) await page.keyboard.press('ArrowDown');
  assert.equal(await active(), id, 'the arrow keys reach the option');
  await page.keyboard.press('Enter');
}

describe('keyboard: Ctrl+S saves a form', () => {
  test('EDITOR saves a page form with Ctrl+S while still in a number field (fa)', async (t) => {
    const lang = 'fa';
    const own = insertCopy('Challenge', { title: `Keyboard ${unique()}`, rewardPoints: 10 });
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: `/challenges/edit/${own.id}` });
    const title = textbox(page, lang, 'challenge.fields.title');
    await until(async () => (await title.inputValue()) === own.title, 'the form shows the record');
    const renamed = `${String(own.title)} ذخیره با صفحه‌کلید`;
    await title.fill(renamed);
    const points = textbox(page, lang, 'challenge.fields.rewardPoints');
    await points.fill('75');
    // The number commits on blur: the shortcut must save what the field shows.
    await page.keyboard.press('Control+s');
    await page.getByText(text(lang, 'form.toast.saved')).first().waitFor();
    await until(async () => new URL(page.url()).pathname === '/challenges/manage', 'the saved form returns to the list');
    const saved = db().get('Challenge', own.id)!;
    assert.deepEqual({ title: saved.title, rewardPoints: saved.rewardPoints }, { title: renamed, rewardPoints: 75 });
  });

  test('ADMIN saves a drawer with Ctrl+S, and Esc closes a drawer (fa)', async (t) => {
    const lang = 'fa';
    const own = insertCopy('Accent', { title: `Accent ${unique()}` });
    const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: `/accents/edit/${own.id}` });
    const drawer = page.getByRole('dialog', { name: text(lang, 'accent.edit') });
    const title = textbox(drawer, lang, 'accent.fields.title');
    await until(async () => (await title.inputValue()) === own.title, 'the drawer shows the record');
    const renamed = `${String(own.title)} تازه`;
    await title.fill(renamed);
    await page.keyboard.press('Control+s');
    await drawer.waitFor({ state: 'detached' });
    await dbUntil('Accent', () => db().get('Accent', own.id)?.title === renamed, 'the accent is saved');

    await page.getByRole('button', { name: text(lang, 'accent.add'), exact: true }).click();
    const fresh = page.getByRole('dialog', { name: text(lang, 'accent.new') });
    await textbox(fresh, lang, 'accent.fields.title').waitFor();
    await page.keyboard.press('Escape');
    await fresh.waitFor({ state: 'detached' });
  });
});

describe('keyboard: the command palette', () => {
  test('ADMIN opens a new media form and the payments list from the palette (en)', async (t) => {
    const lang = 'en';
    const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: '/' });
    await waitForDashboard(page);
    let results = await palette(page, lang, 'new media');
    const newMedia = results.getByRole('option', { name: text(lang, 'media.new'), exact: true });
    await newMedia.waitFor();
    await screenshot(page, 'keyboard-palette-en-light');
    await runByKeyboard(page, lang, newMedia);
    await until(async () => new URL(page.url()).pathname === '/media/new', 'the new media form opens');
    await page.getByRole('heading', { name: text(lang, 'media.new') }).first().waitFor();

    results = await palette(page, lang, 'go to payments');
    await runByKeyboard(page, lang, results.getByRole('option', { name: text(lang, 'nav.entities.payments'), exact: true }));
    await until(async () => new URL(page.url()).pathname === '/payments/manage', 'the payments list opens');

    // Found by its Persian name too, and Esc closes the palette.
    results = await palette(page, lang, text('fa', 'nav.entities.invoices'));
    await results.getByRole('option', { name: text(lang, 'nav.entities.invoices'), exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await until(async () => (await page.getByRole('dialog').count()) === 0, 'Esc closes the palette');
  });

  test('the palette switches the theme and offers only what the rules allow (fa, MODERATOR)', async (t) => {
    const lang = 'fa';
    const { page } = await openApp(t, { role: 'MODERATOR', language: lang, theme: 'light', path: '/' });
    await waitForDashboard(page);
    let results = await palette(page, lang, 'تیره');
    await screenshot(page, 'keyboard-palette-fa-light');
    await runByKeyboard(page, lang, results.getByRole('option', { name: text(lang, 'palette.theme.dark'), exact: true }));
    await until(async () => (await documentState(page)).theme === 'dark', 'the dark theme is on');

    // MODERATOR may create abuse reports but not media, which they may only read.
    results = await palette(page, lang, 'new');
    await results.getByRole('option', { name: text(lang, 'abuse.new'), exact: true }).waitFor();
    await screenshot(page, 'keyboard-palette-fa-dark');
    const violations = await audit(page, 'command palette');
    assert.equal(violations.length, 0, describeViolations(violations));
    assert.equal(await results.getByRole('option', { name: text(lang, 'media.new'), exact: true }).count(), 0);
    assert.equal(await results.getByRole('option', { name: text(lang, 'payment.new'), exact: true }).count(), 0);
    await page.keyboard.press('Escape');
  });
});

describe('keyboard: the shortcut sheet', () => {
  for (const [lang, theme] of [['en', 'light'], ['fa', 'dark']] as const) {
    test(`? lists the shortcuts, but not while typing (${lang}, ${theme})`, async (t) => {
      const { page } = await openApp(t, { role: 'SUPPORT', language: lang, theme, path: '/' });
      await waitForDashboard(page);
      await page.keyboard.press('?');
      const sheet = page.getByRole('dialog', { name: text(lang, 'palette.sheet.title') });
      await sheet.waitFor();
      // The sheet's words as they are: a message may hold parentheses, which a pattern would read as a group.
      const literal = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await sheet.getByRole('row', { name: new RegExp(`${literal(text(lang, 'palette.key.ctrl'))}.*S.*${literal(text(lang, 'palette.sheet.save'))}`) }).waitFor();
      await screenshot(page, `keyboard-sheet-${lang}-${theme}`);
      await settled(page);
      const violations = await audit(page, 'shortcut sheet');
      assert.equal(violations.length, 0, describeViolations(violations));
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });

      // In a text field ? is typed, not a shortcut.
      await palette(page, lang, '');
      const box = page.getByRole('combobox', { name: text(lang, 'shell.search.label') });
      await page.keyboard.press('?');
      assert.equal(await box.inputValue(), '?');
      assert.equal(await sheet.count(), 0, 'typing ? in a field opens no sheet');
      await box.fill(text(lang, 'palette.shortcuts'));
      await runByKeyboard(page, lang, page.getByRole('listbox').getByRole('option', { name: text(lang, 'palette.shortcuts'), exact: true }));
      await sheet.waitFor();
    });
  }
});

describe('keyboard: the focus follows the user', () => {
  for (const [lang, theme] of [['en', 'dark'], ['fa', 'light']] as const) {
    test(`the skip link is the first stop and lands on the heading, the list search is a few Tabs on, / goes there (${lang}, ${theme})`, async (t) => {
      const { page } = await openApp(t, { role: 'SUPPORT', language: lang, theme, path: '/users/manage' });
      const heading = page.getByRole('heading', { level: 1, name: text(lang, 'nav.entities.users') });
      const search = page.getByRole('searchbox', { name: text(lang, 'list.search') });
      await search.waitFor();
      await settled(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: text(lang, 'shell.skipToContent') });
      assert.ok(await focused(skip), `the first Tab reaches the skip link, not ${await activeElement(page)}`);
      const box = (await skip.boundingBox())!;
      assert.ok(box.y >= 0 && box.height > 0, 'the focused skip link is on screen');
      await screenshot(page, `keyboard-skip-link-${lang}-${theme}`);
      await page.keyboard.press('Enter');
      await until(() => focused(heading, true), `the skip link lands on the heading with a ring (${lang})`);
      assert.equal(new URL(page.url()).hash, '', 'no #fragment in the URL');
      await screenshot(page, `keyboard-heading-focus-${lang}-${theme}`);
      let tabs = 0;
      while (!(await focused(search)) && tabs < 20) {
        await page.keyboard.press('Tab');
        tabs += 1;
      }
      assert.ok(tabs <= 6, `the list search is ${tabs} Tabs after the heading`);
      // "/" from anywhere outside a text field.
      await heading.focus();
      await page.keyboard.press('/');
      await until(() => focused(search), '/ focuses the list search');
      assert.equal(await search.inputValue(), '', 'the key is not typed into it');
    });
  }

  test('after a navigation the focus is on the new screen’s heading, with a ring only after keys; a drawer keeps its own (en, ADMIN)', async (t) => {
    const lang = 'en';
    const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: '/' });
    await waitForDashboard(page);
    // By keyboard: the palette opens the payments list.
    let results = await palette(page, lang, 'payments');
    await results.getByRole('option').first().waitFor();
    await page.keyboard.press('Enter');
    const payments = page.getByRole('heading', { level: 1, name: text(lang, 'nav.entities.payments') });
    await until(() => focused(payments, true), 'the payments heading has the focus, with a ring');
    await page.keyboard.press('Tab');
    assert.ok(await payments.evaluate((element) => (element.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0), 'Tab goes on after the heading');

    // By mouse: the breadcrumb's link; the heading takes the focus without a ring.
    await page.getByRole('navigation', { name: text(lang, 'shell.breadcrumb.label') }).getByRole('link', { name: text(lang, 'nav.dashboard') }).click();
    const dashboard = page.getByRole('heading', { level: 1, name: text(lang, 'nav.dashboard') });
    await until(() => focused(dashboard, false), 'the dashboard heading has the focus, without a ring');

    // A drawer its route opens keeps the focus (and the list's heading does not take it).
    results = await palette(page, lang, text(lang, 'language.new'));
    await results.getByRole('option', { name: text(lang, 'language.new'), exact: true }).waitFor();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: text(lang, 'language.new') });
    await drawer.waitFor();
    await until(() => drawer.evaluate((element) => element.contains(document.activeElement)), 'the drawer has the focus');
    await settled(page);
    assert.ok(await drawer.evaluate((element) => element.contains(document.activeElement)), `the drawer keeps the focus, not ${await activeElement(page)}`);
  });

  for (const lang of ['fa', 'en'] as const) {
    test(`the palette runs its top result on Enter, and a noun opens its page (${lang}, MODERATOR)`, async (t) => {
      const { page } = await openApp(t, { role: 'MODERATOR', language: lang, path: '/' });
      await waitForDashboard(page);
      const results = await palette(page, lang, lang === 'fa' ? 'گزارش' : 'abuse');
      const queue = results.getByRole('option', { name: text(lang, 'nav.entities.abuses'), exact: true });
      const box = page.getByRole('combobox', { name: text(lang, 'shell.search.label') });
      await until(async () => (await box.getAttribute('aria-activedescendant')) === (await queue.getAttribute('id')), 'the queue is the highlighted top result');
      assert.equal(await results.getByRole('option').first().getAttribute('id'), await queue.getAttribute('id'), 'the queue comes first');
      await screenshot(page, `keyboard-palette-top-${lang}`);
      await page.keyboard.press('Enter');
      await until(() => new URL(page.url()).pathname === '/abuses/manage', 'Enter opens the queue');
      await until(() => focused(page.getByRole('heading', { level: 1, name: text(lang, 'nav.entities.abuses') })), 'the queue’s heading has the focus');
    });
  }
});
