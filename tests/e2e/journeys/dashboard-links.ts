import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { createIntl } from 'react-intl';
import type { Currency } from '../../../src/gql/graphql';
import { formatMoney } from '../../../src/pages/dashboard/money';
import { openApp, screenshot, until, waitForDashboard } from '../support';
import { db } from '../support/entities';

type Lang = 'fa' | 'en';

/** Digits of either script, group separators dropped: '۱٬۲۳۴' and '1,234' are both 1234. */
const numberOf = (text: string) => Number(text.replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0)).replace(/[^\d]/g, ''));

/** The figure a count tile shows. */
const tileFigure = async (page: Page, tile: string) => numberOf(await page.locator(`[data-tile="${tile}"] .kpi__value`).innerText());

/** The total badge of the list on screen, once the list answered for the URL it is at. */
async function listTotal(page: Page): Promise<number> {
  const badge = page.locator('.list-header__title [aria-hidden="true"]');
  await badge.waitFor();
  await page.locator('[role="grid"] [role="row"]').nth(1).waitFor();
  return numberOf(await badge.innerText());
}

/** Clicks a tile on the dashboard and waits for the list it opens. */
async function open(page: Page, tile: string, path: RegExp) {
  await page.locator(`[data-tile="${tile}"] a`).click();
  await page.waitForURL(path);
  return listTotal(page);
}

const COUNT_TILES: [string, RegExp][] = [
  ['activeUsers', /\/users\/manage\?status=ACTIVE$/],
  ['newUsers7d', /\/users\/manage\?createdAtFrom=\d{4}-\d{2}-\d{2}$/],
  ['openAbuseReports', /\/abuses\/manage\?status=OPEN$/],
  ['pendingComments', /\/comments\/manage\?status=PENDING$/],
];

async function eachCountTile(page: Page, lang: Lang) {
  for (const [tile, path] of COUNT_TILES) {
    await waitForDashboard(page);
    const figure = await tileFigure(page, tile);
    assert.ok(figure > 0, `${tile} counts something`);
    await open(page, tile, path);
    // The badge answers for this list's query (not one still on screen from before).
    const total = await until(async () => ((await listTotal(page)) === figure ? figure : false), `${tile}: the list it opens totals ${figure}`).catch(
      async (error: Error) => Promise.reject(new Error(`${error.message}; it shows ${await listTotal(page)}`)),
    );
    assert.equal(total, figure, `${tile} in ${lang}`);
    if (tile === 'newUsers7d') {
      // The list is filtered from the first of the tile's seven days (today and the six before).
      const from = new URL(page.url()).searchParams.get('createdAtFrom')!;
      const first = new Date(`${from}T00:00:00`);
      const today = new Date();
      assert.equal(Math.round((new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime() - first.getTime()) / 86_400_000), 6);
      await screenshot(page, `dashboard-links-new-users-${lang}`);
    }
    await page.goBack();
  }
}

describe('dashboard tiles open what they count', () => {
  test('ADMIN, en dark: each count tile opens a list whose total is its figure', async (t) => {
    const { page } = await openApp(t, { role: 'ADMIN', language: 'en', theme: 'dark', path: '/' });
    await eachCountTile(page, 'en');
  });

  test('ADMIN, fa light: the same in Persian digits', async (t) => {
    const { page } = await openApp(t, { role: 'ADMIN', language: 'fa', theme: 'light', path: '/' });
    await eachCountTile(page, 'fa');
  });

  test('ADMIN: revenue opens the succeeded payments of its 30 days, whose amounts it sums', async (t) => {
    const { page } = await openApp(t, { role: 'ADMIN', language: 'en', path: '/' });
    await waitForDashboard(page);
    const exact = ((await page.locator('[data-tile="revenue30d"] .visually-hidden').textContent()) ?? '').trim();
    const total = await open(page, 'revenue30d', /\/payments\/manage\?status=SUCCEEDED&paidAtFrom=\d{4}-\d{2}-\d{2}$/);
    const from = new URL(page.url()).searchParams.get('paidAtFrom')!;
    const since = new Date(`${from}T00:00:00`).getTime();
    const rows = db().all('Payment').filter((row) => row.status === 'SUCCEEDED' && row.paidAt != null && Date.parse(String(row.paidAt)) >= since);
    assert.equal(total, rows.length, 'the list shows the payments the tile sums');
    const sums = new Map<Currency, number>();
    for (const row of rows) sums.set(row.currency as Currency, (sums.get(row.currency as Currency) ?? 0) + Number(row.amount));
    const intl = createIntl({ locale: 'en-US' });
    const expected = (['IRR', 'USD', 'EUR'] as const).filter((currency) => sums.has(currency)).map((currency) => formatMoney(intl, sums.get(currency)!, currency));
    assert.equal(exact, expected.join(' · '));
    await screenshot(page, 'dashboard-links-revenue-en');
  });
});
