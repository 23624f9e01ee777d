import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, text, until } from '../support';
import { db, insertCopy, unique } from '../support/entities';

type Lang = 'fa' | 'en';

const para = (value: string) => ({ type: 'paragraph', content: [{ type: 'text', text: value }] });
const item = (value: string) => ({ type: 'listItem', content: [para(value)] });
// Starts with text (Tab used to indent it) and ends with a list (the editor adds a paragraph
// after a final list, which is no change of the person's).
const description = { type: 'doc', content: [para('Intro'), { type: 'bulletList', content: [item('first'), item('second')] }] };

/** Where the focus is: in the editor, in its toolbar, or elsewhere. */
const focusIn = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.closest('.rt-editor') ? 'editor' : active?.closest('[role="toolbar"]') ? 'toolbar' : 'elsewhere';
  });

/** An EDITOR's own challenge with that description, open in its form; Cancel must leave without asking. */
async function openChallenge(t: Parameters<typeof openApp>[0], lang: Lang, theme: 'light' | 'dark') {
  const challenge = insertCopy('Challenge', { title: `Keys ${unique()}`, description });
  const { page } = await openApp(t, { role: 'EDITOR', language: lang, theme, path: `/challenges/edit/${challenge.id}` });
  const title = page.getByRole('textbox', { name: text(lang, 'challenge.fields.title'), exact: true });
  await until(async () => (await title.inputValue()) === challenge.title, 'the form shows the challenge');
  const editor = page.getByRole('textbox', { name: text(lang, 'challenge.fields.description') });
  const leavesWithoutAsking = async () => {
    await page.getByRole('button', { name: text(lang, 'common.actions.cancel'), exact: true }).click();
    await until(async () => new URL(page.url()).pathname === '/challenges/manage', 'Cancel leaves at once');
    assert.equal(await page.getByRole('alertdialog').count(), 0, 'no "Leave without saving?"');
    assert.deepEqual(db().get('Challenge', challenge.id)?.description, description, 'the description is as stored');
  };
  return { page, title, editor, leavesWithoutAsking };
}

describe('rich text: Tab moves on, focus changes nothing', () => {
  for (const [lang, theme] of [['fa', 'light'], ['en', 'dark']] as const) {
    test(`Tab enters and leaves the description in one press each way; the form stays clean (${lang}-${theme})`, async (t) => {
      const { page, title, leavesWithoutAsking } = await openChallenge(t, lang, theme);
      await title.click();
      let presses = 0;
      while ((await focusIn(page)) !== 'editor' && presses < 40) {
        await page.keyboard.press('Tab');
        presses += 1;
      }
      assert.equal(await focusIn(page), 'editor', 'Tab reaches the description');
      await page.keyboard.press('Tab');
      assert.equal(await focusIn(page), 'elsewhere', 'one Tab leaves it');
      await page.keyboard.press('Shift+Tab');
      assert.equal(await focusIn(page), 'editor', 'Shift+Tab comes back');
      await page.keyboard.press('Shift+Tab');
      assert.equal(await focusIn(page), 'toolbar', 'Shift+Tab goes on to its toolbar');
      await leavesWithoutAsking();
    });

    test(`in a list being written, Tab nests and Shift+Tab un-nests; after Esc, Tab leaves (${lang}-${theme})`, async (t) => {
      const { page, editor, leavesWithoutAsking } = await openChallenge(t, lang, theme);
      await editor.getByText('second', { exact: true }).click();
      await page.keyboard.press('End');
      await page.keyboard.press('Tab');
      await until(async () => (await editor.locator('li li').count()) === 1, 'the item is nested');
      assert.equal(await focusIn(page), 'editor');
      await page.keyboard.press('Shift+Tab');
      await until(async () => (await editor.locator('li li').count()) === 0, 'the item is back');
      await page.keyboard.press('Escape');
      assert.equal(await page.getByRole('alertdialog').count(), 0);
      await page.keyboard.press('Tab');
      assert.equal(await focusIn(page), 'elsewhere', 'after Esc, Tab leaves even inside a list');
      // Nested and back again is the description as it was: nothing to lose.
      await leavesWithoutAsking();
    });
  }
});
