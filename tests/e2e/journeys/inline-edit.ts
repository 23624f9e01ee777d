import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { db, dbUntil, insertCopy, unique } from '../support/entities';
import { activeElement, CountedKeys, hasFocus, pressKey, withinBudget } from '../support/keys';
import { audit, describeViolations } from '../support/a11y';
import { gridCell as cell, gridRows as rows, sentOperations as operations } from '../support/grid';

/** axe on the page as it is now (an editor open, a summary shown): nothing serious or critical. */
async function accessible(page: Page, what: string): Promise<void> {
  const violations = await audit(page, what);
  assert.equal(violations.length, 0, describeViolations(violations));
}

type Lang = 'fa' | 'en';

/*
 * Issue 33, editing where you read: a cell opens its editor with Enter, F2 or the key typed,
 * Enter saves and moves down, Escape sends nothing, a cell the viewer may not change says why,
 * a value the field's schema refuses keeps the editor with the field's message.
 */

/**
 * The way from a list filtered by what was typed in its search (the typing not counted): the focus
 * in the search box, Tab on to the first row's name.
 */
async function fromSearch(page: Page, lang: Lang, keys: CountedKeys): Promise<void> {
  await page.getByRole('searchbox', { name: text(lang, 'list.search') }).focus();
  await keys.tabTo(rows(page).first().getByRole('rowheader'), 'the first row');
}

/**
 * The root fields the server answered with data from now on: a persisted query's first try (its
 * hash unknown yet, sent again with the document) answers none, so each request done counts once.
 */
function carriedOut(page: Page): string[] {
  const fields: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/graphql') || response.request().method() !== 'POST') return;
    const body = (await response.json().catch(() => null)) as { data?: Record<string, unknown> | null } | null;
    if (body?.data) fields.push(...Object.keys(body.data));
  });
  return fields;
}

/** The first letter of a label, as a person starts typing it. */
const first = (label: string) => [...label][0];

describe('editing in a cell', () => {
  for (const lang of ['fa', 'en'] as const satisfies readonly Lang[]) {
    test(`EDITOR publishes 10 filtered media from the list in at most 25 keys: one cell, a range, Ctrl+D (${lang})`, async (t) => {
      const token = unique();
      for (let n = 0; n < 10; n += 1) insertCopy('Media', { title: `Inline ${token} ${String(n).padStart(2, '0')}`, status: 'DRAFT', publishedAt: null });
      // Persian in the dark theme, English in the light one: the range's tint and outline are audited in both.
      const { page } = await openApp(t, { role: 'EDITOR', language: lang, theme: lang === 'fa' ? 'dark' : 'light', path: `/media/manage?q=${token}&sort=TITLE:asc` });
      await until(async () => (await rows(page).count()) === 10, 'the 10 media are listed');
      const done = carriedOut(page);
      const keys = new CountedKeys(page, t);
      await fromSearch(page, lang, keys);
      const status = await cell(page, rows(page).first(), text(lang, 'media.fields.status'));
      while (!(await hasFocus(status))) await keys.press(lang === 'fa' ? 'ArrowLeft' : 'ArrowRight');
      const published = text(lang, 'enum.MediaStatus.PUBLISHED');
      // The first row as any cell is edited: a key press (as a Persian keyboard sends one) chooses the label it starts, Enter saves and goes down.
      await keys.press(first(published));
      const editor = rows(page).first().locator('[data-cell-editor]').getByRole('button', { name: new RegExp(published) });
      await until(() => hasFocus(editor), `"${published}" is chosen in the first row`);
      await keys.press('Enter');
      await editor.waitFor({ state: 'detached', timeout: 5_000 });
      const below = await cell(page, rows(page).nth(1), text(lang, 'media.fields.status'));
      await until(() => hasFocus(below), 'Enter went down a row');
      // The list says the first row is saved (as a person sees its mark go) before the fill reads it.
      await page.getByRole('status').filter({ hasText: text(lang, 'gridEdit.saved') }).waitFor({ state: 'attached' });

      // Back up, a range over the ten statuses, Ctrl+D fills the first one down.
      await keys.press('ArrowUp');
      await keys.press('Shift+ArrowDown', 9);
      const last = await cell(page, rows(page).nth(9), text(lang, 'media.fields.status'));
      await until(() => hasFocus(last), 'the range reaches the tenth row');
      assert.equal(await page.locator('[role="gridcell"][aria-selected="true"]').count(), 10, 'ten cells are selected');
      // (The screenshot of the range comes last: a full-page capture resizes the viewport, which re-fits the list.)
      await accessible(page, `a range of ten cells (${lang})`);
      assert.ok(await hasFocus(last), `the range's corner keeps the focus; it is on ${await activeElement(page)}`);
      await keys.press('Control+d');
      const summary = page.getByRole('dialog');
      await summary.waitFor().catch(async (error: Error) => {
        console.log(`  no summary; the focus is on ${await activeElement(page)}, ${await page.locator('[data-range]').count()} cells in the range`);
        await screenshot(page, `inline-edit-fill-stuck-${lang}`);
        throw error;
      });
      assert.ok((await summary.innerText()).includes(lang === 'fa' ? '۹ خانه' : '9 cells'), `the summary counts the 9 cells below: ${await summary.innerText()}`);
      const save = summary.getByRole('button', { name: new RegExp(text(lang, 'common.actions.save').slice(0, 4)) });
      await until(() => hasFocus(save), 'the summary offers Save');
      await keys.press('Enter');

      const ours = () => db().all('Media').filter((row) => String(row.title).startsWith(`Inline ${token}`));
      await dbUntil('Media', () => ours().every((row) => row.status === 'PUBLISHED'), 'the 10 media are published').catch(async (error: Error) => {
        await screenshot(page, `inline-edit-media-stuck-${lang}`);
        throw error;
      });
      await until(() => done.includes('updateRows'), 'the answer to the fill is in');
      assert.deepEqual(done.filter((field) => field === 'updateRows'), ['updateRows'], `the fill is one request: ${done.join(', ')}`);
      withinBudget(keys, 25, `EDITOR publishes 10 filtered media (${lang})`);
      // Save returns the focus to the range's corner, so the range still shows, now all published.
      await until(() => hasFocus(last), 'the focus is back on the range');
      await screenshot(page, `inline-edit-media-range-${lang}`);
    });

    test(`SUPPORT suspends a learner found by e-mail from the users list in at most 12 keys (${lang})`, async (t) => {
      const token = unique();
      const learner = insertCopy('User', { fullName: `Inline ${token}`, email: `inline.${token}@example.com`, role: 'LEARNER', status: 'ACTIVE' });
      const { page } = await openApp(t, { role: 'SUPPORT', language: lang, path: `/users/manage?q=${encodeURIComponent(String(learner.email))}` });
      await until(async () => (await rows(page).count()) === 1, 'the learner is found');
      const keys = new CountedKeys(page, t);
      await fromSearch(page, lang, keys);
      const status = await cell(page, rows(page).first(), text(lang, 'user.fields.status'));
      while (!(await hasFocus(status))) await keys.press(lang === 'fa' ? 'ArrowLeft' : 'ArrowRight');
      await keys.press(first(text(lang, 'enum.UserStatus.SUSPENDED')));
      await until(() => hasFocus(rows(page).first().locator('[data-cell-editor]').getByRole('button', { name: new RegExp(text(lang, 'enum.UserStatus.SUSPENDED')) })), 'Suspended is chosen');
      await accessible(page, `the users list with a status picker open in a cell (${lang})`);
      await keys.press('Enter');
      await dbUntil('User', () => db().get('User', String(learner.id))?.status === 'SUSPENDED', 'the learner is suspended');
      await until(() => status.innerText().then((shown) => shown.includes(text(lang, 'enum.UserStatus.SUSPENDED'))), 'the cell shows it');
      withinBudget(keys, 12, `SUPPORT suspends a learner found by e-mail (${lang})`);

      // The e-mail is not SUPPORT's to change: the cell says so, and Enter on it says why.
      const email = await cell(page, rows(page).first(), text(lang, 'user.fields.email'));
      assert.equal(await email.getAttribute('aria-readonly'), 'true');
      await email.focus();
      await page.keyboard.press('Enter');
      await page.getByText(text(lang, 'inline.locked.field')).first().waitFor();
      assert.equal(await rows(page).first().getByRole('textbox').count(), 0, 'no editor opened');
    });

    test(`ADMIN: Escape sends nothing; a price the schema refuses keeps the editor with its message (${lang})`, async (t) => {
      const token = unique();
      const plan = insertCopy('Plan', { title: `Inline ${token}`, price: 120000, currency: 'IRR', durationDays: 30 });
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: `/plans/manage?q=${token}` });
      await until(async () => (await rows(page).count()) === 1, 'the plan is listed');
      const sent = operations(page);
      const duration = await cell(page, rows(page).first(), text(lang, 'plan.fields.durationDays'));
      await duration.focus();
      await page.keyboard.press('F2');
      const durationEditor = rows(page).first().getByRole('textbox', { name: text(lang, 'plan.fields.durationDays') });
      await durationEditor.waitFor();
      await page.keyboard.press('4');
      await page.keyboard.press('5');
      await page.keyboard.press('Escape');
      await durationEditor.waitFor({ state: 'detached' });
      assert.ok(await hasFocus(duration), `Escape puts the focus back on the cell; it is on ${await activeElement(page)}`);
      assert.deepEqual(sent.filter((name) => /Update/.test(name)), [], 'Escape sent no update');
      assert.equal(db().get('Plan', String(plan.id))?.durationDays, 30);

      const price = await cell(page, rows(page).first(), text(lang, 'plan.fields.price'));
      await price.focus();
      await page.keyboard.press('-');
      await page.keyboard.press('5');
      await page.keyboard.press('Enter');
      const priceEditor = rows(page).first().getByRole('textbox', { name: text(lang, 'plan.fields.price') });
      await until(async () => (await priceEditor.getAttribute('aria-invalid')) === 'true', 'the price is refused in its cell');
      assert.ok(await hasFocus(priceEditor), 'the editor keeps the focus');
      await accessible(page, `a refused price in its cell editor (${lang})`);
      await screenshot(page, `inline-edit-invalid-price-${lang}`);
      assert.deepEqual(sent.filter((name) => /Update/.test(name)), [], 'nothing was sent');
      await page.keyboard.press('Escape');
      await priceEditor.waitFor({ state: 'detached' });

      // A valid price: saved on the server, the cell shows it.
      for (const digit of lang === 'fa' ? '۱۵۰۰۰۰' : '150000') await pressKey(page, digit);
      await page.keyboard.press('Enter');
      await dbUntil('Plan', () => db().get('Plan', String(plan.id))?.price === 150000, 'the new price is saved').catch(async (error: Error) => {
        await screenshot(page, `inline-edit-price-not-saved-${lang}`);
        throw new Error(`${error.message}; the price is ${String(db().get('Plan', String(plan.id))?.price)}`);
      });
    });
  }
});

/** Puts `text` on the clipboard as a spreadsheet does, then presses Ctrl+V on the focused cell. */
async function pasteText(page: Page, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

describe('a block pasted from a spreadsheet', () => {
  for (const lang of ['fa', 'en'] as const satisfies readonly Lang[]) {
    test(`ADMIN pastes 3 rows × 4 columns (Persian digits, Jalali dates in fa): one summary, one request, refusals marked (${lang})`, async (t) => {
      const token = unique();
      const made = ['a', 'b', 'c'].map((letter) => insertCopy('Challenge', { title: `Paste ${token} ${letter}`, status: 'DRAFT', rewardPoints: 10, startsAt: '2026-12-20T08:00:00.000Z', endsAt: '2026-12-30T08:00:00.000Z' }));
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: `/challenges/manage?q=${token}&sort=TITLE:asc`, viewport: { width: 1440, height: 900 } });
      await until(async () => (await rows(page).count()) === 3, 'the 3 challenges are listed');
      const headers = (await page.getByRole('columnheader').allInnerTexts()).map((header) => header.trim());
      const wanted = ['challenge.fields.status', 'challenge.fields.startsAt', 'challenge.fields.endsAt', 'challenge.fields.rewardPoints'].map((id) => text(lang, id));
      const at = headers.findIndex((header) => header.startsWith(wanted[0]));
      assert.deepEqual(wanted.map((label, index) => headers[at + index]?.startsWith(label)), [true, true, true, true], `the four columns side by side: ${headers.join(' | ')}`);
      const sent = operations(page);
      const done = carriedOut(page);

      // Row 1 fine; row 2 ends before it starts (the server refuses the row); row 3 has no such status.
      const block = lang === 'fa'
        ? ['فعال\t۱۴۰۵/۱۰/۰۱ ۱۰:۰۰\t۱۴۰۵/۱۰/۱۵ ۱۸:۰۰\t۱۵۰', 'پیش‌نویس\t۱۴۰۵/۱۱/۰۱ ۰۹:۰۰\t۱۴۰۵/۱۰/۰۱ ۰۹:۰۰\t۲۰۰', 'نامعلوم\t۱۴۰۵/۱۰/۰۱ ۱۰:۰۰\t۱۴۰۵/۱۰/۱۵ ۱۸:۰۰\t۳۰۰']
        : ['Active\t2026-12-22 10:00\t2027-01-05 18:00\t150', 'Draft\t2027-01-21 09:00\t2026-12-22 09:00\t200', 'Unknown\t2026-12-22 10:00\t2027-01-05 18:00\t300'];
      await (await cell(page, rows(page).first(), wanted[0])).focus();
      await pasteText(page, `${block.join('\r\n')}\r\n`);
      const summary = page.getByRole('dialog');
      await summary.waitFor();
      const said = await summary.innerText();
      await screenshot(page, `inline-edit-paste-summary-${lang}`);
      await accessible(page, `the paste summary (${lang})`);
      // 12 cells: the third row's status refused by its reading, the rest sent.
      assert.ok(said.includes(lang === 'fa' ? '۱۲ خانه' : '12 cells'), `the summary counts 12 cells: ${said}`);
      assert.ok(said.includes(lang === 'fa' ? 'نامعلوم' : 'Unknown'), `the refused value is named: ${said}`);
      assert.deepEqual(sent.filter((name) => /Update/.test(name)), [], 'nothing is sent before Confirm');
      await summary.getByRole('button', { name: new RegExp(text(lang, 'common.actions.save').slice(0, 4)) }).click();
      await summary.waitFor({ state: 'detached' });

      const get = (index: number) => db().get('Challenge', String(made[index].id))!;
      await dbUntil('Challenge', () => get(0).status === 'ACTIVE' && get(0).rewardPoints === 150, 'the first row is saved');
      await dbUntil('Challenge', () => get(2).rewardPoints === 300, "the third row's other cells are saved");
      assert.equal(get(1).rewardPoints, 10, 'the refused row changed nothing');
      assert.equal(get(2).status, 'DRAFT', 'the refused status stayed');
      await until(() => done.includes('updateRows'), 'the answer to the paste is in');
      assert.deepEqual(done.filter((field) => field === 'updateRows'), ['updateRows'], `one request carried out: ${done.join(', ')}`);
      // The row the server refused keeps its cells marked with why until they are edited again.
      await until(async () => (await rows(page).nth(1).locator('[data-save="refused"]').count()) > 0, "the refused row's cells are marked");
      await accessible(page, `the list with refused cells marked (${lang})`);
      await screenshot(page, `inline-edit-paste-saved-${lang}`);
    });
  }
});

/** A message with its `{name}` arguments put in (plain ones only). */
const said = (lang: Lang, id: string, values: Record<string, string>) => Object.entries(values).reduce((message, [name, value]) => message.replace(`{${name}}`, value), text(lang, id));

describe("undo of the grid's edits, across a reload", () => {
  for (const lang of ['fa', 'en'] as const satisfies readonly Lang[]) {
    test(`ADMIN edits a plan's price, reloads the tab, Ctrl+Z puts it back on the server in one request and Ctrl+Shift+Z again (${lang})`, async (t) => {
      const token = unique();
      const title = `Undo ${token}`;
      const plan = insertCopy('Plan', { title, price: 120000, currency: 'IRR', durationDays: 30 });
      const priceOf = () => db().get('Plan', String(plan.id))?.price;
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: `/plans/manage?q=${token}` });
      await until(async () => (await rows(page).count()) === 1, 'the plan is listed');
      const priceLabel = text(lang, 'plan.fields.price');
      await (await cell(page, rows(page).first(), priceLabel)).focus();
      for (const digit of lang === 'fa' ? '۱۵۰۰۰۰' : '150000') await pressKey(page, digit);
      // The editor's code loads with the first key: Enter once it holds what was typed.
      const editor = rows(page).first().getByRole('textbox', { name: priceLabel });
      await until(async () => digitsOf(await editor.inputValue().catch(() => '')) === '150000', 'the price is typed in its editor');
      await page.keyboard.press('Enter');
      await dbUntil('Plan', () => priceOf() === 150000, 'the new price is saved');
      // The page has the server's answer (the list says "Saved"): the edit is a step of its undo.
      await page.getByRole('status').filter({ hasText: text(lang, 'gridEdit.saved') }).waitFor({ state: 'attached' });

      await page.reload();
      await until(async () => (await rows(page).count()) === 1, 'the plan is listed again');
      const done = carriedOut(page);
      // Ctrl+Z on any cell of the grid: here the row's name.
      await rows(page).first().getByRole('rowheader').focus();
      await page.keyboard.press('Control+z');
      await dbUntil('Plan', () => priceOf() === 120000, 'the price before is back on the server').catch(async (error: Error) => {
        await screenshot(page, `inline-edit-undo-stuck-${lang}`);
        throw new Error(`${error.message}; the price is ${String(priceOf())}`);
      });
      await page.getByText(said(lang, 'gridEdit.undo.cell', { field: priceLabel, record: title })).first().waitFor();
      await until(() => done.includes('updateRows'), 'the answer to the undo is in');
      assert.deepEqual(done.filter((field) => /update/i.test(field)), ['updateRows'], `one request carried out: ${done.join(', ')}`);
      const price = await cell(page, rows(page).first(), priceLabel);
      await until(async () => digitsOf(await price.innerText()) === '120000', 'the cell shows the price before');
      await screenshot(page, `inline-edit-undone-${lang}`);

      await page.keyboard.press('Control+Shift+z');
      await dbUntil('Plan', () => priceOf() === 150000, 'the price is set again');
      await page.getByText(said(lang, 'gridEdit.redo.cell', { field: priceLabel, record: title })).first().waitFor();
      await until(() => done.filter((field) => field === 'updateRows').length === 2, 'the answer to the redo is in');
      assert.deepEqual(done.filter((field) => /update/i.test(field)), ['updateRows', 'updateRows'], 'the redo is one request too');
      await until(async () => digitsOf(await price.innerText()) === '150000', 'the cell shows the price again');
      await screenshot(page, `inline-edit-redone-${lang}`);
    });
  }
});

/** The digits of a cell's text, Persian ones read as Latin: "۱۲۰٬۰۰۰ ریال" → "120000". */
const digitsOf = (shown: string) => [...shown].map((char) => ('۰۱۲۳۴۵۶۷۸۹'.includes(char) ? String('۰۱۲۳۴۵۶۷۸۹'.indexOf(char)) : char)).join('').replace(/\D/g, '');
