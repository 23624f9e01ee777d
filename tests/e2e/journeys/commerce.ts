import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { sentDocuments } from '../support/documents';
import { db, dbUntil, insertCopy, message, unique, type Row } from '../support/entities';

type Lang = 'fa' | 'en';

const items = (lang: Lang) => text(lang, 'invoice.fields.items');
const item = (page: Page, lang: Lang, index: number) => page.getByRole('group', { name: message(lang, 'fields.list.item', { name: items(lang), index }) });
const totalShown = (page: Page) => page.locator('output.invoice-total__value');

describe('commerce', () => {
  test('FINANCE fills a draft invoice with three items, the total follows, then issues it and it is read-only', async (t) => {
    const lang = 'en';
    const number = `JRN-${unique().toUpperCase()}`;
    const invoice = insertCopy('Invoice', {
      number, status: 'DRAFT', currency: 'USD', issuedAt: null, dueAt: null, payment: null,
      items: [{ description: 'Speaking course', quantity: 1, unitPrice: 1000 }],
    });
    const { page } = await openApp(t, { role: 'FINANCE', language: lang, path: `/invoices/edit/${invoice.id}` });
    await until(async () => (await totalShown(page).innerText()) === '$10.00', 'the total of the one item shows');

    const add = page.getByRole('button', { name: text(lang, 'invoice.fields.items.add') });
    for (const [index, [description, quantity, price]] of [[2, ['Workbook', '2', '7.5']], [3, ['Placement test', '3', '4']]] as const) {
      await add.click();
      const row = item(page, lang, index);
      await row.getByRole('textbox', { name: text(lang, 'invoice.item.description') }).fill(description);
      const qty = row.getByRole('textbox', { name: text(lang, 'invoice.item.quantity') });
      await qty.fill(quantity);
      await qty.press('Tab');
      const unit = row.getByRole('textbox', { name: text(lang, 'invoice.item.unitPrice') });
      await unit.fill(price);
      await unit.press('Tab');
    }
    // 10.00 + 2 × 7.50 + 3 × 4.00, as typed, before anything is saved.
    await until(async () => (await totalShown(page).innerText()) === '$37.00', 'the total follows the three items');
    await screenshot(page, 'commerce-invoice-items-en');

    await page.getByRole('radio', { name: text(lang, 'enum.InvoiceStatus.ISSUED'), exact: true }).check();
    await page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
    // Issuing cannot be undone: it is confirmed first.
    const confirm = page.getByRole('alertdialog', { name: text(lang, 'invoice.issue.title') });
    await confirm.getByRole('button', { name: text(lang, 'invoice.issue.confirm'), exact: true }).click();
    await page.getByText(text(lang, 'form.toast.saved')).first().waitFor();
    const saved = (await dbUntil('Invoice', () => db().get('Invoice', invoice.id)?.status === 'ISSUED', 'the invoice is issued')) as unknown;
    assert.ok(saved);
    const stored = db().get('Invoice', invoice.id) as Row & { items: unknown[]; total: number };
    assert.equal(stored.items.length, 3);
    assert.equal(stored.total, 3700, 'the server computes the same total');

    await page.goto(`/invoices/edit/${invoice.id}`);
    await page.getByText(text(lang, 'invoice.readOnly.issued')).waitFor();
    assert.equal(await page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).count(), 0, 'no Save on an issued invoice');
    assert.equal(await page.getByRole('button', { name: text(lang, 'invoice.fields.items.add') }).count(), 0, 'no Add on its items');
    assert.equal(await item(page, lang, 1).getByRole('textbox', { name: text(lang, 'invoice.item.description') }).getAttribute('readonly'), '');
    await page.getByRole('heading', { name: message(lang, 'invoice.print.title', { code: number }) }).waitFor();
    await screenshot(page, 'commerce-invoice-issued-en');
  });

  test('FINANCE opens a gateway read-only and never receives its secret key', async (t) => {
    const lang = 'fa';
    const gateway = db().all('PayGateway')[0] as Row & { name: string };
    const { page } = await openApp(t, { role: 'FINANCE', language: lang, path: '/paygateways/manage' });
    const secretAsked: string[] = [];
    page.on('request', (request) => {
      // Operations go by hash: read the document each one names.
      for (const document of sentDocuments(request.postData())) if (document.includes('secretKey')) secretAsked.push(document);
    });
    await page.getByRole('link', { name: message(lang, 'records.actions.view', { name: gateway.name }), exact: true }).click();
    // What FINANCE may only read is titled as details, not "Edit".
    const drawer = page.getByRole('dialog', { name: message(lang, 'shell.page.view', { entity: text(lang, 'payGateway.title.one') }) });
    await drawer.getByText(text(lang, 'records.readOnly.noPermission')).waitFor();
    const secret = drawer.getByRole('textbox', { name: text(lang, 'payGateway.fields.secretKey') });
    assert.equal(await secret.inputValue(), '');
    await drawer.getByText(text(lang, 'records.writeOnly.hidden')).waitFor();
    assert.equal(await drawer.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).count(), 0);
    assert.deepEqual(secretAsked, [], 'the admin never asks for the secret key');
    await screenshot(page, 'commerce-gateway-finance-fa');
  });

  test('ADMIN replaces a gateway key; it is stored and never shown again', async (t) => {
    const lang = 'en';
    const name = `Journey gateway ${unique()}`;
    const gateway = insertCopy('PayGateway', { name, secretKey: 'sk_old_value' });
    const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: `/paygateways/edit/${gateway.id}` });
    const drawer = page.getByRole('dialog', { name: text(lang, 'payGateway.edit') });
    const secret = drawer.getByLabel(text(lang, 'payGateway.fields.secretKey'), { exact: true });
    await until(async () => (await drawer.getByRole('textbox', { name: text(lang, 'payGateway.fields.name') }).inputValue()) === name, 'the drawer shows the gateway');
    assert.equal(await secret.inputValue(), '', 'the stored key is not shown');
    assert.equal(await secret.getAttribute('type'), 'password');
    await secret.fill('sk_new_value');
    await drawer.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
    await drawer.waitFor({ state: 'detached' });
    await dbUntil('PayGateway', () => db().get('PayGateway', gateway.id)?.secretKey === 'sk_new_value', 'the new key is stored');

    await page.goto(`/paygateways/edit/${gateway.id}`);
    const again = page.getByRole('dialog', { name: text(lang, 'payGateway.edit') });
    await until(async () => (await again.getByRole('textbox', { name: text(lang, 'payGateway.fields.name') }).inputValue()) === name, 'the drawer shows the gateway again');
    assert.equal(await again.getByLabel(text(lang, 'payGateway.fields.secretKey'), { exact: true }).inputValue(), '', 'the new key is not shown either');
    // Saving without typing a key keeps it (the row object is live: read the flag before the change).
    const sandboxBefore = gateway.sandbox;
    await again.getByRole('switch', { name: text(lang, 'payGateway.fields.sandbox') }).click();
    await again.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
    await again.waitFor({ state: 'detached' });
    await dbUntil('PayGateway', () => db().get('PayGateway', gateway.id)?.sandbox !== sandboxBefore, 'the other change is stored');
    assert.equal(db().get('PayGateway', gateway.id)?.secretKey, 'sk_new_value');
  });

  test('FINANCE adds product attributes on their own screen and reorders them', async (t) => {
    const lang = 'fa';
    const product = insertCopy('Product', { title: `محصول آزمون ${unique()}`, sku: `JRN-${unique()}` });
    const { page } = await openApp(t, { role: 'FINANCE', language: lang, path: `/products/${product.id}/attributes/manage` });
    // The title is an isolate inside the sentence (its own direction), so the heading is found by it.
    await page.getByRole('heading', { name: String(product.title) }).waitFor();
    await page.getByText(text(lang, 'product.attributes.empty')).waitFor();
    for (const [name, value] of [['سطح', 'B1'], ['مدت', '۸ هفته']]) {
      await page.getByRole('button', { name: text(lang, 'product.attributes.add') }).click();
      const drawer = page.getByRole('dialog', { name: text(lang, 'productAttribute.new') });
      await drawer.getByRole('textbox', { name: text(lang, 'productAttribute.fields.name'), exact: true }).fill(name);
      await drawer.getByRole('textbox', { name: text(lang, 'productAttribute.fields.value'), exact: true }).fill(value);
      await drawer.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
      await drawer.waitFor({ state: 'detached' });
      // The attribute's row (a saved toast names it too).
      await page.locator('.attributes-list__row').filter({ hasText: value }).waitFor();
    }
    const names = () => page.locator('.attributes-list__name').allInnerTexts();
    await until(async () => (await names()).join('|') === 'سطح|مدت', 'both attributes are listed in the order added');
    await page.getByRole('button', { name: message(lang, 'product.attributes.moveUp', { name: 'مدت: ۸ هفته' }) }).click();
    await until(async () => (await names()).join('|') === 'مدت|سطح', 'the moved attribute comes first');
    const stored = db().all('ProductAttribute').filter((row) => (row.product as Row | undefined)?.id === product.id);
    const position = (name: string) => stored.find((row) => row.name === name)?.position as number;
    assert.ok(position('مدت') < position('سطح'), 'the new order is stored');
    await screenshot(page, 'commerce-attributes-fa');
  });
});
