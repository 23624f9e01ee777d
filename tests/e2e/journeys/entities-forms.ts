import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { db, failOperations, insertCopy, message, unique } from '../support/entities';

type Lang = 'fa' | 'en';

const button = (scope: Page | Locator, lang: Lang, id: string) => scope.getByRole('button', { name: text(lang, id), exact: true });
const textbox = (scope: Page | Locator, lang: Lang, id: string) => scope.getByRole('textbox', { name: text(lang, id), exact: true });
const optionText = (page: Page, lang: Lang, index: number) =>
  page.getByRole('textbox', { name: message(lang, 'quiz.options.text', { index }), exact: true });
const correctMark = (page: Page, lang: Lang, index: number, role: 'radio' | 'checkbox') =>
  page.getByRole(role, { name: `${text(lang, 'quiz.options.correct')}: ${message(lang, 'quiz.options.text', { index })}`, exact: true });

/** A master of the journey's own, with a fresh name and email. */
function journeyMaster() {
  const suffix = unique();
  return insertCopy('Master', { firstName: 'Failing', lastName: `Save${suffix}`, email: `failing.${suffix}@journey.example.com`, avatarUrl: null });
}

describe('entity forms', { concurrency: 2 }, () => {
  for (const lang of ['fa', 'en'] as const) {
    test(`quiz messages in ${lang}: two options, and an answer`, async (t) => {
      const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/quiz/new' });
      const summary = page.locator('.form-summary');
      const options = page.getByRole('radiogroup', { name: text(lang, 'quiz.fields.options') });
      // The rich text editor is a lazy chunk: once it replaced its placeholder the form stops moving.
      await page.getByRole('textbox', { name: text(lang, 'quiz.fields.question') }).waitFor();
      await optionText(page, lang, 1).fill(lang === 'fa' ? 'پاریس' : 'Paris');
      // Leave the option first: its error shows on blur and moves Save (see the todo below).
      await optionText(page, lang, 1).press('Tab');
      await until(async () => (await options.getAttribute('aria-invalid')) === 'true', 'the options group is invalid');
      await button(page, lang, 'common.actions.save').click();
      await summary.getByRole('heading', { name: text(lang, 'form.summary') }).waitFor();
      await summary.getByText(text(lang, 'validation.quiz.minOptions')).waitFor();
      // Also under the options themselves.
      await until(async () => (await options.getAttribute('aria-invalid')) === 'true', 'the options group is invalid');
      await page.getByText(text(lang, 'validation.quiz.minOptions')).nth(1).waitFor();
      if (lang === 'fa') await screenshot(page, 'quiz-form-fa-light-errors');

      // Two options, several answers allowed, none marked.
      await optionText(page, lang, 2).fill(lang === 'fa' ? 'رم' : 'Rome');
      await page.getByRole('radio', { name: text(lang, 'enum.MarkingMode.MULTIPLE'), exact: true }).click();
      const first = correctMark(page, lang, 1, 'checkbox');
      assert.equal(await first.isChecked(), true, 'option 1 starts as the answer');
      await first.click();
      await button(page, lang, 'common.actions.save').click();
      await summary.getByText(text(lang, 'validation.answerRequired')).waitFor();
      assert.equal(await summary.getByText(text(lang, 'validation.quiz.minOptions')).count(), 0);
      // In the summary and under the options.
      await page.getByText(text(lang, 'validation.answerRequired')).nth(1).waitFor();
      assert.equal(new URL(page.url()).pathname, '/quiz/new');
    });
  }

  test(
    'one click on Save right after typing a quiz option submits (the blur error must not move Save away from the pointer)',
    async (t) => {
      const lang = 'en';
      const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/quiz/new' });
      await page.getByRole('textbox', { name: text(lang, 'quiz.fields.question') }).waitFor();
      await optionText(page, lang, 1).fill('Paris');
      await button(page, lang, 'common.actions.save').click();
      await page.locator('.form-summary').getByRole('heading', { name: text(lang, 'form.summary') }).waitFor();
    },
  );

  test('MODERATOR may change a learner’s status and nothing else', async (t) => {
    const lang = 'en';
    const learner = db().all('User').filter((row) => row.role === 'LEARNER' && row.status === 'ACTIVE')[37];
    const fullName = learner.fullName;
    const { page } = await openApp(t, { role: 'MODERATOR', language: lang, path: `/users/edit/${learner.id}` });
    const status = page.getByRole('radiogroup', { name: text(lang, 'user.fields.status') });
    const name = textbox(page, lang, 'user.fields.fullName');
    await until(async () => (await name.inputValue()) === fullName, 'the form shows the learner');
    for (const id of ['user.fields.fullName', 'user.fields.email', 'user.fields.mobile']) {
      assert.equal(await textbox(page, lang, id).isEditable(), false, `${id} is read-only`);
    }
    assert.equal(await page.getByRole('combobox', { name: text(lang, 'user.fields.countryCode') }).isEditable(), false, 'country is read-only');
    assert.equal(await status.getAttribute('aria-readonly'), null, 'status is editable');
    const suspended = status.getByRole('radio', { name: text(lang, 'enum.UserStatus.SUSPENDED') });
    assert.equal(await suspended.isEnabled(), true);
    await suspended.click();
    // Typing into a read-only field changes nothing.
    await name.click();
    await page.keyboard.type('x');
    assert.equal(await name.inputValue(), fullName);
    await button(page, lang, 'common.actions.save').click();
    await page.getByText(text(lang, 'form.toast.saved')).first().waitFor();
    await page.waitForURL('**/users/manage**');
    const row = db().get('User', learner.id)!;
    assert.equal(row.status, 'SUSPENDED');
    assert.equal(row.fullName, fullName);
  });

  test('leaving a dirty page form asks: stay keeps the value, leave goes', async (t) => {
    const lang = 'en';
    const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: '/masters/manage' });
    await button(page, lang, 'master.add').click();
    await page.waitForURL('**/masters/new');
    const firstName = textbox(page, lang, 'master.fields.firstName');
    await firstName.fill('Unsaved');
    const guard = page.getByRole('alertdialog', { name: text(lang, 'form.guard.title') });

    // A menu link.
    await page.getByRole('navigation', { name: text(lang, 'shell.nav.label') }).getByRole('link', { name: text(lang, 'nav.entities.langs'), exact: true }).click();
    await guard.waitFor();
    await button(guard, lang, 'form.guard.stay').click();
    await guard.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/masters/new');
    assert.equal(await firstName.inputValue(), 'Unsaved');

    // The browser's Back button.
    await page.goBack();
    await guard.waitFor();
    assert.equal(new URL(page.url()).pathname, '/masters/new');
    await button(guard, lang, 'form.guard.stay').click();
    await guard.waitFor({ state: 'detached' });
    assert.equal(await firstName.inputValue(), 'Unsaved');
    await page.goBack();
    await button(guard, lang, 'form.guard.leave').click();
    await page.waitForURL((url) => url.pathname === '/masters/manage');
    await page.getByRole('grid', { name: text(lang, 'nav.entities.masters') }).waitFor();
  });

  test('closing a dirty drawer with Escape asks (en, dark)', async (t) => {
    const lang = 'en';
    const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme: 'dark', path: '/langs/manage' });
    await button(page, lang, 'language.add').click();
    const drawer = page.getByRole('dialog', { name: text(lang, 'language.new') });
    const title = textbox(drawer, lang, 'language.fields.title');
    await title.fill('Unsaved language');
    await screenshot(page, 'language-drawer-en-dark');
    const guard = page.getByRole('alertdialog', { name: text(lang, 'form.guard.title') });
    await page.keyboard.press('Escape');
    await guard.waitFor();
    await button(guard, lang, 'form.guard.stay').click();
    await guard.waitFor({ state: 'detached' });
    assert.equal(await title.inputValue(), 'Unsaved language');
    await drawer.getByRole('button', { name: text(lang, 'common.actions.cancel'), exact: true }).click();
    await guard.waitFor();
    await button(guard, lang, 'form.guard.leave').click();
    await drawer.waitFor({ state: 'detached' });
    assert.equal(db().all('Language').some((row) => row.title === 'Unsaved language'), false);
  });

  test('an injected server failure keeps every typed value and says the server failed', async (t) => {
    const lang = 'en';
    const master = journeyMaster();
    const before = JSON.stringify(db().get('Master', master.id));
    const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: `/masters/edit/${master.id}` });
    const firstName = textbox(page, lang, 'master.fields.firstName');
    const lastName = textbox(page, lang, 'master.fields.lastName');
    const email = textbox(page, lang, 'master.fields.email');
    await until(async () => (await firstName.inputValue()) === master.firstName, 'the form shows the master');
    const typed = { first: 'Recovered', last: `After${unique()}`, email: `recovered.${unique()}@journey.example.com` };
    await firstName.fill(typed.first);
    await lastName.fill(typed.last);
    await email.fill(typed.email);
    await page.getByRole('textbox', { name: text(lang, 'master.fields.bio') }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Typed before the failure.');

    const restore = await failOperations(page, 'MasterUpdate');
    await button(page, lang, 'common.actions.save').click();
    await page.getByText(text(lang, 'form.saveFailed.server')).first().waitFor();
    assert.equal(new URL(page.url()).pathname, `/masters/edit/${master.id}`);
    assert.deepEqual(
      { first: await firstName.inputValue(), last: await lastName.inputValue(), email: await email.inputValue() },
      typed,
    );
    await page.getByRole('textbox', { name: text(lang, 'master.fields.bio') }).getByText('Typed before the failure.').waitFor();
    assert.equal(JSON.stringify(db().get('Master', master.id)), before, 'nothing changed in the db');

    await restore();
    await button(page, lang, 'common.actions.save').click();
    await page.waitForURL('**/masters/manage**');
    const saved = db().get('Master', master.id)!;
    assert.deepEqual({ first: saved.firstName, last: saved.lastName, email: saved.email }, typed);
    assert.match(JSON.stringify(saved.bio), /Typed before the failure\./);
  });
});
