import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openApp, screenshot, text } from '../support';
import { db } from '../support/entities';

type Lang = 'fa' | 'en';

/** How an input is drawn: whether its frame (border) and fill show at all. */
async function look(input: Locator): Promise<{ framed: boolean; filled: boolean }> {
  const style = await input.evaluate((node) => {
    const computed = getComputedStyle(node);
    return { border: computed.borderBlockStartColor, borderStyle: computed.borderBlockStartStyle, fill: computed.backgroundColor };
  });
  const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
  return { framed: !transparent(style.border) && style.borderStyle !== 'none', filled: !transparent(style.fill) };
}

const named = (lang: Lang, id: string) => new RegExp(`^${text(lang, id)}`);
const field = (page: Page, lang: Lang, role: 'textbox' | 'combobox', id: string) => page.getByRole(role, { name: named(lang, id) }).first();

describe('read-only looks read-only', { concurrency: 1 }, () => {
  for (const [lang, theme] of [['fa', 'light'], ['en', 'dark']] as const) {
    test(`${lang}-${theme}: an issued invoice shows its values, not inputs`, async (t) => {
      const issued = db().all('Invoice').find((row) => row.status === 'ISSUED' && Array.isArray(row.items) && row.items.length > 0);
      assert.ok(issued, 'the seed has an issued invoice with items');
      const { page } = await openApp(t, { role: 'FINANCE', language: lang, theme, path: `/invoices/edit/${issued.id}`, viewport: { width: 1280, height: 800 } });
      await page.getByText(text(lang, 'invoice.readOnly.issued')).waitFor();

      const number = field(page, lang, 'textbox', 'invoice.fields.number');
      assert.equal(await number.getAttribute('readonly'), '');
      assert.deepEqual(await look(number), { framed: false, filled: false }, 'the number is text, not an input');
      // The status is its value as read-only text, not a group of radios.
      const status = field(page, lang, 'textbox', 'invoice.fields.status');
      assert.equal(await status.inputValue(), text(lang, `enum.InvoiceStatus.${String(issued.status)}`));
      assert.deepEqual(await look(status), { framed: false, filled: false });
      assert.equal(await page.getByRole('radio').count(), 0);
      // The currency: read-only text too, no picker button.
      assert.deepEqual(await look(field(page, lang, 'textbox', 'invoice.fields.currency')), { framed: false, filled: false });
      // The customer: no frame and no button that would open a list.
      const customer = field(page, lang, 'combobox', 'invoice.fields.user');
      assert.deepEqual(await look(customer), { framed: false, filled: false });
      // "Name <email>" in its own direction, on the form's side, next to its label.
      assert.equal(await customer.evaluate((node) => getComputedStyle(node).textAlign), lang === 'fa' ? 'right' : 'left');
      const cell = page.locator('[data-field="userId"]');
      assert.equal(await cell.getByRole('button').filter({ visible: true }).count(), 0, 'no visible button beside the customer');
      // Dates: no calendar button; numbers: no steppers.
      assert.equal(await page.locator('[data-field="issuedAt"]').getByRole('button').filter({ visible: true }).count(), 0);
      const quantity = page.getByRole('textbox', { name: named(lang, 'invoice.item.quantity') }).first();
      assert.deepEqual(await look(quantity), { framed: false, filled: false });
      assert.equal(await page.locator('[data-field="items"] [class*="spectrum-Stepper-button"]').filter({ visible: true }).count(), 0);
      await screenshot(page, `invoice-issued-${lang}-${theme}`);

      // A draft next to it still has inputs, so the difference is the state, not the page.
      const draft = db().all('Invoice').find((row) => row.status === 'DRAFT');
      assert.ok(draft, 'the seed has a draft invoice');
      await page.goto(`/invoices/edit/${draft.id}`);
      const draftNumber = field(page, lang, 'textbox', 'invoice.fields.number');
      await draftNumber.waitFor();
      assert.equal(await draftNumber.getAttribute('readonly'), null);
      assert.equal((await look(draftNumber)).framed, true, 'an editable field keeps its frame');
    });
  }

  test('en-dark: MODERATOR reads a media item’s rich text without a frame or a toolbar', async (t) => {
    const media = db().all('Media').find((row) => row.description != null);
    assert.ok(media, 'the seed has a media item with a description');
    const { page } = await openApp(t, { role: 'MODERATOR', language: 'en', theme: 'dark', path: `/media/edit/${media.id}`, viewport: { width: 1280, height: 800 } });
    const description = page.getByRole('textbox', { name: named('en', 'media.fields.description') });
    await description.waitFor({ timeout: 30_000 });
    assert.equal(await description.getAttribute('aria-readonly'), 'true');
    assert.equal(await page.getByRole('toolbar').count(), 0, 'no formatting toolbar');
    assert.deepEqual(await look(page.locator('.rt-frame').first()), { framed: false, filled: false });
    assert.deepEqual(await look(field(page, 'en', 'textbox', 'media.fields.title')), { framed: false, filled: false });
    await screenshot(page, 'media-readonly-en-dark');
  });

  test('fa-light: SUPPORT sees a learner’s name as read-only text beside the mobile they may change', async (t) => {
    const learner = db().all('User').find((row) => row.role === 'LEARNER' && typeof row.mobile === 'string');
    assert.ok(learner, 'the seed has a learner with a mobile');
    const { page } = await openApp(t, { role: 'SUPPORT', language: 'fa', theme: 'light', path: `/users/edit/${learner.id}` });
    const name = field(page, 'fa', 'textbox', 'user.fields.fullName');
    await name.waitFor();
    assert.equal(await name.getAttribute('readonly'), '');
    assert.deepEqual(await look(name), { framed: false, filled: false });
    const mobile = field(page, 'fa', 'textbox', 'user.fields.mobile');
    assert.equal(await mobile.getAttribute('readonly'), null);
    assert.equal((await look(mobile)).framed, true);
    // Role is SUPPORT's to read only: its value as text, not a greyed-out picker.
    assert.equal(await field(page, 'fa', 'textbox', 'user.fields.role').getAttribute('readonly'), '');
    await screenshot(page, 'user-support-readonly-fa-light');
  });
});
