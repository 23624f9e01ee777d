// @vitest-environment node
import ExcelJS from 'exceljs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import payment from '../../../../src/entities/payment';
import { buildXlsx, sheetName } from '../../../../src/framework/list/export/buildXlsx';
import { listSheetParts, sheetRowOf } from '../../../../src/framework/list/export/listSheet';
import { columnLabelId } from '../../../../src/framework/entity/labels';
import type { ColumnDef } from '../../../../src/framework/entity/types';
import { createValueFormatter } from '../../../../src/framework/format/useValueFormatter';
import { rowInput } from '../../../../src/framework/import/convert';
import { importFields } from '../../../../src/framework/import/importFields';
import { autoMap } from '../../../../src/framework/import/mapping';
import { parseXlsx } from '../../../../src/framework/import/parseXlsx';
import { loadMessages } from '../../../../src/i18n/loadMessages';

async function setUp(locale: 'fa' | 'en') {
  const intl = createIntl({ locale: locale === 'fa' ? 'fa-IR' : 'en-US', messages: await loadMessages(locale) });
  const label = (id: string, fallback: string) => (id in intl.messages ? intl.formatMessage({ id }) : fallback);
  const format = createValueFormatter(intl);
  const options = {
    header: (column: ColumnDef) => label(columnLabelId('Payment', column), column.key),
    format,
    jalali: locale === 'fa',
    jalaliHeader: (header: string) => intl.formatMessage({ id: 'list.export.jalaliColumn' }, { column: header }),
  };
  return { intl, label, format, options };
}

const rows = [
  {
    id: 'p1', trackingCode: 'TRK-1', user: { id: 'u1', fullName: 'Sara Ahmadi' }, plan: { id: 'pl1', title: '=SUM(1,2)' }, amount: 1_250_000,
    currency: 'IRR', gateway: { id: 'g1', name: 'Zarinpal' }, status: 'SUCCEEDED', paidAt: '2026-11-26T07:45:12.345Z',
  },
  {
    id: 'p2', trackingCode: 'TRK-2', user: { id: 'u2', fullName: 'John Smith' }, plan: { id: 'pl2', title: '\u2067Gold\u2069' }, amount: 1250,
    currency: 'USD', gateway: { id: 'g2', name: 'Stripe' }, status: 'FAILED', paidAt: '2026-03-01T20:30:00.000Z',
  },
];

/** The written sheet, read back by exceljs as Excel would open it. */
async function written(locale: 'fa' | 'en') {
  const setup = await setUp(locale);
  const parts = listSheetParts(payment.columns as ColumnDef[], rows, setup.options);
  const bytes = await buildXlsx({ name: 'Payments: all', rightToLeft: locale === 'fa', columns: parts.map((part) => part.column), rows: rows.map(sheetRowOf(parts)) });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return { ...setup, bytes, sheet: workbook.worksheets[0] };
}

describe('XLSX export', () => {
  it('fa: right to left, header frozen and bold, Jalali text beside the date, typed cells', async () => {
    const { sheet, label } = await written('fa');
    expect(sheet.name).toBe('Payments  all');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, rightToLeft: true });
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const paidAt = label('payment.fields.paidAt', 'paidAt');
    expect(header).toEqual([
      ...['trackingCode', 'user', 'plan', 'amount', 'gateway', 'status'].map((key) => label(`payment.fields.${key}`, key)), paidAt, `${paidAt} (شمسی)`,
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const first = sheet.getRow(2);
    expect(first.getCell(4).value).toBe(1_250_000);
    expect(first.getCell(4).numFmt).toBe('#,##0 "IRR"');
    expect(sheet.getRow(3).getCell(4).value).toBe(12.5);
    expect(sheet.getRow(3).getCell(4).numFmt).toBe('#,##0.00 "USD"');
    expect(first.getCell(6).value).toBe(label('enum.PaymentStatus.SUCCEEDED', ''));
    expect(first.getCell(7).value).toBeInstanceOf(Date);
    expect(first.getCell(7).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(first.getCell(8).value).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
    // A formula-like title is a text cell in the text format; an isolate is dropped.
    expect(first.getCell(3).value).toBe('=SUM(1,2)');
    expect(first.getCell(3).numFmt).toBe('@');
    expect(first.getCell(3).formula).toBeUndefined();
    expect(sheet.getRow(3).getCell(3).value).toBe('Gold');
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(8);
  });

  it('en: left to right and no Jalali column', async () => {
    const { sheet } = await written('en');
    expect(sheet.views[0]).toMatchObject({ rightToLeft: false });
    expect(sheet.columnCount).toBe(7);
  });

  it.each(['fa', 'en'] as const)('%s: the import reads back every value the row had', async (locale) => {
    const { bytes, label, format } = await written(locale);
    const parsed = await parseXlsx(new File([bytes], 'payments.xlsx'));
    const fields = importFields('Payment', payment.fields, label);
    const mapping = autoMap(parsed.header, fields);
    const byName = new Map(fields.map(({ field }) => [field.name, field]));
    const inputs = parsed.rows.map((cells) => rowInput(cells, mapping, byName, format));
    expect(inputs).toEqual([
      { trackingCode: 'TRK-1', userId: 'Sara Ahmadi', planId: '=SUM(1,2)', amount: 1_250_000, currency: 'IRR', gatewayId: 'Zarinpal', status: 'SUCCEEDED', paidAt: '2026-11-26T07:45:12.345Z' },
      { trackingCode: 'TRK-2', userId: 'John Smith', planId: 'Gold', amount: 1250, currency: 'USD', gatewayId: 'Stripe', status: 'FAILED', paidAt: '2026-03-01T20:30:00.000Z' },
    ]);
  });

  it('names a sheet validly', () => {
    expect(sheetName('a/b:c?'.repeat(10))).toHaveLength(31);
    expect(sheetName('')).toBe('Sheet1');
  });
});
