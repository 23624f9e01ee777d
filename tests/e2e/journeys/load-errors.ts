import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { navigate } from '../support/a11y';
import { failOperations, stopServer } from '../support/entities';

type Lang = 'fa' | 'en';

/** The list's error state and the toast both say `kind` happened; Retry then loads the list. */
async function expectLoadFailure(page: Page, lang: Lang, kind: 'network' | 'server', recover: () => Promise<void>, shot: string) {
  const state = page.locator('.list-state[role="alert"]');
  await state.getByRole('heading', { name: text(lang, `errors.loadFailed.${kind}.title`), exact: true }).waitFor();
  await page.getByText(text(lang, `errors.loadFailed.${kind}.toast`), { exact: true }).first().waitFor();
  assert.equal(await state.getByText(text(lang, 'errors.generic'), { exact: true }).count(), 0, 'not the generic error');
  await screenshot(page, shot);

  await recover();
  await state.getByRole('button', { name: text(lang, 'common.actions.retry'), exact: true }).click();
  await until(async () => (await page.getByRole('row').count()) > 1 && (await state.count()) === 0, 'Retry loads the list');
}

describe('a read that failed says what happened and offers Retry', () => {
  for (const [lang, theme] of [['fa', 'light'], ['en', 'dark']] as const) {
    test(`server stopped: "could not reach the server" on the list and in the toast (${lang}-${theme})`, async (t) => {
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme, path: '/' });
      const restart = await stopServer(page);
      await navigate(page, '/langs/manage');
      await expectLoadFailure(page, lang, 'network', restart, `load-errors-network-${lang}-${theme}`);
    });

    test(`failing list query: "the server failed" on the list and in the toast (${lang}-${theme})`, async (t) => {
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme, path: '/' });
      const clear = await failOperations(page, 'LanguageList');
      await navigate(page, '/langs/manage');
      await expectLoadFailure(page, lang, 'server', clear, `load-errors-server-${lang}-${theme}`);
    });
  }
});
