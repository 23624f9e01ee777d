import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { audit, describeViolations } from '../support/a11y';
import { clickAtRest, db, dbUntil, deleteRow, insertCopy, message, rowNamed, search, unique, type Row } from '../support/entities';

type Lang = 'fa' | 'en';

/** A product of the journey's own, so no other journey's rows are deleted or changed. */
const journeyProduct = (lang: Lang) =>
  insertCopy('Product', { title: `${lang === 'fa' ? 'محصول واگرد' : 'Undo product'} ${unique()}`, sku: `UNDO-${unique()}` }) as Row & { title: string };

const titleField = (page: Page, lang: Lang) => page.getByRole('textbox', { name: text(lang, 'product.fields.title'), exact: true });

async function saveTitle(page: Page, lang: Lang, id: string, title: string): Promise<void> {
  await page.goto(new URL(`/products/edit/${id}`, page.url()).href);
  const field = titleField(page, lang);
  await until(async () => (await field.inputValue()) !== '', 'the form shows the product');
  await field.fill(title);
  await page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
  await dbUntil('Product', () => db().get('Product', id)?.title === title, `"${title}" is saved`);
  await page.waitForURL(/\/products\/manage/);
}

describe('undo and history', { concurrency: 2 }, () => {
  for (const lang of ['en', 'fa'] as const) {
    test(`ADMIN deletes a product, undoes it from the toast, deletes it again and restores it from the trash after a reload (${lang})`, async (t) => {
      const product = journeyProduct(lang);
      // One language in the dark theme, so both themes of the new screens are seen.
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme: lang === 'fa' ? 'dark' : 'light', path: '/products/manage' });
      await search(page, lang, product.title);
      await rowNamed(page, product.title).waitFor();

      await deleteRow(page, lang, product.title);
      await dbUntil('Product', () => !db().get('Product', product.id), 'the product is deleted');
      const undo = page.getByRole('button', { name: text(lang, 'undo.actions.undo'), exact: true });
      await undo.click();
      await dbUntil('Product', () => db().get('Product', product.id)?.sku === product.sku, 'Undo brings the product back');
      // The toast closes after its action, and the row comes back.
      await undo.waitFor({ state: 'detached' });
      await rowNamed(page, product.title).waitFor();

      await deleteRow(page, lang, product.title);
      await dbUntil('Product', () => !db().get('Product', product.id), 'the product is deleted again');
      // The toast's Undo goes with the page; the trash is where a deletion is undone after a reload.
      await page.reload();
      const trashLink = page.getByRole('link', { name: message(lang, 'undo.trash.open', { entity: text(lang, 'nav.entities.products') }) });
      await trashLink.waitFor();
      await screenshot(page, `undo-manage-${lang}`);
      await trashLink.click();
      await page.getByRole('heading', { name: message(lang, 'undo.trash.title', { entity: text(lang, 'nav.entities.products') }) }).waitFor();
      const restore = page.getByRole('button', { name: message(lang, 'undo.trash.restoreNamed', { label: product.title }), exact: true });
      await screenshot(page, `undo-trash-${lang}`);
      const violations = await audit(page, 'trash');
      assert.equal(violations.length, 0, describeViolations(violations));
      await restore.click();
      await dbUntil('Product', () => db().get('Product', product.id)?.sku === product.sku, 'Restore brings the product back');
      await restore.waitFor({ state: 'detached' });
      await page.goto(new URL('/products/manage', page.url()).href);
      await search(page, lang, product.title);
      await rowNamed(page, product.title).waitFor();
    });

    test(`ADMIN edits a product twice and restores the first version from its history (${lang})`, async (t) => {
      const product = journeyProduct(lang);
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: `/products/edit/${product.id}` });
      const first = `${product.title} v1`;
      const second = `${product.title} v2`;
      await saveTitle(page, lang, product.id, first);
      await saveTitle(page, lang, product.id, second);

      await page.goto(new URL(`/products/edit/${product.id}`, page.url()).href);
      await until(async () => (await titleField(page, lang).inputValue()) === second, 'the form shows the second version');
      const panel = page.getByRole('region', { name: text(lang, 'undo.history.title'), exact: true });
      // The cards above it (the product's modules) may still be arriving.
      await clickAtRest(panel.getByRole('button', { name: text(lang, 'undo.history.open') }));
      const entries = panel.getByRole('listitem');
      await until(async () => (await entries.count()) === 2, 'both changes are listed');
      const firstChange = entries.nth(1);
      await firstChange.getByRole('row', { name: new RegExp(text(lang, 'product.fields.title')) }).getByRole('cell', { name: first, exact: true }).waitFor();
      await screenshot(page, `undo-history-${lang}`);
      const violations = await audit(page, 'history');
      assert.equal(violations.length, 0, describeViolations(violations));
      await firstChange.getByRole('button', { name: text(lang, 'undo.history.restoreVersion') }).click();
      const confirm = page.getByRole('alertdialog', { name: text(lang, 'undo.history.confirm.title') });
      await confirm.getByRole('button', { name: text(lang, 'undo.history.restoreVersion') }).click();
      await dbUntil('Product', () => db().get('Product', product.id)?.title === first, 'the first version is saved');
      await until(async () => (await titleField(page, lang).inputValue()) === first, 'the form shows the first version');
      await until(async () => (await entries.count()) === 3, 'the restore is in the history');
      assert.equal(db().get('Product', product.id)?.sku, product.sku);
    });
  }
});
