import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { audit, describeViolations } from '../support/a11y';
import { UNDO_OFFERS_KEY } from '../../../src/framework/list/trash/undoOffers';
import { clickAtRest, db, dbUntil, deleteRow, insertCopy, message, rowNamed, search, unique, type Row } from '../support/entities';

type Lang = 'fa' | 'en';

/** A product of the journey's own, so no other journey's rows are deleted or changed. */
const journeyProduct = (lang: Lang) =>
  insertCopy('Product', { title: `${lang === 'fa' ? 'محصول واگرد' : 'Undo product'} ${unique()}`, sku: `UNDO-${unique()}` }) as Row & { title: string };

const titleField = (page: Page, lang: Lang) => page.getByRole('textbox', { name: text(lang, 'product.fields.title'), exact: true });

/** A plural message's `other` form for `count` ("2 items were deleted."). */
const otherForm = (lang: Lang, id: string, count: number) =>
  text(lang, id).match(/other \{([^}]*)\}/)![1].replace('#', new Intl.NumberFormat(lang === 'fa' ? 'fa-IR' : 'en-US').format(count));

/** The manage screen's notice that offers Undo of the latest delete, by what it says was deleted. */
const undoNotice = (page: Page, deleted: string) => page.getByRole('status').filter({ hasText: deleted });

/** Reloads, then presses Undo in the notice; it goes once the rows are back. */
async function undoAfterReload(page: Page, lang: Lang, deleted: string, shot: string): Promise<void> {
  await page.reload();
  const notice = undoNotice(page, deleted);
  await notice.waitFor();
  await screenshot(page, shot);
  const violations = await audit(page, 'undo notice');
  assert.equal(violations.length, 0, describeViolations(violations));
  // With the keyboard, as its user would: the focus, on Undo, goes with the notice to the heading.
  const undo = notice.getByRole('button', { name: text(lang, 'undo.actions.undo'), exact: true });
  await undo.focus();
  await page.keyboard.press('Enter');
  await notice.waitFor({ state: 'detached' });
  await until(() => page.evaluate(() => document.activeElement?.tagName === 'H1'), 'the focus goes to the heading');
}

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
      // The toast goes with the page; the notice above the list still offers Undo after a reload
      // (the EDITOR journeys below), and the trash restores whatever was deleted in the last 30 days.
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

    test(`EDITOR deletes a challenge and then two, and undoes each from the notice after a reload (${lang})`, async (t) => {
      const marker = `${lang === 'fa' ? 'چالش واگرد' : 'Undo challenge'} ${unique()}`;
      const [one, two, three] = ['1', '2', '3'].map((n) => insertCopy('Challenge', { title: `${marker} ${n}`, status: 'DRAFT' }) as Row & { title: string });
      // Persian in the light theme and English in the dark one, so the notice is seen in both.
      const { page } = await openApp(t, { role: 'EDITOR', language: lang, theme: lang === 'fa' ? 'light' : 'dark', path: '/challenges/manage' });
      await search(page, lang, marker);
      await rowNamed(page, three.title).waitFor();

      await deleteRow(page, lang, one.title);
      await dbUntil('Challenge', () => !db().get('Challenge', one.id), 'the challenge is deleted');
      await undoAfterReload(page, lang, message(lang, 'undo.offer.one', { label: one.title }), `undo-notice-${lang}-${lang === 'fa' ? 'light' : 'dark'}`);
      await dbUntil('Challenge', () => db().get('Challenge', one.id)?.title === one.title, 'Undo brings the challenge back');
      await rowNamed(page, one.title).waitFor();

      const grid = page.getByRole('grid');
      for (const row of [two, three]) await grid.getByRole('checkbox', { name: message(lang, 'list.grid.selectRow', { name: row.title }) }).check();
      await clickAtRest(page.getByRole('toolbar', { name: text(lang, 'common.actionBar.actions') }).getByRole('button', { name: text(lang, 'list.bulk.delete'), exact: true }));
      const dialog = page.getByRole('alertdialog', { name: otherForm(lang, 'list.confirm.bulkTitle', 2) });
      await clickAtRest(dialog.getByRole('button', { name: text(lang, 'common.actions.delete'), exact: true }));
      await dialog.waitFor({ state: 'detached' });
      await dbUntil('Challenge', () => !db().get('Challenge', two.id) && !db().get('Challenge', three.id), 'both challenges are deleted');
      await undoAfterReload(page, lang, otherForm(lang, 'undo.offer.many', 2), `undo-notice-bulk-${lang}`);
      await dbUntil('Challenge', () => db().get('Challenge', two.id) && db().get('Challenge', three.id), 'Undo brings both back');
      await rowNamed(page, two.title).waitFor();
      await rowNamed(page, three.title).waitFor();
      // Undone is done: nothing is left to offer on the next visit.
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), UNDO_OFFERS_KEY), null);
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
