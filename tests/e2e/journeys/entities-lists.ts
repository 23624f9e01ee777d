import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { audit, describeViolations } from '../support/a11y';
import { choose, db, grid, message, rowNamed, search } from '../support/entities';

type Lang = 'fa' | 'en';

/** What the payments screen shows: its rows in view and every list control. */
async function paymentsScreen(page: Page, lang: Lang) {
  const table = grid(page, lang, 'payments');
  return {
    rows: await table.getByRole('rowheader').allInnerTexts(),
    status: await page.getByRole('search').getByRole('button', { name: text(lang, 'payment.fields.status') }).innerText(),
    pageSize: await page.getByRole('button', { name: text(lang, 'list.pagination.pageSize') }).innerText(),
    range: await page.getByRole('navigation', { name: text(lang, 'list.pagination.label') }).locator('.list-pagination__range').innerText(),
    sortedBy: await table.getByRole('columnheader', { name: text(lang, 'payment.fields.amount') }).getAttribute('aria-sort'),
  };
}

type Screen = Awaited<ReturnType<typeof paymentsScreen>>;

/** Polls until the screen shows `expected` (rows arrive after the controls). */
async function showsAgain(page: Page, lang: Lang, expected: Screen, what: string) {
  let last: Screen | undefined;
  try {
    await until(async () => {
      last = await paymentsScreen(page, lang);
      return JSON.stringify(last) === JSON.stringify(expected);
    }, what);
  } catch (error) {
    assert.deepEqual(last, expected, String(error));
  }
}

describe('entity lists', () => {
  test('All on payments: the footer counts every payment and the last row can be scrolled to (en)', async (t) => {
    const lang = 'en';
    const total = db().all('Payment').length;
    assert.ok(total >= 10_000, `payments in the db: ${total}`);
    const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: '/' });
    await page.getByRole('navigation', { name: text(lang, 'shell.nav.label') }).waitFor();
    const table = grid(page, lang, 'payments');
    const started = performance.now();
    await page.goto('/payments/manage?pageSize=all');
    const count = total.toLocaleString('en-US');
    const range = message(lang, 'list.pagination.range', { min: '1', max: count, count });
    await page.getByRole('navigation', { name: text(lang, 'list.pagination.label') }).getByText(range, { exact: true }).waitFor({ timeout: 30_000 });
    await table.getByRole('rowheader').first().waitFor();
    const rendered = performance.now() - started;
    console.log(`    All on payments: ${total} rows rendered in ${Math.round(rendered)} ms (navigation to first rows and footer)`);
    assert.equal(await table.getAttribute('aria-rowcount'), String(total + 1));
    // Virtualized: only the rows in view are in the DOM.
    assert.ok((await table.getByRole('row').count()) < 100);

    const scrolled = performance.now();
    await table.getByRole('rowgroup').last().evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
    const last = table.locator(`[role="row"][aria-rowindex="${total + 1}"]`);
    await last.waitFor();
    console.log(`    All on payments: scrolled to the last row in ${Math.round(performance.now() - scrolled)} ms`);
    const box = await last.boundingBox();
    const view = await table.getByRole('rowgroup').last().boundingBox();
    assert.ok(box && view && box.y >= view.y - 1 && box.y + box.height <= view.y + view.height + 1, 'the last row is in view');

    // The long page's grid is a grid for the keyboard and for assistive technology too.
    // A click would open the row (as its edit action does): focus the cell instead.
    const lastHeader = last.getByRole('rowheader');
    await lastHeader.focus();
    await page.keyboard.press('ArrowUp');
    await table.locator(`[role="row"][aria-rowindex="${total}"] [role="rowheader"]:focus`).waitFor();
    await page.keyboard.press('Control+Home');
    await table.locator('[role="row"][aria-rowindex="2"] [role="rowheader"]:focus').waitFor();
    await page.keyboard.press('Space');
    await table.locator('[role="row"][aria-rowindex="2"][aria-selected="true"]').waitFor();
    const violations = await audit(page, '/payments/manage?pageSize=all');
    assert.equal(violations.length, 0, describeViolations(violations));
  });

  // Measured alone; the rest share the browser two at a time.
  describe('state and views', { concurrency: 2 }, () => {
    test('a payments list link keeps its state through reload and Back (fa)', async (t) => {
      const lang = 'fa';
      const failed = db().all('Payment').filter((row) => row.status === 'FAILED').length;
      const path = '/payments/manage?status=FAILED&sort=AMOUNT:asc&page=2&pageSize=20';
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, path });
      const table = grid(page, lang, 'payments');
      const numbers = new Intl.NumberFormat('fa-IR');
      const range = message(lang, 'list.pagination.range', { min: numbers.format(21), max: numbers.format(40), count: numbers.format(failed) });
      await until(async () => (await paymentsScreen(page, lang)).range === range, 'the footer shows rows 21–40 of the failed payments');
      await until(async () => (await table.getByRole('rowheader').count()) >= 10, 'the rows are shown');
      const state = await paymentsScreen(page, lang);
      assert.deepEqual(
        { status: state.status, pageSize: state.pageSize, sortedBy: state.sortedBy },
        { status: text(lang, 'enum.PaymentStatus.FAILED'), pageSize: numbers.format(20), sortedBy: 'ascending' },
      );
      assert.equal(await table.getByRole('gridcell', { name: text(lang, 'enum.PaymentStatus.SUCCEEDED'), exact: true }).count(), 0);
      await screenshot(page, 'payments-manage-fa-light');
      const url = page.url();

      await page.reload();
      await showsAgain(page, lang, state, 'the reloaded list looks the same');
      assert.equal(page.url(), url);

      await page.getByRole('navigation', { name: text(lang, 'shell.nav.label') }).getByRole('link', { name: text(lang, 'nav.dashboard'), exact: true }).click();
      await page.waitForURL((next) => next.pathname === '/');
      await page.goBack();
      await showsAgain(page, lang, state, 'Back shows the same list');
      assert.equal(page.url(), url);
    });

    test(
      'choosing status, sort, page size 20 and page 2 on the screen puts them all in the URL',
      async (t) => {
        const lang = 'en';
        const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: '/payments/manage' });
        const table = grid(page, lang, 'payments');
        await table.getByRole('rowheader').first().waitFor();
        await choose(page, page.getByRole('search').getByRole('button', { name: text(lang, 'payment.fields.status') }), text(lang, 'enum.PaymentStatus.FAILED'));
        await page.waitForURL((url) => url.searchParams.get('status') === 'FAILED');
        // A click on a sortable header sorts, ascending first (its edge resizes).
        await table.getByRole('columnheader', { name: text(lang, 'payment.fields.amount') }).click();
        await page.waitForURL((url) => /^amount:asc$/i.test(url.searchParams.get('sort') ?? ''));
        await choose(page, page.getByRole('button', { name: text(lang, 'list.pagination.pageSize') }), '20');
        await page.waitForURL((url) => url.searchParams.get('pageSize') === '20');
        const failed = db().all('Payment').filter((row) => row.status === 'FAILED').length.toLocaleString('en-US');
        await until(async () => (await paymentsScreen(page, lang)).range === `1–20 of ${failed}`, 'the footer shows 20 rows');
        await page.getByRole('button', { name: text(lang, 'list.pagination.next') }).click();
        await page.waitForURL((url) => url.searchParams.get('page') === '2');
        const params = new URL(page.url()).searchParams;
        assert.deepEqual(
          { status: params.get('status'), sort: params.get('sort')?.toLowerCase(), page: params.get('page'), pageSize: params.get('pageSize') },
          { status: 'FAILED', sort: 'amount:asc', page: '2', pageSize: '20' },
        );
      },
    );

    test('user view page (fa)', async (t) => {
      const lang = 'fa';
      const payer = db().all('Payment').find((row) => (row.user as { role: string }).role === 'LEARNER' && row.status === 'SUCCEEDED')!;
      const user = payer.user as { id: string; fullName: string };
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: `/user/view/${user.id}` });
      await page.getByRole('heading', { name: user.fullName }).first().waitFor();
      await page.getByRole('heading', { name: text(lang, 'user.view.payments') }).waitFor();
      await page.getByText(payer.trackingCode as string).first().waitFor();
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
      await screenshot(page, 'user-view-fa-light');
    });

    test(
      'a page form returns to the list with its search',
      async (t) => {
        const lang = 'en';
        const master = db().all('Master')[3];
        const name = `${master.firstName} ${master.lastName}`;
        const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: '/masters/manage' });
        await grid(page, lang, 'masters').getByRole('rowheader').first().waitFor();
        await search(page, lang, master.email as string);
        await rowNamed(page, name).waitFor();
        await page.getByRole('link', { name: message(lang, 'list.actions.editRow', { name }), exact: true }).click();
        await page.waitForURL(`**/masters/edit/${master.id}`);
        await page.getByRole('button', { name: text(lang, 'common.actions.cancel'), exact: true }).click();
        await page.waitForURL('**/masters/manage**');
        assert.equal(new URL(page.url()).searchParams.get('q'), master.email);
      },
    );
  });
});
