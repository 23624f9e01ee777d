import { describe, expect, it } from 'vitest';
import { readTyped, READ_REASONS, type ReadOptions } from '../../../../src/framework/list/inline/readTyped';

const fa: ReadOptions = { language: 'fa', timeZone: 'Asia/Tehran' };
const en: ReadOptions = { language: 'en', timeZone: 'Asia/Tehran' };
const value = (result: ReturnType<typeof readTyped>) => (result.ok ? result.value : `refused: ${result.reason}`);

describe('numbers and amounts as people type them', () => {
  it('reads Persian and Arabic-Indic digits, either language’s separators, spaces and direction marks', () => {
    expect(value(readTyped('number', '۱۲', fa))).toBe(12);
    expect(value(readTyped('number', '٣٤٥', fa))).toBe(345);
    expect(value(readTyped('number', '۱٬۲۳۴٫۵', fa))).toBe(1234.5);
    expect(value(readTyped('number', '۱،۲۳۴', fa))).toBe(1234);
    expect(value(readTyped('number', '1,234.5', en))).toBe(1234.5);
    expect(value(readTyped('number', ' 1 234 ', en))).toBe(1234);
    expect(value(readTyped('number', '\u2066-۷\u2069', fa))).toBe(-7);
  });

  it('refuses what is not plainly one number, rather than guessing', () => {
    expect(readTyped('number', '12abc', en)).toEqual({ ok: false, reason: READ_REASONS.number });
    expect(readTyped('number', '12,5', en)).toEqual({ ok: false, reason: 'validation.number' });
  });

  it('reads an amount in its currency’s minor unit, its symbol or code around it ignored', () => {
    expect(value(readTyped('money', '۱۲۰٬۰۰۰ ریال', { ...fa, currency: 'IRR' }))).toBe(120_000);
    expect(value(readTyped('money', '$12.50', { ...en, currency: 'USD' }))).toBe(1250);
    expect(value(readTyped('money', '12.5 USD', { ...en, currency: 'USD' }))).toBe(1250);
    expect(value(readTyped('money', '۰٫۲۹', { ...fa, currency: 'USD' }))).toBe(29);
    expect(readTyped('money', 'free', { ...en, currency: 'USD' })).toEqual({ ok: false, reason: 'validation.number' });
  });
});

describe('yes and no', () => {
  it('reads either language’s words, true/false, 1/0 and check marks', () => {
    for (const yes of ['yes', 'Yes', 'TRUE', '1', '۱', '✓', '✔', 'بله', 'بلی']) expect(value(readTyped('boolean', yes, en)), yes).toBe(true);
    for (const no of ['no', 'False', '0', '٠', '✗', 'خیر', 'نه', '']) expect(value(readTyped('boolean', no, fa)), no).toBe(false);
  });

  it('refuses anything else', () => {
    expect(readTyped('boolean', 'maybe', en)).toEqual({ ok: false, reason: READ_REASONS.boolean });
  });
});

describe('enum values by label in either language', () => {
  const status = { enumName: 'MediaStatus' } as const;

  it('reads the raw value or the label in Persian or English, whatever the interface language', () => {
    expect(value(readTyped('enum', 'PUBLISHED', { ...fa, ...status }))).toBe('PUBLISHED');
    expect(value(readTyped('enum', 'published', { ...fa, ...status }))).toBe('PUBLISHED');
    expect(value(readTyped('enum', 'Published', { ...fa, ...status }))).toBe('PUBLISHED');
    expect(value(readTyped('enum', 'منتشرشده', { ...en, ...status }))).toBe('PUBLISHED');
    expect(value(readTyped('enum', 'پیش‌نویس', { ...en, ...status }))).toBe('DRAFT');
  });

  it('forgives a space for a zero-width non-joiner and Arabic letters for Persian ones', () => {
    expect(value(readTyped('enum', 'پیش نویس', { ...fa, ...status }))).toBe('DRAFT');
    expect(value(readTyped('enum', 'پیشنویس', { ...fa, ...status }))).toBe('DRAFT');
    expect(value(readTyped('enum', 'مسدود', { ...fa, enumName: 'UserStatus' }))).toBe('SUSPENDED');
    expect(value(readTyped('enum', 'در انتظار تاييد', { ...fa, enumName: 'UserStatus' }))).toBe('PENDING');
  });

  it('refuses an unknown value, naming the values it takes in the interface language', () => {
    expect(readTyped('enum', 'Live', { ...en, ...status })).toEqual({ ok: false, reason: READ_REASONS.enum, values: { choices: 'Draft, Published, Archived' } });
    expect(readTyped('enum', 'زنده', { ...fa, ...status })).toEqual({ ok: false, reason: 'inline.read.enum', values: { choices: 'پیش‌نویس، منتشرشده، بایگانی‌شده' } });
  });

  it('takes only the values the record may move to when the field narrows them', () => {
    const choices = ['ISSUED', 'PAID', 'VOID'];
    expect(value(readTyped('enum', 'Paid', { ...en, enumName: 'InvoiceStatus', choices }))).toBe('PAID');
    const refused = readTyped('enum', 'DRAFT', { ...en, enumName: 'InvoiceStatus', choices });
    expect(refused.ok).toBe(false);
  });
});

describe('dates as people type them', () => {
  // Asia/Tehran is UTC+3:30 all year since 2022: local midnight is 20:30 the day before in UTC.
  const DEC_7 = '2026-12-06T20:30:00.000Z';

  it('reads ISO and slashed days, year first, in either digits', () => {
    expect(value(readTyped('date', '2026-12-07', en))).toBe(DEC_7);
    expect(value(readTyped('date', '2026/12/7', en))).toBe(DEC_7);
    expect(value(readTyped('date', '۲۰۲۶/۱۲/۰۷', fa))).toBe(DEC_7);
  });

  it('reads Jalali days in Persian: a year before 1700, in Persian or Latin digits', () => {
    expect(value(readTyped('date', '۱۴۰۵/۰۹/۱۶', fa))).toBe(DEC_7);
    expect(value(readTyped('date', '1405/9/16', fa))).toBe(DEC_7);
    expect(value(readTyped('date', '1405-09-16', fa))).toBe(DEC_7);
    expect(value(readTyped('date', '۱۴۰۳/۱۲/۳۰', fa))).toBe('2025-03-19T20:30:00.000Z');
  });

  it('reads the dates as the list shows them, so a copied cell pastes back', () => {
    expect(value(readTyped('date', '۱۶ آذر ۱۴۰۵', fa))).toBe(DEC_7);
    expect(value(readTyped('date', 'Dec 7, 2026', en))).toBe(DEC_7);
    expect(value(readTyped('date', '7 December 2026', en))).toBe(DEC_7);
    expect(value(readTyped('datetime', '۱۶ آذر ۱۴۰۵، ۱۴:۳۰', fa))).toBe('2026-12-07T11:00:00.000Z');
    expect(value(readTyped('datetime', 'Dec 7, 2026, 2:30 PM', en))).toBe('2026-12-07T11:00:00.000Z');
  });

  it('reads a date and time, a date alone as its midnight, and an ISO instant as it is', () => {
    expect(value(readTyped('datetime', '2026-12-07 14:30', en))).toBe('2026-12-07T11:00:00.000Z');
    expect(value(readTyped('datetime', '۱۴۰۵/۰۹/۱۶ ۱۴:۳۰', fa))).toBe('2026-12-07T11:00:00.000Z');
    expect(value(readTyped('datetime', '2026-12-07T14:30:15', en))).toBe('2026-12-07T11:00:15.000Z');
    expect(value(readTyped('datetime', '2026-12-07T14:30:15.250', en))).toBe('2026-12-07T11:00:15.000Z');
    expect(value(readTyped('datetime', '2026-12-07', en))).toBe(DEC_7);
    expect(value(readTyped('datetime', '2026-12-07T10:00:00Z', fa))).toBe('2026-12-07T10:00:00.000Z');
  });

  it('refuses what is no day, what is not year first, a time in a date, and Jalali outside Persian', () => {
    expect(readTyped('date', '2026-02-30', en)).toEqual({ ok: false, reason: READ_REASONS.date });
    expect(readTyped('date', '1405/12/31', fa)).toEqual({ ok: false, reason: 'inline.read.date' });
    expect(readTyped('date', '07/12/2026', en)).toEqual({ ok: false, reason: 'inline.read.date' });
    expect(readTyped('date', '2026-12-07 14:30', en)).toEqual({ ok: false, reason: 'inline.read.date' });
    expect(readTyped('date', '1405/9/16', en)).toEqual({ ok: false, reason: 'inline.read.date' });
    expect(readTyped('date', '16 Azar 2026', en)).toEqual({ ok: false, reason: 'inline.read.date' });
    expect(readTyped('datetime', '2026-12-07 25:00', en)).toEqual({ ok: false, reason: READ_REASONS.datetime });
  });

  it('reads in the viewer’s time zone by default', () => {
    expect(value(readTyped('date', '2026-12-07', { language: 'en' }))).toBe(new Date(2026, 11, 7).toISOString());
  });
});

describe('text, references and countries', () => {
  it('trims text, drops direction controls and joins its lines', () => {
    expect(value(readTyped('text', '  \u202BPilot\u202C ', en))).toBe('Pilot');
    expect(value(readTyped('text', 'two\r\nlines', en))).toBe('two lines');
    expect(value(readTyped('text', '', en))).toBeNull();
    expect(value(readTyped('text', '۰۹۱۲', fa))).toBe('۰۹۱۲');
    expect(value(readTyped('text', '\u2066+۹۸۹۱۲۱۲۳۴۵۶۷\u2069', { ...fa, structured: true }))).toBe('+989121234567');
  });

  it('gives no value for an empty cell of any kind but a flag', () => {
    for (const kind of ['number', 'money', 'enum', 'date', 'datetime', 'reference', 'country'] as const) {
      expect(value(readTyped(kind, ' ', { ...en, enumName: 'MediaStatus' })), kind).toBeNull();
    }
  });

  it('reads a reference by the label or id of one of its candidates, never one of two', () => {
    const references = [{ id: 'lang-en', label: 'English' }, { id: 'lang-fa', label: 'فارسی' }, { id: 'p1', label: 'Gold' }, { id: 'p2', label: 'gold' }];
    expect(value(readTyped('reference', 'english', { ...en, references }))).toBe('lang-en');
    expect(value(readTyped('reference', 'lang-fa', { ...en, references }))).toBe('lang-fa');
    expect(readTyped('reference', 'Gold', { ...en, references })).toEqual({ ok: false, reason: READ_REASONS.ambiguous });
    expect(readTyped('reference', 'Klingon', { ...en, references })).toEqual({ ok: false, reason: READ_REASONS.reference });
  });

  it('reads a country by its code or its name in either language', () => {
    expect(value(readTyped('country', 'ir', en))).toBe('IR');
    expect(value(readTyped('country', 'Germany', fa))).toBe('DE');
    expect(value(readTyped('country', 'آلمان', en))).toBe('DE');
    expect(readTyped('country', 'Atlantis', en)).toEqual({ ok: false, reason: READ_REASONS.country });
  });
});
