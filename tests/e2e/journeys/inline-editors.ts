import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { audit, describeViolations } from '../support/a11y';
import { db, dbUntil, insertCopy, unique } from '../support/entities';
import { pressKey } from '../support/keys';
import { gridRows as rows } from '../support/grid';

type Lang = 'fa' | 'en';

/*
 * Issue 33, item 2: the editors of dates (the kit's date picker; Jalali in Persian), references
 * (the kit's combobox, searching as the form's field does) and cells edited in the form (a file,
 * rich text: Enter lands in the row's form at that field).
 */

/**
 * axe on the page as it is now (an editor open): nothing serious or critical. `listOpen`: a
 * combobox's list is open, and react-aria hides everything outside the field and its list from
 * assistive technology meanwhile (as the form's comboboxes do), so axe's aria-hidden-focus names
 * the shell's links; that rule alone is left out then, every other one still counts.
 */
async function accessible(page: Page, what: string, listOpen = false): Promise<void> {
  const violations = (await audit(page, what)).filter((violation) => !(listOpen && violation.rule === 'aria-hidden-focus'));
  assert.equal(violations.length, 0, describeViolations(violations));
}

/** The body cell of `row` under the column whose header starts with `name`. */
async function cell(page: Page, row: Locator, name: string): Promise<Locator> {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((header) => header.trim().startsWith(name));
  assert.ok(index >= 0, `a column "${name}" among ${headers.join(' | ')}`);
  // By its place, not its role: an open list of options hides the grid from the accessibility tree.
  const place = await row.locator(`[aria-colindex="${index + 1}"]`).getAttribute('data-cell');
  return page.locator(`[data-cell="${place}"]`);
}

/** Types `typed` into a cell as a person does: the first key opens the editor with it, the rest goes into it. */
async function typeInto(page: Page, target: Locator, typed: string): Promise<Locator> {
  await target.focus();
  const [head, ...rest] = [...typed];
  // A key press, as a keyboard sends one (typing text would only insert it).
  await pressKey(page, head);
  const input = target.locator('[data-cell-editor] input');
  await until(() => input.evaluate((element) => element === document.activeElement).catch(() => false), 'the editor has the focus').catch(async (error: Error) => {
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 300));
    throw new Error(`${error.message}; focus on ${focused}; the cell holds ${(await target.innerHTML()).slice(0, 600)}`);
  });
  await page.keyboard.insertText(rest.join(''));
  return input;
}

/** A wide window, so every column of the users list is on screen. */
const WIDE = { viewport: { width: 1900, height: 1000 } };

describe('cell editors: dates, references, the form', () => {
  for (const lang of ['fa', 'en'] as const satisfies readonly Lang[]) {
    test(`ADMIN sets a challenge's start in its cell: the date picker, then a typed date (${lang})`, async (t) => {
      const token = unique();
      const challenge = insertCopy('Challenge', { title: `Celldate ${token}`, startsAt: '2026-12-01T08:00:00.000Z', endsAt: '2027-02-01T08:00:00.000Z', status: 'DRAFT' });
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: `/challenges/manage?q=${token}`, ...WIDE });
      await until(async () => (await rows(page).count()) === 1, 'the challenge is listed');
      const starts = await cell(page, rows(page).first(), text(lang, 'challenge.fields.startsAt'));
      await starts.focus();
      await page.keyboard.press('Enter');
      // The kit's date picker, in the calendar of the language: its first segment has the focus.
      const segments = starts.getByRole('spinbutton');
      await until(() => segments.first().evaluate((element) => element === document.activeElement).catch(() => false), 'the date picker has the focus');
      const shown = await starts.locator('[data-cell-editor]').innerText();
      assert.ok(lang === 'fa' ? /۱۴۰۵/.test(shown) : /2026/.test(shown), `the picker shows the ${lang === 'fa' ? 'Jalali' : 'Gregorian'} year: ${shown}`);
      await accessible(page, `the challenges list with a date picker open in a cell (${lang})`);
      await page.keyboard.press('Escape');
      await until(async () => (await segments.count()) === 0, 'Escape closes the picker');

      // Typed: Jalali with Persian digits in Persian, year first in English.
      const input = await typeInto(page, starts, lang === 'fa' ? '۱۴۰۵/۱۰/۰۱ ۰۹:۳۰' : '2026-12-22 09:30');
      await page.keyboard.press('Enter');
      await input.waitFor({ state: 'detached', timeout: 5_000 });
      await dbUntil('Challenge', () => db().get('Challenge', challenge.id)?.startsAt !== '2026-12-01T08:00:00.000Z', 'the start is saved');
      // 1 Dey 1405 is 22 December 2026; the day is the browser's, as the picker keeps it.
      const saved = await page.evaluate((iso) => {
        const date = new Date(iso);
        return [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes()];
      }, String(db().get('Challenge', challenge.id)?.startsAt));
      assert.deepEqual(saved, [2026, 12, 22, 9, 30]);
      await screenshot(page, `inline-editors-date-${lang}`);
    });

    test(`ADMIN sets a learner's plan by typing part of its name (${lang})`, async (t) => {
      const token = unique();
      const plans = db().all('Plan');
      const from = plans.find((plan) => plan.title === 'Annual Premium')!;
      // A name only one plan has a part of, in the plans' own language.
      const [part, target] = lang === 'fa' ? ['سه‌ماه', plans.find((plan) => plan.title === 'اشتراک سه‌ماهه')!] : ['Monthly', plans.find((plan) => plan.title === 'Monthly Premium')!];
      const learner = insertCopy('User', { fullName: `Cellref ${token}`, email: `cellref.${token}@example.com`, role: 'LEARNER', status: 'ACTIVE', plan: from });
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: `/users/manage?q=cellref.${token}`, ...WIDE });
      await until(async () => (await rows(page).count()) === 1, 'the learner is listed');
      const row = rows(page).first();
      const planCell = await cell(page, row, text(lang, 'user.fields.plan'));
      const input = await typeInto(page, planCell, part);
      // The search answered: one plan is offered.
      const options = page.getByRole('option');
      await until(async () => (await options.count()) === 1 && (await options.first().innerText()).includes(String(target.title)), `"${part}" finds ${String(target.title)}`);
      await accessible(page, `the users list with a plan combobox open in a cell (${lang})`, true);
      await page.keyboard.press('Enter');
      await input.waitFor({ state: 'detached', timeout: 5_000 });
      await dbUntil('User', () => (db().get('User', learner.id)?.plan as { id: string } | null)?.id === target.id, 'the plan is saved');
      await until(() => planCell.innerText().then((shown) => shown.includes(String(target.title))), 'the cell shows the plan');
    });

    test(`Enter on a media's cover cell lands in its form, in the cover field (${lang})`, async (t) => {
      const token = unique();
      const media = insertCopy('Media', { title: `Cellform ${token}`, slug: `cellform-${token}` });
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: `/media/manage?q=${token}`, ...WIDE });
      await until(async () => (await rows(page).count()) === 1, 'the media is listed');
      const cover = await cell(page, rows(page).first(), text(lang, 'media.columns.cover'));
      assert.equal(await cover.getAttribute('aria-readonly'), null, 'a cover is not read-only: the form edits it');
      await cover.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.endsWith(`/media/edit/${media.id}`));
      await until(() => page.evaluate(() => document.activeElement?.closest('[data-field="coverUrl"]') !== null), 'the cover field has the focus');
      await screenshot(page, `inline-editors-form-field-${lang}`);
    });

    test(`Enter on a banner's image cell opens its drawer, in the image field (${lang})`, async (t) => {
      const token = unique();
      const banner = insertCopy('Banner', { title: `Celldrawer ${token}` });
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: `/banners/manage?q=${token}`, ...WIDE });
      await until(async () => (await rows(page).count()) === 1, 'the banner is listed');
      const image = await cell(page, rows(page).first(), text(lang, 'banner.fields.imageUrl'));
      await image.focus();
      await page.keyboard.press('F2');
      await page.getByRole('dialog').waitFor();
      await until(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"] [data-field="imageUrl"]') !== null), `the image field of ${String(banner.title)} has the focus`);
    });
  }
});
