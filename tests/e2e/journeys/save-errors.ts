import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { db, dbUntil, failOperations, insertCopy, stopServer, unique } from '../support/entities';

type Lang = 'fa' | 'en';

const textbox = (page: Page, lang: Lang, id: string) => page.getByRole('textbox', { name: text(lang, id), exact: true });
const button = (page: Page, lang: Lang, id: string) => page.getByRole('button', { name: text(lang, id), exact: true });

/** A plan of the journey's own, open in its edit form for FINANCE, with a new title and duration typed. */
async function editPlan(t: Parameters<typeof openApp>[0], lang: Lang, theme: 'light' | 'dark') {
  const plan = insertCopy('Plan', { title: `Saving ${unique()}`, durationDays: 30 });
  const { page } = await openApp(t, { role: 'FINANCE', language: lang, theme, path: `/plans/edit/${plan.id}` });
  const title = textbox(page, lang, 'plan.fields.title');
  await until(async () => (await title.inputValue()) === plan.title, 'the form shows the plan');
  const typed = { title: `${String(plan.title)} ${lang === 'fa' ? 'پس از خطا' : 'after the failure'}`, durationDays: '45' };
  await title.fill(typed.title);
  await textbox(page, lang, 'plan.fields.durationDays').fill(typed.durationDays);
  const kept = async () =>
    assert.deepEqual({ title: await title.inputValue(), durationDays: await textbox(page, lang, 'plan.fields.durationDays').inputValue() }, {
      title: typed.title,
      durationDays: new Intl.NumberFormat(lang === 'fa' ? 'fa-IR' : 'en-US').format(45),
    });
  return { page, plan, typed, kept };
}

/** The failure alert says `messageId`, Retry has the focus, nothing typed is lost and nothing was saved. */
async function expectFailure(page: Page, lang: Lang, plan: { id: string; updatedAt?: unknown }, messageId: string, kept: () => Promise<void>) {
  const alert = page.locator('.form-failure');
  await alert.getByText(text(lang, messageId)).waitFor();
  assert.equal(await alert.getAttribute('role'), 'alert', 'the failure is announced');
  await until(() => button(page, lang, 'common.actions.retry').evaluate((node) => node === document.activeElement), 'Retry has the focus');
  assert.equal(new URL(page.url()).pathname, `/plans/edit/${plan.id}`);
  await kept();
  assert.equal(db().get('Plan', plan.id)?.updatedAt, plan.updatedAt, 'nothing was saved');
  assert.equal(await page.locator('.form-summary').count(), 0, 'it is not blamed on the input');
}

describe('a failed save says what happened and offers Retry', () => {
  for (const [lang, theme] of [['fa', 'light'], ['en', 'dark']] as const) {
    test(`server stopped: "could not reach the server", Retry (Enter) saves once it is back (${lang}-${theme})`, async (t) => {
      const { page, plan, typed, kept } = await editPlan(t, lang, theme);
      const restart = await stopServer(page);
      await button(page, lang, 'common.actions.save').click();
      await expectFailure(page, lang, plan, 'form.saveFailed.network', kept);
      await screenshot(page, `save-errors-network-${lang}-${theme}`);

      await restart();
      await page.keyboard.press('Enter');
      await until(async () => new URL(page.url()).pathname === '/plans/manage', 'the saved plan returns to the list');
      await dbUntil('Plan', () => db().get('Plan', plan.id)?.title === typed.title, 'the plan is saved');
      assert.equal(db().get('Plan', plan.id)?.durationDays, 45);
    });

    test(`failing operation (PlanUpdate): the server failed, Retry saves once the fault is cleared (${lang}-${theme})`, async (t) => {
      const { page, plan, typed, kept } = await editPlan(t, lang, theme);
      const clear = await failOperations(page, 'PlanUpdate');
      await page.keyboard.press('Control+s');
      await expectFailure(page, lang, plan, 'form.saveFailed.server', kept);
      await screenshot(page, `save-errors-server-${lang}-${theme}`);

      await clear();
      await button(page, lang, 'common.actions.retry').click();
      await until(async () => new URL(page.url()).pathname === '/plans/manage', 'the saved plan returns to the list');
      await dbUntil('Plan', () => db().get('Plan', plan.id)?.title === typed.title, 'the plan is saved');
    });
  }
});
