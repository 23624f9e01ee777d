import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { db, dbUntil, insertCopy, message, unique } from '../support/entities';

type Lang = 'fa' | 'en';

const LOCALES: Record<Lang, string> = { fa: 'fa-IR', en: 'en-US' };
const textbox = (page: Page, lang: Lang, id: string) => page.getByRole('textbox', { name: text(lang, id), exact: true });

/** What a field's error says: the text its input is described by (empty while it has none). */
const describedAs = (page: Page, lang: Lang, id: string) =>
  textbox(page, lang, id).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '').split(/\s+/).map((ref) => document.getElementById(ref)?.textContent ?? '').join(' ').trim(),
  );

describe('numbers are never changed behind the user’s back', () => {
  for (const [lang, theme] of [['fa', 'light'], ['en', 'dark']] as const) {
    test(`FINANCE types 12.5, 150, -5, "12abc" and Persian digits on a plan (${lang}-${theme})`, async (t) => {
      const plan = insertCopy('Plan', { title: `Numbers ${unique()}`, currency: 'USD', price: 1000, durationDays: 30, discountPercent: 0 });
      const { page } = await openApp(t, { role: 'FINANCE', language: lang, theme, path: `/plans/edit/${plan.id}` });
      await until(async () => (await textbox(page, lang, 'plan.fields.title').inputValue()) === plan.title, 'the form shows the plan');
      const number = (value: number) => new Intl.NumberFormat(LOCALES[lang]).format(value);

      const cases: [string, string, string, string][] = [
        ['plan.fields.durationDays', '12.5', number(12.5), text(lang, 'validation.integer')],
        ['plan.fields.discountPercent', '150', number(150), text(lang, 'validation.percent')],
        ['plan.fields.discountPercent', '-5', number(-5), text(lang, 'validation.percent')],
        ['plan.fields.durationDays', '-5', number(-5), message(lang, 'validation.min', { min: 1 })],
        ['plan.fields.durationDays', '12abc', '12abc', text(lang, 'validation.number')],
      ];
      for (const [id, typed, kept, error] of cases) {
        const field = textbox(page, lang, id);
        await field.fill(typed);
        await field.press('Tab');
        await until(async () => (await describedAs(page, lang, id)) === error, `${typed} in ${id} is explained`);
        assert.equal(await field.inputValue(), kept, `${typed} stays as typed`);
        assert.equal(await field.getAttribute('aria-invalid'), 'true');
      }
      await textbox(page, lang, 'plan.fields.durationDays').fill('12.5');
      await page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
      await page.locator('.form-summary').getByRole('heading', { name: text(lang, 'form.summary') }).waitFor();
      await screenshot(page, `numbers-plan-${lang}-${theme}`);
      assert.equal(new URL(page.url()).pathname, `/plans/edit/${plan.id}`);
      assert.equal(await textbox(page, lang, 'plan.fields.durationDays').inputValue(), number(12.5), 'nothing typed is lost on Save');
      assert.deepEqual(
        (({ durationDays, discountPercent, updatedAt }) => ({ durationDays, discountPercent, updatedAt }))(db().get('Plan', plan.id)!),
        { durationDays: 30, discountPercent: 0, updatedAt: plan.updatedAt },
        'nothing was saved',
      );

      // Persian digits and separators are numbers too, and a number typed just before Ctrl+S is saved.
      await textbox(page, lang, 'plan.fields.durationDays').fill('۹۰');
      await textbox(page, lang, 'plan.fields.discountPercent').fill('۱۵');
      await textbox(page, lang, 'plan.fields.price').fill('۱٬۲۳۴٫۵');
      await page.keyboard.press('Control+s');
      await until(async () => new URL(page.url()).pathname === '/plans/manage', 'the saved plan returns to the list');
      await dbUntil('Plan', () => db().get('Plan', plan.id)?.durationDays === 90, 'the plan is saved');
      const saved = db().get('Plan', plan.id)!;
      assert.deepEqual({ durationDays: saved.durationDays, discountPercent: saved.discountPercent, price: saved.price }, { durationDays: 90, discountPercent: 15, price: 123450 });
    });
  }
});
