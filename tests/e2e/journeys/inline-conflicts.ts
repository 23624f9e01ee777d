import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openApp, screenshot, text, until } from '../support';
import { audit, describeViolations } from '../support/a11y';
import { db, dbUntil, insertCopy, message, unique } from '../support/entities';
import { activeElement, hasFocus, pressKey } from '../support/keys';
import { apiAs, listening, rowListeners } from '../support/live';
import { gridCell as cell, gridRows as rows, sentOperations as operations } from '../support/grid';

type Lang = 'fa' | 'en';

/*
 * Issue 33, item 4: ADMIN edits a plan's cell while someone else (FINANCE, through the API; the
 * list hears of it live) changes the same row. The same field: the cell offers theirs / mine,
 * and each choice does what it says on the server. Another field: the edit saves beside theirs.
 */

/** The digits of a text, Persian ones read as Latin: "۱۲۰٬۰۰۰ ریال" → "120000". */
const digitsOf = (shown: string) => [...shown].map((char) => ('۰۱۲۳۴۵۶۷۸۹'.includes(char) ? String('۰۱۲۳۴۵۶۷۸۹'.indexOf(char)) : char)).join('').replace(/\D/g, '');
const typed = (lang: Lang, digits: string) => (lang === 'fa' ? [...digits].map((digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]).join('') : digits);

/** A plan of the journey's own, listed alone, with ADMIN's list subscribed to live changes. */
async function planOpen(t: Parameters<typeof openApp>[0], lang: Lang) {
  const token = unique();
  const title = `Conflict ${token}`;
  const plan = insertCopy('Plan', { title, price: 120000, currency: 'IRR', durationDays: 30 });
  const before = rowListeners('Plan');
  const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: `/plans/manage?q=${token}` });
  await until(async () => (await rows(page).count()) === 1, 'the plan is listed');
  await listening('Plan', before);
  const finance = await apiAs('FINANCE');
  const theySave = (input: string) => finance(`mutation ($id: ID!) { planUpdate(id: $id, input: { ${input} }) { userErrors { message } } }`, { id: plan.id });
  const saved = () => db().get('Plan', String(plan.id))!;
  const priceLabel = text(lang, 'plan.fields.price');
  /** Types `digits` over the price cell, waiting for its editor to hold them. */
  const typePrice = async (digits: string) => {
    await (await cell(page, rows(page).first(), priceLabel)).focus();
    for (const digit of typed(lang, digits)) await pressKey(page, digit);
    const editor = rows(page).first().getByRole('textbox', { name: priceLabel });
    await until(async () => digitsOf(await editor.inputValue().catch(() => '')) === digits, 'the price is typed in its editor');
    return editor;
  };
  /** Closes the page and waits until its live subscription is gone, so the next journey counts its own. */
  const close = async () => {
    await page.context().close();
    await until(() => rowListeners('Plan') <= before, 'the list’s live subscription ended');
  };
  return { page, title, saved, theySave, typePrice, priceLabel, close };
}

describe('theirs / mine in a cell', () => {
  for (const lang of ['fa', 'en'] as const satisfies readonly Lang[]) {
    test(`FINANCE changes a plan's price while ADMIN types it: theirs / mine, each choice kept on the server (${lang})`, async (t) => {
      const { page, title, saved, theySave, typePrice, priceLabel, close } = await planOpen(t, lang);
      const editor = await typePrice('150000');
      await theySave('price: 130000, durationDays: 45');
      // The live update changes the other cells; the open editor keeps its place, its text and the focus.
      const duration = await cell(page, rows(page).first(), text(lang, 'plan.fields.durationDays'));
      await until(async () => digitsOf(await duration.innerText()) === '45', 'the live change shows in the duration cell');
      assert.equal(digitsOf(await editor.inputValue()), '150000', 'the editor keeps what was typed');
      assert.ok(await hasFocus(editor), `the editor keeps the focus; it is on ${await activeElement(page)}`);

      await page.keyboard.press('Enter');
      const financeName = String(db().all('User').find((user) => user.role === 'FINANCE')?.fullName);
      const dialog = page.getByRole('dialog', { name: message(lang, 'gridEdit.conflict.title', { field: priceLabel, record: title }) });
      await dialog.waitFor();
      await dialog.getByText(financeName).first().waitFor();
      assert.equal(saved().price, 130000, 'nothing of ADMIN’s was written');
      const violations = await audit(page, `theirs / mine (${lang})`);
      assert.equal(violations.length, 0, describeViolations(violations));
      await screenshot(page, `inline-conflict-choice-${lang}`);

      // Keep theirs (the focus starts there): nothing is sent; the cell shows their price; the focus is back on it.
      const sent = operations(page);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      const price = await cell(page, rows(page).first(), priceLabel);
      await until(async () => digitsOf(await price.innerText()) === '130000', 'the cell shows their price');
      await until(() => hasFocus(price), 'the focus is back on the price cell');
      assert.deepEqual(sent.filter((name) => /Update/.test(name)), [], 'Keep theirs sent nothing');
      assert.equal(saved().price, 130000);

      // Again, and this time Use mine: saved, expecting their value.
      await typePrice('160000');
      await theySave('price: 135000');
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: text(lang, 'gridEdit.conflict.useMine'), exact: true }).click();
      await dbUntil('Plan', () => saved().price === 160000, 'ADMIN’s price is saved');
      assert.equal(saved().durationDays, 45, 'their other change is kept');
      await close();
    });

    test(`FINANCE changes another field of the row meanwhile: ADMIN's edit saves and both are kept (${lang})`, async (t) => {
      const { page, saved, theySave, typePrice, close } = await planOpen(t, lang);
      await typePrice('150000');
      await theySave('durationDays: 60');
      const duration = await cell(page, rows(page).first(), text(lang, 'plan.fields.durationDays'));
      await until(async () => digitsOf(await duration.innerText()) === '60', 'the live change shows in the duration cell');
      await page.keyboard.press('Enter');
      await dbUntil('Plan', () => saved().price === 150000, 'the price is saved');
      assert.equal(saved().durationDays, 60, 'their change is kept');
      await page.getByRole('status').filter({ hasText: text(lang, 'gridEdit.saved') }).waitFor({ state: 'attached' });
      assert.equal(await page.getByRole('dialog').count(), 0, 'no choice is offered');
      await close();
    });
  }
});
