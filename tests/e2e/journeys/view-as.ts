import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectedMenu, login, openApp, screenshot, text, until, visibleMenu } from '../support';
import { audit, settled } from '../support/a11y';
import { db } from '../support/entities';

type Lang = 'fa' | 'en';

/**
 * What a screen offers, by accessible names: the menu, the headings, column headers, links,
 * buttons (row actions included) and fields with whether they can be changed. Values and the
 * preview's own banner are left out: the comparison is of what the role may see and do.
 */
async function screenOf(page: Page) {
  await settled(page);
  const menu = (await page.locator('aside.vnav').count()) > 0 ? await visibleMenu(page) : null;
  const main = (await page.evaluate(SCREEN_NAMES)) as string[];
  return { path: new URL(page.url()).pathname, menu, main };
}

/** In the page, as text: the test runner's compiler would add helpers the page does not have. */
const SCREEN_NAMES = `(() => {
  const root = document.querySelector('#main-content, main');
  const nameOf = (node) => {
    const labelled = node.getAttribute('aria-labelledby');
    const byId = labelled ? labelled.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '';
    const label = node.labels?.[0]?.textContent ?? '';
    return (node.getAttribute('aria-label') || byId || label || node.textContent || '').replace(/\\s+/g, ' ').trim();
  };
  const state = (node) => (node.matches(':disabled, [aria-disabled="true"], [readonly], [aria-readonly="true"]') ? ' (locked)' : '');
  const selector = 'h1, h2, [role="columnheader"], a[href], button, input, textarea, select, [role="combobox"], [role="checkbox"], [role="switch"]';
  return [...root.querySelectorAll(selector)]
    .filter((node) => !node.closest('.preview-banner') && node.offsetParent !== null)
    .map((node) => (node.getAttribute('role') ?? node.tagName.toLowerCase()) + ': ' + nameOf(node) + state(node));
})()`;

const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const banner = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'preview.banner.label') });

/** Opens `path` in both pages (the preview reloads too: the server keeps the preview on the session). */
async function sameScreen(preview: Page, real: Page, lang: Lang, path: string) {
  await Promise.all([preview.goto(path), real.goto(path)]);
  // Every signed-in screen has the banner; the 403 page (outside the shell) has none.
  await until(async () => new URL(preview.url()).pathname === '/not-authorized' || (await banner(preview, lang).isVisible()), `${path} opened in the preview`);
  const [seen, expected] = [await screenOf(preview), await screenOf(real)];
  assert.deepEqual(seen, expected, `${path}: the preview shows what SUPPORT sees`);
  // Not two empty screens: each has its heading and what it offers.
  assert.ok(expected.main.some((name) => name.startsWith('h1')) && expected.main.length >= 2, `${path} rendered: ${expected.main.join(' | ')}`);
  return expected;
}

for (const lang of ['fa', 'en'] as const) {
  describe(`view as a role (${lang})`, () => {
    test('ADMIN viewing as SUPPORT sees what SUPPORT sees, cannot save, and Exit returns as ADMIN', async (t) => {
      const support = db().all('User').find((row) => row.email === 'support@example.com')!;
      const learner = db().all('User').find((row) => row.role === 'LEARNER' && row.status === 'ACTIVE' && typeof row.mobile === 'string')!;
      const { page: real } = await openApp(t, { role: 'SUPPORT', language: lang, path: '/' });
      // A session of its own: the run's shared ADMIN token must never be left in a preview.
      const { page } = await openApp(t, { language: lang, theme: lang === 'fa' ? 'light' : 'dark', path: '/login' });
      await login(page, 'ADMIN');
      await page.goto('/roles');
      await page.getByRole('heading', { level: 1, name: text(lang, 'roles.title') }).waitFor();
      const role = text(lang, 'enum.Role.SUPPORT');
      if (lang === 'fa') {
        // By role: the button of the role.
        await page.getByRole('button', { name: text(lang, 'preview.viewAs').replace('{role}', role), exact: true }).click();
      } else {
        // As a user (item 5): conditions on the user are SUPPORT's own (its activity, its saved views).
        await page.locator('.roles-view-as').getByRole('button', { name: new RegExp(escaped(text(lang, 'preview.user'))) }).click();
        await page.getByRole('option', { name: new RegExp(escaped(String(support.fullName))) }).click();
        await page.getByRole('button', { name: text(lang, 'preview.viewAsUser').replace('{name}', String(support.fullName)) }).click();
      }
      // /roles is ADMIN's: the preview is sent where SUPPORT is sent, and shows what SUPPORT is shown.
      await until(() => new URL(page.url()).pathname === '/not-authorized', 'the preview is refused /roles as SUPPORT is');
      await real.goto('/roles');
      await until(() => new URL(real.url()).pathname === '/not-authorized', 'SUPPORT is refused /roles');
      assert.deepEqual(await screenOf(page), await screenOf(real));
      await page.goto('/');
      await banner(page, lang).getByText(role).waitFor();

      const screens = ['/', '/users/manage', `/users/edit/${learner.id}`, '/payments/manage', '/invoices/manage', '/notifs/manage', '/plans/manage', '/media/manage', '/abuses/manage', '/account-settings/account'];
      if (lang === 'en') screens.push('/activity');
      for (const path of screens) {
        const shown = await sameScreen(page, real, lang, path);
        if (path === '/users/manage') assert.ok(shown.main.filter((name) => name.startsWith('columnheader')).length >= 3, 'the users list has its columns');
      }
      assert.deepEqual(await visibleMenu(page), expectedMenu('SUPPORT'));
      assert.deepEqual(await audit(page, '/account-settings/account'), [], 'axe on a screen with the banner');
      await screenshot(page, `view-as-${lang}-banner`);

      // A save is refused by the server with its own message; the form keeps what was typed.
      await page.goto(`/users/edit/${learner.id}`);
      const mobile = page.getByRole('textbox', { name: new RegExp(`^${text(lang, 'user.fields.mobile')}`) });
      await until(async () => (await mobile.inputValue()) !== '', 'the form shows the learner');
      const before = { ...db().get('User', learner.id) };
      await mobile.fill('+989120000034');
      await page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
      await page.locator('.form-failure').getByText(text(lang, 'preview.readOnly')).waitFor();
      assert.equal(await mobile.inputValue(), '+989120000034', 'the form keeps its values');
      assert.equal(db().get('User', learner.id)?.mobile, before.mobile, 'nothing changed on the server');
      assert.equal(db().get('User', learner.id)?.updatedAt, before.updatedAt);

      // Exit: the ADMIN's own session on the same URL, with no sign-in.
      await page.goto('/users/manage');
      await banner(page, lang).getByRole('button', { name: text(lang, 'preview.exit') }).click();
      await until(async () => (await banner(page, lang).count()) === 0, 'the banner is gone');
      assert.equal(new URL(page.url()).pathname, '/users/manage');
      await until(async () => JSON.stringify(await visibleMenu(page)) === JSON.stringify(expectedMenu('ADMIN')), 'the menu is ADMIN’s again');
    });
  });
}
