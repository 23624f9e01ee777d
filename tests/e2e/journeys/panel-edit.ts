import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { db, dbUntil, insertCopy, unique } from '../support/entities';
import { activeElement, hasFocus, pressKey } from '../support/keys';
import { audit, describeViolations } from '../support/a11y';
import { gridCell as cell, sentOperations as operations } from '../support/grid';

/*
 * Issue 33, item 7: every list edits in place, a form's related-rows panels and All's 10,000 rows
 * included; selecting rows and bulk edit keep working beside it.
 */

type Lang = 'fa' | 'en';

/** Types `value` as a person does, a key at a time (Persian digits included). */
async function typeKeys(page: Page, value: string): Promise<void> {
  for (const key of value) await pressKey(page, key);
}

const digits = (lang: Lang, value: string) => (lang === 'fa' ? value.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]) : value);

describe('editing beside the list: panels, All, selection', () => {
  for (const lang of ['fa', 'en'] as const satisfies readonly Lang[]) {
    test(`FINANCE sets an attribute's position in the product form's panel; the form is not saved (${lang})`, async (t) => {
      const token = unique();
      const product = insertCopy('Product', { title: `Panel ${token}` });
      const made = ['Level', 'Hours'].map((name, position) => insertCopy('ProductAttribute', { product, name: `${name} ${token}`, value: 'B1', position }));
      const { page } = await openApp(t, { role: 'FINANCE', language: lang, path: `/products/edit/${product.id}` });
      const sent = operations(page);
      const panel = page.getByRole('region', { name: text(lang, 'product.panels.attributes') });
      const grid = panel.getByRole('grid');
      const row = grid.getByRole('row').filter({ hasText: `Hours ${token}` });
      await row.waitFor();
      // The title links to where attributes are edited, as before.
      assert.equal(await row.getByRole('link').getAttribute('href'), `/products/${product.id}/attributes/manage`);

      const position = await cell(grid, row, text(lang, 'productAttribute.fields.position'));
      await position.focus();
      await typeKeys(page, digits(lang, '7'));
      const editor = row.getByRole('textbox', { name: text(lang, 'productAttribute.fields.position') });
      await editor.waitFor();
      const violations = await audit(page, `the product form with a panel cell's editor open (${lang})`, 'moderate');
      assert.equal(violations.length, 0, describeViolations(violations));
      await screenshot(page, `panel-edit-position-${lang}`);
      // Enter saves the cell; the form around it is neither submitted nor left.
      await page.keyboard.press('Enter');
      await dbUntil('ProductAttribute', () => db().get('ProductAttribute', String(made[1].id))?.position === 7, 'the position is saved');
      await editor.waitFor({ state: 'detached' });
      await until(() => position.innerText().then((shown) => shown.includes(digits(lang, '7'))), 'the cell shows it');

      // Ctrl+S in an open editor saves the cell and stays; the form's Ctrl+S would save it and leave.
      const value = await cell(grid, row, text(lang, 'productAttribute.fields.value'));
      await value.focus();
      await page.keyboard.press('F2');
      const valueEditor = row.getByRole('textbox', { name: text(lang, 'productAttribute.fields.value') });
      await valueEditor.waitFor();
      await valueEditor.fill('C1');
      await page.keyboard.press('Control+s');
      await dbUntil('ProductAttribute', () => db().get('ProductAttribute', String(made[1].id))?.value === 'C1', 'Ctrl+S saves the cell');
      await until(() => hasFocus(value), 'the focus is back on the cell').catch(async (error: Error) => {
        throw new Error(`${error.message}; it is on ${await activeElement(page)}`);
      });
      assert.equal(new URL(page.url()).pathname, `/products/edit/${product.id}`, 'still on the product');
      assert.deepEqual(sent.filter((name) => name === 'ProductUpdate'), [], 'the product form was not submitted');
      assert.equal(db().get('Product', String(product.id))?.title, `Panel ${token}`);
    });

    test(`FINANCE edits a payment far down All's 10,000 rows; the editor survives a scroll (${lang})`, async (t) => {
      const token = unique();
      // Last by tracking code: the seeded codes are digits, capitals and pi_….
      const payment = insertCopy('Payment', { trackingCode: `zz-far-${token}`, status: 'PENDING', amount: 120000, currency: 'IRR' });
      const { page } = await openApp(t, { role: 'FINANCE', language: lang, path: '/payments/manage?pageSize=all&sort=TRACKING_CODE:asc', viewport: { width: 1440, height: 900 } });
      const grid = page.getByRole('grid', { name: text(lang, 'nav.entities.payments') });
      await grid.getByRole('rowheader').first().waitFor({ timeout: 30_000 });
      const body = grid.getByRole('rowgroup').last();
      await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      const row = grid.getByRole('row').filter({ hasText: `zz-far-${token}` });
      await row.waitFor();
      const index = Number(await row.getAttribute('aria-rowindex'));
      assert.ok(index > 10_000, `the row is far down: ${index}`);

      const amount = await cell(grid, row, text(lang, 'payment.fields.amount'));
      await amount.focus();
      await typeKeys(page, digits(lang, '135000'));
      const editor = row.getByRole('textbox', { name: text(lang, 'payment.fields.amount') });
      await editor.waitFor();
      // Scrolled back to the top, the row being edited stays, and so do its editor, the focus and the typing.
      await body.evaluate((element) => element.scrollTo({ top: 0 }));
      await grid.locator('[role="row"][aria-rowindex="2"]').waitFor();
      assert.ok(await hasFocus(editor), `the editor keeps the focus; it is on ${await activeElement(page)}`);
      await page.keyboard.press('Enter');
      await dbUntil('Payment', () => db().get('Payment', String(payment.id))?.amount === 135000, 'the amount is saved');
      // The cell shows it at once (All is a snapshot outside the cache).
      const latin = (shown: string) => shown.replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit))).replace(/\D/g, '');
      await until(() => amount.innerText().then((shown) => latin(shown) === '135000'), 'the cell shows the new amount');
      await screenshot(page, `panel-edit-all-far-row-${lang}`);
    });

    test(`EDITOR selects media with Space and a checkbox, bulk-archives them, then edits a cell (${lang})`, async (t) => {
      const token = unique();
      const made = ['a', 'b', 'c'].map((letter) => insertCopy('Media', { title: `Beside ${token} ${letter}`, status: 'DRAFT', isFeatured: false }));
      const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: `/media/manage?q=${token}&sort=TITLE:asc` });
      const grid = page.getByRole('grid', { name: text(lang, 'nav.entities.media') });
      const rows = grid.getByRole('row').filter({ has: page.getByRole('rowheader') });
      await until(async () => (await rows.count()) === 3, 'the three media are listed');
      // Space on an editable cell selects its row (it opens no editor); the second by its checkbox.
      const status = await cell(grid, rows.nth(0), text(lang, 'media.fields.status'));
      await status.focus();
      await page.keyboard.press('Space');
      await until(async () => (await rows.nth(0).getAttribute('aria-selected')) === 'true', 'Space selects the first row');
      assert.equal(await rows.nth(0).locator('[data-cell-editor]').count(), 0, 'no editor opened');
      await rows.nth(1).getByRole('checkbox').check();

      await page.getByRole('toolbar', { name: text(lang, 'common.actionBar.actions') }).getByRole('button', { name: text(lang, 'bulkEdit.action'), exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: text(lang, 'enum.MediaStatus.ARCHIVED'), exact: true }).check();
      await dialog.getByRole('button', { name: /2|۲/ }).filter({ hasText: text(lang, 'bulkEdit.apply').split('{')[0].trim() }).click();
      await dbUntil('Media', () => made.slice(0, 2).every((row) => db().get('Media', String(row.id))?.status === 'ARCHIVED'), 'the two are archived');
      // The report says all were saved; Close (the report's, once it shows).
      await dialog.getByRole('button', { name: text(lang, 'common.actions.close'), exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      // A cell edits as before: the third one's title.
      const title = rows.nth(2).getByRole('rowheader');
      await title.focus();
      await page.keyboard.press('F2');
      const editor = rows.nth(2).getByRole('textbox', { name: text(lang, 'media.fields.title') });
      await editor.waitFor();
      await editor.fill(`Beside ${token} c2`);
      await page.keyboard.press('Enter');
      await dbUntil('Media', () => db().get('Media', String(made[2].id))?.title === `Beside ${token} c2`, 'the title is saved');
      assert.equal(db().get('Media', String(made[2].id))?.status, 'DRAFT', 'the bulk edit left the third alone');
    });
  }
});
