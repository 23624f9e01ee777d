import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { createValueFormatter } from '../../../src/framework/format/useValueFormatter';
import { loadMessages } from '../../../src/i18n/loadMessages';

async function formatterFor(language: 'fa' | 'en') {
  const messages = await loadMessages(language);
  return createValueFormatter(createIntl({ locale: language === 'fa' ? 'fa-IR' : 'en-US', messages }));
}

describe('value formatter', () => {
  it('formats money from minor units: IRR has none, USD and EUR cents', async () => {
    const en = await formatterFor('en');
    expect(en.money(1250, 'USD')).toBe('$12.50');
    expect(en.money(1250, 'EUR')).toBe('€12.50');
    expect(en.money(1_250_000, 'IRR')).toMatch(/^IRR\s1,250,000$/);
    expect(en.money(null, 'USD')).toBe('');

    const fa = await formatterFor('fa');
    expect(fa.money(1_250_000, 'IRR')).toMatch(/۱٬۲۵۰٬۰۰۰/);
    expect(fa.money(1_250_000, 'IRR')).toMatch(/ریال/);
    expect(fa.money(1250, 'USD')).toMatch(/۱۲٫۵۰/);
  });

  it('writes dates in the Persian calendar and Persian digits in fa', async () => {
    const fa = await formatterFor('fa');
    // 21 March 2026 is 1 Farvardin 1405, noon UTC so every time zone agrees on the day.
    expect(fa.date('2026-03-21T12:00:00.000Z')).toMatch(/۱ فروردین ۱۴۰۵/);
    expect(fa.number(1234567)).toBe('۱٬۲۳۴٬۵۶۷');
    const en = await formatterFor('en');
    expect(en.date('2026-03-21T12:00:00.000Z')).toBe('Mar 21, 2026');
    expect(en.date('not a date')).toBe('');
  });

  it('labels enum values from the catalog and falls back to the raw value', async () => {
    const en = await formatterFor('en');
    expect(en.enumValue('PaymentStatus', 'FAILED')).toBe('Failed');
    expect(en.enumValue('PaymentStatus', 'UNKNOWN_VALUE')).toBe('UNKNOWN_VALUE');
    expect(en.enumValue('PaymentStatus', null)).toBe('');
    expect(en.message('list.toast.deleted', { count: 2 })).toBe('2 items deleted.');
  });
});
