// @vitest-environment node
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/messages/en/validation.json';
import fa from '../../src/i18n/messages/fa/validation.json';
import { COUNTRY_CODES, DEFAULT_MESSAGES, M, isCountryCode } from '../../src/validation';

const catalogs = { en: en as Record<string, string>, fa: fa as Record<string, string> };

/** Values every parameterised message may be given; extra ones are ignored by ICU. */
const sampleValues = { min: 2, max: 200, length: 3, more: 0, less: 10, count: 3, type: 'text/html' };

describe('validation catalogs', () => {
  it('en and fa have the same keys, and every id of messages.ts', () => {
    expect(Object.keys(catalogs.fa).sort()).toEqual(Object.keys(catalogs.en).sort());
    expect(Object.keys(catalogs.en).sort()).toEqual(Object.values(M).sort());
  });

  it('en holds the defaults of messages.ts', () => {
    expect(catalogs.en).toEqual(DEFAULT_MESSAGES);
  });

  it('fa uses the Persian originals of the spec', () => {
    expect(catalogs.fa).toMatchObject({
      'form.summary': 'به موارد زیر توجه کنید',
      'validation.cardRequired': 'هیچ کارتی انتخاب نشده است',
      'validation.quiz.minOptions': 'حداقل دو گزینه آزمون را پر کنید',
      'validation.answerRequired': 'حداقل یک پاسخ باید نوشته شود',
      'validation.checkInput': 'لطفا ورودی را بررسی کنید',
      'errors.generic': 'خطای عمومی',
      'errors.genericCheckInput': 'خطای عمومی، ورودی را بررسی کنید',
      'validation.useNavigation': 'لطفا برای ذخیره از مسیر ناوبری استفاده کنید',
      'validation.isoCountry': 'از کدهای کشور ISO 3166 استفاده کنید',
    });
    for (const [id, text] of Object.entries(catalogs.fa)) expect(text, id).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(['en', 'fa'] as const)('every %s message formats with react-intl', (locale) => {
    const errors: unknown[] = [];
    const intl = createIntl({ locale, messages: catalogs[locale], onError: (e) => errors.push(e) });
    for (const id of Object.keys(catalogs[locale])) {
      const text = intl.formatMessage({ id }, sampleValues);
      expect(text, id).not.toMatch(/[{}]/);
    }
    expect(errors).toEqual([]);
    expect(intl.formatMessage({ id: M.maxLength }, { max: 200 })).toBe(locale === 'en' ? 'Use at most 200 characters' : 'حداکثر ۲۰۰ نویسه مجاز است');
    expect(intl.formatMessage({ id: M.inUse }, { count: 1 })).toBe(locale === 'en' ? 'It is still used by 1 other item' : 'هنوز ۱ مورد دیگر از آن استفاده می‌کنند');
  });
});

describe('country codes', () => {
  it('holds the 249 officially assigned ISO 3166-1 alpha-2 codes', () => {
    expect(COUNTRY_CODES.size).toBe(249);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(['IR', 'DE', 'US', 'GB', 'SS', 'BQ', 'AX'].every(isCountryCode)).toBe(true);
    expect(['UK', 'EU', 'XK', 'ir', '', null].some(isCountryCode)).toBe(false);
  });
});
