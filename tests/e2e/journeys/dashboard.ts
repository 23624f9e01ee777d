import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { login, openApp, screenshot, text, waitForDashboard } from '../support';

const CHART_CHUNK = /\/assets\/RevenueChart-[\w-]+\.js$/;

/** Waits for the figures and the lazily loaded chart. */
async function dashboardReady(page: Page) {
  await waitForDashboard(page);
  await page.locator('.revenue-chart svg.recharts-surface').waitFor();
  await page.locator('.revenue-chart .recharts-area-curve').waitFor();
}

describe('dashboard', () => {
  test('fa, light: tiles, chart, top media and payments; screenshot', async (t) => {
    const { page } = await openApp(t, { role: 'ADMIN', language: 'fa', theme: 'light', path: '/' });
    await dashboardReady(page);
    for (const id of ['dashboard.chart.title', 'dashboard.topMedia.title', 'dashboard.recentPayments.title']) {
      await page.getByRole('heading', { name: text('fa', id) }).waitFor();
    }
    assert.equal(await page.locator('.kpi-grid [data-tile]').count(), 5);
    // The chart's days run right to left in Persian: the first tick (oldest day) is the right-most.
    const ticks = await page.locator('.recharts-xAxis-tick-labels text').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().x));
    assert.ok(ticks.length > 2 && ticks[0] > ticks[ticks.length - 1], 'x axis reversed in rtl');
    await screenshot(page, 'dashboard-fa-light');
  });

  test('en, dark: screenshot', async (t) => {
    const { page } = await openApp(t, { role: 'ADMIN', language: 'en', theme: 'dark', path: '/' });
    await dashboardReady(page);
    const ticks = await page.locator('.recharts-xAxis-tick-labels text').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().x));
    assert.ok(ticks[0] < ticks[ticks.length - 1], 'x axis left to right in ltr');
    await screenshot(page, 'dashboard-en-dark');
  });

  test('the chart library is its own chunk, loaded by the dashboard only', async (t) => {
    const { page } = await openApp(t, { language: 'en' });
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/login');
    await page.locator('input[name="email"]').waitFor();
    assert.equal(scripts.filter((url) => CHART_CHUNK.test(url)).length, 0, 'login loads no chart');
    await login(page, 'FINANCE');
    await dashboardReady(page);
    assert.equal(scripts.filter((url) => CHART_CHUNK.test(url)).length, 1);
  });

  test('MODERATOR sees no revenue; FINANCE no abuse reports', async (t) => {
    const moderator = await openApp(t, { role: 'MODERATOR', language: 'en', path: '/' });
    await waitForDashboard(moderator.page);
    const tiles = (page: Page) => page.locator('.kpi-grid [data-tile]').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.tile));
    assert.deepEqual(await tiles(moderator.page), ['activeUsers', 'newUsers7d', 'openAbuseReports', 'pendingComments']);
    const finance = await openApp(t, { role: 'FINANCE', language: 'en', path: '/' });
    await waitForDashboard(finance.page);
    assert.deepEqual(await tiles(finance.page), ['activeUsers', 'newUsers7d', 'revenue30d']);
  });
});
