import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test, type TestContext } from 'node:test';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Page } from 'playwright-core';
import { openApp, text } from '../support';
import { db, insertCopy, unique } from '../support/entities';
import { unzipText } from '../support/zip';

type Lang = 'fa' | 'en';

/** A catalog message with plural arguments too, as the app formats it. */
const formatted = (lang: Lang, id: string, values: Record<string, number | string>) =>
  String(new IntlMessageFormat(text(lang, id), lang === 'fa' ? 'fa-IR' : 'en-US').format(values));

const unescape = (xml: string) => xml.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

interface SheetCellXml {
  /** `s` (shared string), `str`, `inlineStr`, `b`, or '' for a number (dates are numbers). */
  type: string;
  value: string;
  style: string;
  hasFormula: boolean;
}

/** The first sheet's rows of cells (by column letter), its view, and the workbook's number formats, read from the XML. */
function readSheet(files: Map<string, string>) {
  const shared = [...(files.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) =>
    unescape([...match[1].matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((part) => part[1]).join('')),
  );
  const xml = files.get('xl/worksheets/sheet1.xml')!;
  const rows = [...xml.matchAll(/<row [^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells = new Map<string, SheetCellXml>();
    for (const cell of row[1].matchAll(/<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[2];
      const type = /\bt="(\w+)"/.exec(attributes)?.[1] ?? '';
      const raw = /<v>([\s\S]*?)<\/v>/.exec(cell[3] ?? '')?.[1] ?? '';
      cells.set(cell[1], { type, value: type === 's' ? shared[Number(raw)] : unescape(raw), style: /\bs="(\d+)"/.exec(attributes)?.[1] ?? '0', hasFormula: /<f[\s>]/.test(cell[3] ?? '') });
    }
    return cells;
  });
  const styles = files.get('xl/styles.xml')!;
  const numFmts = new Map([...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)].map((match) => [match[1], unescape(match[2])]));
  const xfs = [...(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(/<xf [^>]*numFmtId="(\d+)"/g)].map((match) => match[1]);
  // Built-in formats have no <numFmt> element: 49 is Text ("@").
  const builtIn: Record<string, string> = { '49': '@' };
  const formatOf = (cell: SheetCellXml | undefined) => {
    const id = cell ? xfs[Number(cell.style)] : undefined;
    return id === undefined ? undefined : (numFmts.get(id) ?? builtIn[id] ?? id);
  };
  return { rows, rightToLeft: /<sheetView[^>]*rightToLeft="1"/.test(xml), frozen: /<pane [^>]*ySplit="1"[^>]*state="frozen"/.test(xml), formatOf };
}

/** Presses Export Excel and answers the saved file's bytes. */
async function exportXlsx(page: Page, lang: Lang): Promise<Buffer> {
  const button = page.getByRole('button', { name: text(lang, 'list.actions.exportXlsx'), exact: true });
  await button.waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  assert.match(download.suggestedFilename(), /^payments-\d{4}-\d{2}-\d{2}\.xlsx$/);
  return readFile((await download.path())!);
}

/** Four failed payments of the journey's own (one in dollars), on a plan whose title reads as a formula, and one that succeeded. */
function journeyPayments(tag: string) {
  const plan = insertCopy('Plan', { title: `=SUM(1,2) ${tag}`, price: 120000, currency: 'IRR', durationDays: 30 });
  const user = insertCopy('User', { fullName: `Xlsx ${tag}`, email: `${tag}@example.com`, mobile: null });
  const gateway = db().all('PayGateway').find((row) => typeof row.secretKey === 'string')!;
  const paidAt = ['2026-11-26T07:45:00.000Z', '2026-03-20T20:30:00.000Z', '2026-01-02T10:00:00.000Z', '2025-12-31T23:59:00.000Z'];
  const failed = paidAt.map((at, index) =>
    insertCopy('Payment', {
      user, plan, gateway, status: 'FAILED', trackingCode: `X${tag}${index}`.toUpperCase(), paidAt: at,
      amount: index === 3 ? 1250 : 1_250_000 + index, currency: index === 3 ? 'USD' : 'IRR',
    }),
  );
  insertCopy('Payment', { user, plan, gateway, status: 'SUCCEEDED', trackingCode: `X${tag}OK`.toUpperCase(), paidAt: paidAt[0], amount: 5, currency: 'IRR' });
  return { plan, gateway, failed };
}

async function exportPayments(t: TestContext, lang: Lang) {
  const tag = `xl${unique()}`;
  const { plan, gateway, failed } = journeyPayments(tag);
  // Newest first (the list's default sort); user, gateway and status hidden by the column choice.
  const { page } = await openApp(t, { role: 'FINANCE', language: lang, path: `/payments/manage?status=FAILED&q=${tag}&cols=trackingCode,plan,amount,paidAt` });
  const files = unzipText(await exportXlsx(page, lang));
  const sheet = readSheet(files);

  assert.equal(sheet.rows.length, 1 + failed.length, 'a header and the four failed payments, not the one that succeeded');
  const paidAt = text(lang, 'payment.fields.paidAt');
  const header = [...sheet.rows[0].values()].map((cell) => cell.value);
  assert.deepEqual(header, [
    text(lang, 'payment.fields.trackingCode'), text(lang, 'payment.fields.plan'), text(lang, 'payment.fields.amount'), paidAt,
    ...(lang === 'fa' ? [formatted(lang, 'list.export.jalaliColumn', { column: paidAt })] : []),
  ]);
  assert.equal(sheet.rightToLeft, lang === 'fa', 'right to left in fa only');
  assert.ok(sheet.frozen, 'the header row is frozen');

  const body = sheet.rows.slice(1);
  const byDate = [...failed].sort((a, b) => String(b.paidAt).localeCompare(String(a.paidAt)));
  assert.deepEqual(body.map((row) => row.get('A')!.value), byDate.map((row) => row.trackingCode), 'in the list sort');
  for (const [index, row] of body.entries()) {
    const payment = byDate[index];
    const amount = row.get('C')!;
    assert.equal(amount.type, '', 'amounts are numbers');
    assert.equal(Number(amount.value), payment.currency === 'USD' ? 12.5 : payment.amount);
    assert.match(sheet.formatOf(amount)!, new RegExp(`"${payment.currency}"$`));
    const date = row.get('D')!;
    assert.equal(date.type, '', 'a date is a date cell');
    assert.equal(sheet.formatOf(date), 'yyyy-mm-dd hh:mm');
    assert.ok(Number(date.value) > 45_000 && Number(date.value) < 47_000, `a date serial: ${date.value}`);
    if (lang === 'fa') {
      const jalali = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(String(payment.paidAt)));
      assert.equal(row.get('E')!.value, jalali);
    } else assert.equal(row.get('E'), undefined);
    // The title that reads as a formula is a text cell in the text format, never a formula.
    const title = row.get('B')!;
    assert.equal(title.type, 's');
    assert.equal(title.value, plan.title);
    assert.equal(sheet.formatOf(title), '@');
  }
  assert.ok(body.every((row) => [...row.values()].every((cell) => !cell.hasFormula)), 'no formula anywhere');
  const everything = [...files.values()].join('\n');
  assert.ok(!everything.includes(String(gateway.secretKey)), "FINANCE's file holds no gateway secret");
  return { page, tag, failed };
}

/** The whole list's export, imported back: the dry run would change nothing (each row is already there). */
async function importBack(page: Page, lang: Lang, tag: string, count: number) {
  await page.goto(`/payments/manage?status=FAILED&q=${tag}&cols=trackingCode,user,plan,amount,gateway,status,paidAt`);
  const bytes = await exportXlsx(page, lang);
  await page.getByRole('button', { name: text(lang, 'import.open'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'payments.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
  await dialog.getByRole('button', { name: formatted(lang, 'import.check', { count }), exact: true }).click();
  const report = dialog.getByRole('status');
  // Every value read back equal to the stored row: 0 to import, 0 with problems, every row unchanged.
  await report.getByText(formatted(lang, 'import.report.check', { passed: 0, refused: 0 })).waitFor();
  await report.getByText(formatted(lang, 'import.report.unchanged', { count })).waitFor();
  assert.equal(await report.getByRole('list', { name: text(lang, 'import.report.refusedRows') }).count(), 0, 'no row has problems');
  assert.equal(await dialog.getByRole('button', { name: formatted(lang, 'import.run', { count: 0, skipped: 0 }), exact: true }).isDisabled(), true, 'nothing to import');
}

describe('XLSX export', { concurrency: 2 }, () => {
  for (const lang of ['fa', 'en'] as const) {
    test(`FINANCE exports failed payments with three columns hidden, and the file imports back as no change (${lang})`, async (t) => {
      const { page, tag, failed } = await exportPayments(t, lang);
      await importBack(page, lang, tag, failed.length);
    });
  }
});
