import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, screenshot, text, until, waitForDashboard } from '../support';
import { clickAtRest } from '../support/entities';

type Lang = 'fa' | 'en';

/** Opens the global search from the navbar and types into it. */
async function searchFor(page: Page, lang: Lang, query: string) {
  await page.getByRole('button', { name: text(lang, 'shell.search.button') }).click();
  const box = page.getByRole('combobox', { name: text(lang, 'shell.search.label') });
  await box.fill(query);
  return page.getByRole('listbox');
}

// The shell's search offers the router's pages through context (the shell never imports the router).
describe('global search offers the pages the viewer may open', () => {
  for (const [lang, theme] of [['en', 'light'], ['fa', 'dark']] as const) {
    test(`ADMIN finds a page and opens it (${lang}, ${theme})`, async (t) => {
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme, path: '/' });
      await waitForDashboard(page);
      const results = await searchFor(page, lang, text(lang, 'nav.entities.payments'));
      const option = results.getByRole('option', { name: text(lang, 'nav.entities.payments'), exact: true });
      await option.waitFor();
      await screenshot(page, `shell-search-${lang}-${theme}`);
      await clickAtRest(option);
      await until(async () => new URL(page.url()).pathname === '/payments/manage', 'the payments list opens');
      await page.getByRole('heading', { name: text(lang, 'nav.entities.payments') }).first().waitFor();
    });
  }

  test('SUPPORT is offered payments but not the payment gateways the rules close to them', async (t) => {
    const { page } = await openApp(t, { role: 'SUPPORT', language: 'en', path: '/' });
    await waitForDashboard(page);
    const results = await searchFor(page, 'en', 'Pay');
    await results.getByRole('option', { name: text('en', 'nav.entities.payments'), exact: true }).waitFor();
    const gateways = results.getByRole('option', { name: text('en', 'nav.entities.paygateways'), exact: true });
    assert.equal(await gateways.count(), 0);
  });
});
