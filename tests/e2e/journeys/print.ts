import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { insertCopy, message, unique, type Row } from '../support/entities';
import { occurrences, printToPdf, type PdfPage } from '../support/pdf';

type Lang = 'fa' | 'en';

/** A4 in PostScript points, give or take rounding. */
const A4 = { width: 595, height: 842 };
const ITEMS = 60;
const pad = (n: number) => String(n).padStart(2, '0');

/** window.print opens a dialog a headless browser cannot show: counted instead (the document is then printed by page.pdf). */
async function stubPrint(page: Page): Promise<void> {
  await page.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
}
const printed = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);

/** A customer of this journey's own, with a Latin name (a marker pdf.js reads in either language). */
function customer(token: string): Row {
  return insertCopy('User', { fullName: `Paper ${token}`, email: `paper.${token}@example.com`, role: 'LEARNER', status: 'ACTIVE' });
}

function invoice(user: Row, number: string, status: string, items: number): Row {
  const issuedAt = new Date().toISOString();
  return insertCopy('Invoice', {
    number, status, user, currency: 'USD', payment: null,
    issuedAt: status === 'DRAFT' ? null : issuedAt,
    dueAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    // An English product name in every line, its Latin marker numbered: each must print once, in order.
    items: Array.from({ length: items }, (_, index) => ({ description: `Line-${pad(index + 1)} English Grammar`, quantity: 1 + (index % 3), unitPrice: 1250 })),
    total: Array.from({ length: items }, (_, index) => (1 + (index % 3)) * 1250).reduce((a, b) => a + b, 0),
  });
}

async function openInvoice(page: Page, lang: Lang, row: Row): Promise<void> {
  await page.goto(`/invoices/edit/${row.id}`);
  await page.getByRole('heading', { name: message(lang, 'invoice.print.title', { code: String(row.number) }) }).waitFor();
}

const lineOrder = (pages: PdfPage[]) => pages.flatMap((one) => [...one.text.replace(/\s+/g, '').matchAll(/Line-(\d\d)/g)].map((match) => Number(match[1])));

for (const lang of ['fa', 'en'] as const) {
  describe(`print (${lang})`, () => {
    test(`a ${ITEMS}-line invoice prints on A4 with the lines' header on every page and its total after them (${lang})`, async (t) => {
      const token = unique();
      const row = invoice(customer(token), `PRN-${token.toUpperCase()}`, 'ISSUED', ITEMS);
      const { page } = await openApp(t, { role: 'FINANCE', language: lang, path: '/' });
      await openInvoice(page, lang, row);
      const pages = await printToPdf(page, `print-invoice-${lang}`);

      assert.ok(pages.length >= 2, `${ITEMS} lines take more than one page (${pages.length})`);
      for (const one of pages) {
        assert.ok(Math.abs(one.width - A4.width) < 2 && Math.abs(one.height - A4.height) < 2, `A4, not ${one.width}×${one.height}`);
        assert.equal(occurrences(one.text, text(lang, 'invoice.item.description')), 1, 'the lines\' header on every page');
        assert.equal(occurrences(one.text, text(lang, 'invoice.item.unitPrice')), 1);
      }
      assert.deepEqual(lineOrder(pages), Array.from({ length: ITEMS }, (_, index) => index + 1), 'every line once, in order');
      const last = pages.at(-1)!.text;
      assert.ok(occurrences(last, text(lang, 'invoice.print.amountDue')) === 1, 'what is owed, after the lines');
      assert.equal(occurrences(pages[0].text, text(lang, 'invoice.print.amountDue')), 0, 'the total only once, at the end');
      const first = pages[0].text;
      assert.ok(occurrences(first, `Paper${token}`) + occurrences(first, `${token}Paper`) >= 1, 'the customer');
      assert.ok(occurrences(first, text(lang, 'invoice.print.issuer')) >= 1, "the service's name");
      assert.ok(occurrences(first, String(row.number)) >= 1, 'its number');
      const year = new Intl.DateTimeFormat(lang === 'fa' ? 'fa-IR-u-ca-persian' : 'en-US', { year: 'numeric' }).format(new Date()).replace(/[^\d۰-۹]/g, '');
      assert.ok(first.normalize('NFKC').includes(year), `the year of the issue date in the viewer's calendar and digits (${year})`);
      if (lang === 'fa') assert.ok(!first.includes(String(new Date().getFullYear())), 'no Gregorian year');
      else assert.doesNotMatch(first, /[۰-۹]/, 'no Persian digits in English');
      // The admin around it stays off the paper.
      const all = pages.map((one) => one.text).join(' ');
      assert.equal(occurrences(all, text(lang, 'invoice.print.action')), 0, 'no Print button');
      assert.equal(occurrences(all, text(lang, 'shell.appTitle')), 0, 'no navigation');
      assert.equal(occurrences(all, text(lang, 'invoice.print.watermark.DRAFT')), 0, 'no stamp on an issued invoice');
      // How the paper looks, for a person to review (a print-media screenshot is one long page).
      await page.emulateMedia({ media: 'print' });
      await screenshot(page, `print-invoice-paper-${lang}`);
      await page.emulateMedia({ media: null });
    });

    test(`a draft invoice is stamped on every page; the user view's Print opens it and the print dialog (${lang})`, async (t) => {
      const token = unique();
      const user = customer(token);
      const row = invoice(user, `PRN-${token.toUpperCase()}`, 'DRAFT', ITEMS);
      const { page } = await openApp(t, { role: 'FINANCE', language: lang, path: `/user/view/${user.id}` });
      await stubPrint(page);
      await page.getByRole('button', { name: message(lang, 'invoice.print.row', { number: String(row.number) }) }).click();
      await page.getByRole('heading', { name: message(lang, 'invoice.print.title', { code: String(row.number) }) }).waitFor();
      await until(async () => (await printed(page)) === 1, 'the print dialog opens once');
      assert.match(page.url(), new RegExp(`/invoices/edit/${row.id}$`));
      const pages = await printToPdf(page, `print-invoice-draft-${lang}`);
      assert.ok(pages.length >= 2);
      for (const one of pages) assert.equal(occurrences(one.text, text(lang, 'invoice.print.watermark.DRAFT')) >= 1, true, 'the DRAFT stamp on every page');
      await screenshot(page, `print-invoice-draft-${lang}`);
      // A reload does not print again.
      await page.addInitScript(() => {
        const counted = window as unknown as { printed: number };
        counted.printed = 0;
        window.print = () => {
          counted.printed += 1;
        };
      });
      await page.reload();
      await page.getByRole('heading', { name: message(lang, 'invoice.print.title', { code: String(row.number) }) }).waitFor();
      assert.equal(await page.evaluate(() => (window as unknown as { printed?: number }).printed ?? 0), 0);
    });

    test(`a filtered list prints its rows with the filter and the date, without the admin around it (${lang})`, async (t) => {
      const token = unique();
      const user = customer(token);
      const numbers = [1, 2, 3].map((n) => `PRN-${token.toUpperCase()}-${n}`);
      invoice(user, numbers[0], 'DRAFT', 1);
      invoice(user, numbers[1], 'DRAFT', 2);
      invoice(user, numbers[2], 'ISSUED', 1);
      const { page } = await openApp(t, { role: 'FINANCE', language: lang, path: `/invoices/manage?userId=${user.id}&status=DRAFT` });
      const grid = page.getByRole('grid');
      await grid.getByText(numbers[0]).waitFor();
      await grid.getByText(numbers[1]).waitFor();
      await stubPrint(page);
      await page.getByRole('button', { name: text(lang, 'list.print.action'), exact: true }).click();
      await until(async () => (await printed(page)) === 1, 'Print opens the print dialog');
      assert.equal(await page.locator('.list-print tbody tr').count(), 2, 'the rows the list holds, on paper');

      await page.emulateMedia({ media: 'print' });
      await screenshot(page, `print-list-paper-${lang}`);
      await page.emulateMedia({ media: null });
      const pages = await printToPdf(page, `print-list-${lang}`);
      const all = pages.map((one) => one.text).join(' ');
      assert.ok(occurrences(all, numbers[0]) === 1 && occurrences(all, numbers[1]) === 1, 'the filtered rows');
      assert.equal(occurrences(all, numbers[2]), 0, 'not the rows the filter leaves out');
      assert.equal(occurrences(all, text(lang, 'list.print.filters').replace(':', '')), 1, 'the filter line');
      assert.ok(occurrences(all, text(lang, 'enum.InvoiceStatus.DRAFT')) >= 3, "the filter's status beside the rows' own");
      assert.ok(occurrences(pages[0].text, text(lang, 'invoice.fields.number')) === 1, "the columns' header");
      // (Not Print's own word: the date line says "printed".)
      for (const id of ['list.actions.export', 'invoice.add', 'list.pagination.pageSize', 'list.search', 'shell.appTitle']) {
        assert.equal(occurrences(all, text(lang, id)), 0, `no ${text(lang, id)} on paper`);
      }
      await until(async () => (await page.locator('.list-print').count()) === 0, 'the paper table goes after printing');

      // Ctrl+P does the same as Print (from the list's tools, where the focus is).
      await page.keyboard.press('Control+p');
      await until(async () => (await printed(page)) === 2, 'Ctrl+P opens the print dialog');
      assert.equal(await page.locator('.list-print tbody tr').count(), 2);
    });
  });
}
