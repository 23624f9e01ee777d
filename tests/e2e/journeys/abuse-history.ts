import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { shorten } from '../../../src/validation/shorten';
import { openApp, screenshot, text } from '../support';
import { navigate } from '../support/a11y';
import { db, insertCopy, pick, unique, type Row } from '../support/entities';

type Lang = 'fa' | 'en';

/** Issue 19, finding 5, in the history too: a report's reported item is named there, never numbered. */
describe('the history of an abuse report names its reported item', () => {
  for (const [lang, theme] of [['fa', 'light'], ['en', 'dark']] as const) {
    test(`MODERATOR changes what a report is about; its history reads the comment and the title (${lang}-${theme})`, async (t) => {
      const marker = `HST${unique()}`;
      const comment = insertCopy('Comment', { body: `${marker} a comment about the film that runs on past what a history cell shows whole`, status: 'APPROVED', parent: null });
      const media = db().all('Media').find((row) => /^[A-Za-z]{4}/.test(String(row.title))) as Row;
      const report = insertCopy('Abuse', { description: `${marker} report`, status: 'OPEN', handledBy: null, handledAt: null, targetType: 'COMMENT', targetId: comment.id });
      const { page } = await openApp(t, { role: 'MODERATOR', language: lang as Lang, theme, path: `/abuses/edit/${report.id}` });

      await page.getByRole('radio', { name: text(lang, 'enum.AbuseTargetType.MEDIA'), exact: true }).check();
      await pick(page, page.getByRole('combobox', { name: text(lang, 'abuse.fields.targetId') }), String(media.title), String(media.title));
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/abuses/manage');
      assert.equal(db().get('Abuse', report.id)?.targetId, media.id, 'the report is about the media item now');

      await navigate(page, `/abuses/edit/${report.id}`);
      const panel = page.getByRole('region', { name: text(lang, 'undo.history.title') });
      await panel.getByRole('button', { name: text(lang, 'undo.history.open'), exact: true }).click();
      const row = panel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: text(lang, 'abuse.fields.targetId'), exact: true }) }).first();
      await row.waitFor();
      const cells = await row.getByRole('cell').allInnerTexts();
      // Before and after by name (the comment's text cut short as the queue shows it), not `${comment.id}` → `${media.id}`.
      assert.deepEqual(cells, [shorten(String(comment.body)), String(media.title)], 'before and after by name');
      // The "Saved" toast would cover the panel in the picture.
      // Each toast's own close button (a saved record's toast also has Open, which would leave the page).
      for (const close of await page.locator('[role="alertdialog"]').getByRole('button', { name: text(lang, 'common.actions.close'), exact: true }).all()) await close.click();
      await page.locator('[role="alertdialog"]').first().waitFor({ state: 'detached' });
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, `abuse-history-${lang}-${theme}`);
    });
  }
});
