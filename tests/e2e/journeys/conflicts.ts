import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { audit, describeViolations } from '../support/a11y';
import { db, insertCopy, message, unique } from '../support/entities';

type Lang = 'fa' | 'en';

const button = (scope: Page | Locator, lang: Lang, id: string, values?: Record<string, string>) =>
  scope.getByRole('button', { name: values ? message(lang, id, values) : text(lang, id), exact: true });
const textbox = (page: Page, lang: Lang, id: string) => page.getByRole('textbox', { name: text(lang, id), exact: true });
const presenceNote = (page: Page) => page.locator('.form-presence-note');
/** The form shows the record (a fresh context's first load fetches every chunk: slow on a busy machine). */
const formShows = async (page: Page, lang: Lang, firstName: string) => {
  const field = textbox(page, lang, 'master.fields.firstName');
  await field.waitFor({ timeout: 60_000 });
  await until(async () => (await field.inputValue()) === firstName, 'the form shows the master');
};
const staffName = (role: string) => String(db().all('User').find((user) => user.role === role)?.fullName);

/**
 * Two people edit one master at once (ADMIN and EDITOR, each in a browser context of their own):
 * each sees that the other has it open; ADMIN saves first; EDITOR's save then shows the merge
 * view, keeps ADMIN's first name and their own last name, and the record ends up merged, with
 * what only ADMIN changed (Active) and only EDITOR changed (email) kept without asking.
 */
describe('concurrent edits', { concurrency: 2 }, () => {
  for (const [lang, theme] of [['en', 'light'], ['fa', 'dark']] as const) {
    test(`a stale save shows the merge view and saves the picks (${lang})`, async (t) => {
      const suffix = unique();
      const master = insertCopy('Master', { firstName: 'Shared', lastName: `Record${suffix}`, email: `shared.${suffix}@journey.example.com`, avatarUrl: null, isActive: true });
      const path = `/masters/edit/${master.id}`;
      const admin = (await openApp(t, { role: 'ADMIN', language: lang, theme, path })).page;
      await formShows(admin, lang, 'Shared');
      const editor = (await openApp(t, { role: 'EDITOR', language: lang, theme, path })).page;
      await formShows(editor, lang, 'Shared');

      // Both are told the other has it open, at once over the socket.
      await presenceNote(editor).getByText(staffName('ADMIN')).waitFor();
      await presenceNote(admin).getByText(staffName('EDITOR')).waitFor();
      await screenshot(editor, `conflicts-presence-${lang}-${theme}`);
      const withNote = await audit(editor, `${path} (presence, ${lang})`);
      assert.deepEqual(withNote, [], describeViolations(withNote));

      // EDITOR starts changing both names and the e-mail (an edit in progress is never replaced)...
      const email = `editor.${suffix}@journey.example.com`;
      await textbox(editor, lang, 'master.fields.firstName').fill('Editor first');
      await textbox(editor, lang, 'master.fields.lastName').fill('Editor last');
      await textbox(editor, lang, 'master.fields.email').fill(email);

      // ... while ADMIN saves first: both names, and switches Active off.
      await textbox(admin, lang, 'master.fields.firstName').fill('Admin first');
      await textbox(admin, lang, 'master.fields.lastName').fill('Admin last');
      await admin.getByRole('switch', { name: text(lang, 'master.fields.isActive'), exact: true }).click();
      await button(admin, lang, 'common.actions.save').click();
      await until(() => db().get('Master', master.id)?.firstName === 'Admin first', 'ADMIN’s save is stored');

      // EDITOR is told at once and keeps what they typed; saving on the version they loaded opens the merge view.
      await editor.locator('.form-other-save').waitFor();
      assert.equal(await textbox(editor, lang, 'master.fields.firstName').inputValue(), 'Editor first');
      await button(editor, lang, 'common.actions.save').click();

      const dialog = editor.getByRole('dialog', { name: text(lang, 'conflict.title'), exact: true });
      await dialog.waitFor();
      const who = staffName('ADMIN');
      const firstName = dialog.getByRole('radiogroup', { name: text(lang, 'master.fields.firstName'), exact: true });
      const lastName = dialog.getByRole('radiogroup', { name: text(lang, 'master.fields.lastName'), exact: true });
      assert.equal(await firstName.getByRole('radio', { name: message(lang, 'conflict.keepMine', { value: 'Editor first' }), exact: true }).isChecked(), true);
      assert.equal(await lastName.getByRole('radio', { name: message(lang, 'conflict.keepTheirs', { who, value: 'Admin last' }), exact: true }).isChecked(), false);
      // Only ADMIN changed Active: taken without asking, and said so. Only EDITOR changed the e-mail: not asked either.
      await dialog.getByText(message(lang, 'conflict.taken', { who, fields: text(lang, 'master.fields.isActive') })).waitFor();
      assert.equal(await dialog.getByRole('radiogroup').count(), 2);
      // Nothing typed is lost while the dialog is open: the form still holds it.
      assert.equal(await textbox(editor, lang, 'master.fields.email').inputValue(), email);
      await screenshot(editor, `conflicts-merge-${lang}-${theme}`);
      const merging = await audit(editor, `${path} (merge view, ${lang})`);
      assert.deepEqual(merging, [], describeViolations(merging));

      await firstName.getByRole('radio', { name: message(lang, 'conflict.keepTheirs', { who, value: 'Admin first' }), exact: true }).click();
      await button(dialog, lang, 'conflict.saveMerged').click();
      await editor.waitForURL((url) => url.pathname === '/masters/manage');

      const saved = db().get('Master', master.id)!;
      assert.deepEqual(
        { firstName: saved.firstName, lastName: saved.lastName, email: saved.email, isActive: saved.isActive },
        { firstName: 'Admin first', lastName: 'Editor last', email, isActive: false },
      );
    });
  }
});
