import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openApp, screenshot, text, until } from '../support';
import { db, dbUntil, deleteRow, insertCopy, search, unique, type Row } from '../support/entities';
import { nextInvoiceNumber, invoicePrefix } from '../../../src/entities/commerce/invoiceNumber';

type Lang = 'fa' | 'en';
const DAY = 86_400_000;

for (const lang of ['fa', 'en'] as const satisfies Lang[]) {
  describe(`daily flows (${lang})`, () => {
    test('MODERATOR: the queue shows when each report was filed, oldest first; Resolve keeps the focus on the next row; Undo puts it back', async (t) => {
      const marker = `Q${unique()}`;
      // Filed 3, 2 and 1 days ago, inserted newest first so that the order is the sort's, not the insert's.
      const reports = [1, 2, 3].map((days) => {
        const row = insertCopy('Abuse', { description: `${marker} report ${days}`, status: 'OPEN', handledBy: null, handledAt: null });
        (db().get('Abuse', row.id) as Row).createdAt = new Date(Date.now() - days * DAY).toISOString();
        return row;
      }).reverse();
      const { page } = await openApp(t, { role: 'MODERATOR', language: lang, path: '/abuses/manage' });
      await search(page, lang, marker);
      const table = page.getByRole('grid');
      await until(async () => (await table.getAttribute('aria-rowcount')) === '4', 'the three reports are listed');
      const filed = table.getByRole('columnheader', { name: text(lang, 'moderation.columns.filed') });
      assert.equal(await filed.getAttribute('aria-sort'), 'ascending', 'the queue sorts by filing date, oldest first');
      assert.ok((await filed.innerText()).includes(text(lang, 'list.sort.oldestFirst')), 'the header says "oldest first"');
      const keys = await table.locator('[role="row"][data-key]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-key')));
      assert.deepEqual(keys, reports.map((row) => row.id), 'oldest first');
      // The oldest has waited three days (the catalogs' plural, in the page's digits).
      await table.locator(`[data-key="${reports[0].id}"]`).getByText(lang === 'fa' ? '۳ روز' : '3 days').waitFor();
      // Review is not drawn with the eye that opens records.
      assert.equal(await table.locator('[data-action="review"] .tabler-icon-eye').count(), 0);

      const resolveOf = (id: string) => table.locator(`[data-key="${id}"] [data-action="resolve"]`);
      await resolveOf(reports[0].id).focus();
      await page.keyboard.press('Enter');
      await dbUntil('Abuse', () => db().get('Abuse', reports[0].id)?.status === 'RESOLVED', 'the oldest report is resolved');
      await until(async () => (await table.getAttribute('aria-rowcount')) === '3', 'it leaves the open queue');
      await until(
        () => page.evaluate((id) => document.activeElement?.closest('[data-key]')?.getAttribute('data-key') === id && document.activeElement?.getAttribute('data-action') === 'resolve', reports[1].id),
        'the focus is on Resolve of the next report',
      );
      await screenshot(page, `lifecycle-abuse-queue-${lang}`);
      const undo = page.locator('.kit-toast').getByRole('button', { name: text(lang, 'undo.actions.undo'), exact: true });
      await undo.first().click();
      await dbUntil('Abuse', () => db().get('Abuse', reports[0].id)?.status === 'OPEN', 'Undo opens the report again');
      await until(async () => (await table.getAttribute('aria-rowcount')) === '4', 'it is back in the queue');
    });

    test('sign-in: a wrong password is told in the page language at once; Forgot password opens on the first click', async (t) => {
      const { page } = await openApp(t, { language: lang, path: '/login' });
      const email = page.getByRole('textbox', { name: text(lang, 'auth.fields.email') });
      // Focus the empty e-mail and leave it by clicking the link: it navigates on that click.
      await email.focus();
      await page.getByRole('link', { name: text(lang, 'auth.login.forgot') }).click();
      await page.waitForURL((url) => url.pathname === '/forgot-password');
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/login');
      await email.fill('admin@example.com');
      await page.getByLabel(text(lang, 'auth.fields.password')).fill('not-the-password');
      await page.getByRole('button', { name: text(lang, 'auth.login.submit') }).click();
      await page.getByRole('alert').filter({ hasText: text(lang, 'auth.invalidCredentials') }).waitFor();
      await screenshot(page, `lifecycle-signin-wrong-password-${lang}`);
    });

    test('ADMIN saves a product another person deleted: Restore and save brings it back with the change; the toast opens it', async (t) => {
      const title = `L${unique()} product`;
      const product = insertCopy('Product', { title, sku: `SKU-${unique()}` });
      const editor = await openApp(t, { role: 'ADMIN', language: lang, path: `/products/edit/${product.id}` });
      const field = editor.page.getByRole('textbox', { name: text(lang, 'product.fields.title'), exact: true });
      await until(async () => (await field.inputValue()) === title, 'the form shows the product');
      await field.fill(`${title} edited`);

      const other = await openApp(t, { role: 'ADMIN', language: lang, path: '/products/manage' });
      await search(other.page, lang, title);
      await deleteRow(other.page, lang, title);
      await dbUntil('Product', () => !db().get('Product', product.id), 'the product is deleted');

      await editor.page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
      const alert = editor.page.getByRole('alert').filter({ hasText: text(lang, 'form.deleted.title') });
      await alert.waitFor();
      assert.equal(await editor.page.getByText(text(lang, 'validation.checkInput')).count(), 0, 'not "check input"');
      await screenshot(editor.page, `lifecycle-deleted-record-${lang}`);
      await alert.getByRole('button', { name: text(lang, 'form.deleted.restore') }).click();
      await dbUntil('Product', () => db().get('Product', product.id)?.title === `${title} edited`, 'restored with the change');
      const open = editor.page.getByRole('button', { name: text(lang, 'form.toast.open'), exact: true });
      const toast = editor.page.locator('.kit-toast').filter({ has: open }).first();
      await toast.waitFor();
      const said = await toast.innerText();
      assert.ok(said.includes(`${title} edited`), `the toast names the product: ${said}`);
      await toast.getByRole('button', { name: text(lang, 'form.toast.open'), exact: true }).click();
      await editor.page.waitForURL((url) => url.pathname === `/products/edit/${product.id}`);
    });

    test("FINANCE: a new invoice proposes the year's next number and today's date", async (t) => {
      const now = new Date();
      const { page } = await openApp(t, { role: 'FINANCE', language: lang, path: '/invoices/new' });
      const last = db().all('Invoice').map((row) => String(row.number)).filter((number) => number.startsWith(invoicePrefix(now))).sort().at(-1) ?? null;
      const number = page.getByRole('textbox', { name: text(lang, 'invoice.fields.number'), exact: true });
      await until(async () => (await number.inputValue()) === nextInvoiceNumber(last, now), 'the next number is proposed');
      const issued = page.getByRole('group', { name: text(lang, 'invoice.fields.issuedAt'), exact: true });
      await until(async () => ((await issued.getByRole('spinbutton').first().getAttribute('aria-valuenow')) ?? '') !== '', "today's date is proposed");
      await screenshot(page, `lifecycle-new-invoice-${lang}`);
    });

    test('ADMIN: a payment that went through is read-only and says why', async (t) => {
      const payment = insertCopy('Payment', { status: 'SUCCEEDED', trackingCode: `LC${unique().toUpperCase()}` });
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: `/payments/edit/${payment.id}` });
      await page.getByText(text(lang, 'payment.readOnly.settled')).first().waitFor();
      assert.equal(await page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).count(), 0, 'no Save');
      await screenshot(page, `lifecycle-payment-readonly-${lang}`);

      // Its one change is Refund, in the list: final, so it asks first, naming the payment.
      await page.goto('/payments/manage');
      await search(page, lang, String(payment.trackingCode));
      const refund = page.getByRole('row').filter({ hasText: String(payment.trackingCode) }).getByRole('button', { name: new RegExp(`^${text(lang, 'payment.actions.refund')} `) });
      await refund.click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      assert.ok((await dialog.innerText()).includes(String(payment.trackingCode)), `the question names the payment: ${await dialog.innerText()}`);
      await screenshot(page, `lifecycle-payment-refund-${lang}`);
      await dialog.getByRole('button', { name: text(lang, 'common.actions.cancel'), exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(db().get('Payment', String(payment.id))?.status, 'SUCCEEDED', 'Cancel refunds nothing');
      await refund.click();
      await dialog.getByRole('button', { name: text(lang, 'payment.actions.refund'), exact: true }).click();
      await dbUntil('Payment', () => db().get('Payment', String(payment.id))?.status === 'REFUNDED', 'the payment is refunded');
    });

    test('EDITOR: a published item says why its status is locked', async (t) => {
      const media = insertCopy('Media', { status: 'PUBLISHED', title: `Locked ${unique()}` });
      const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: `/media/edit/${media.id}` });
      await page.getByText(text(lang, 'ability.reason.publishedMediaStatus')).first().waitFor();
      assert.equal(await page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).count(), 1, 'the rest of the item stays editable');
    });
  });
}
