// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { currencyAffixes } from '../../../src/framework/fields/money';
import { numberText, readDecimal, shiftDecimal } from '../../../src/framework/fields/numberText';

describe('reading a typed number', () => {
  it('reads Latin and Persian digits, both decimal separators and grouped thousands', () => {
    expect(readDecimal('12.5')).toBe('12.5');
    expect(readDecimal('۱۲٫۵')).toBe('12.5');
    expect(readDecimal('١٢٫٥')).toBe('12.5');
    expect(readDecimal('۱۲.۵')).toBe('12.5');
    expect(readDecimal('1,234')).toBe('1234');
    expect(readDecimal('۱٬۲۳۴٫۵')).toBe('1234.5');
    expect(readDecimal('1 234 567')).toBe('1234567');
    expect(readDecimal(' 150 ')).toBe('150');
    expect(readDecimal('.5')).toBe('0.5');
    expect(readDecimal('12.')).toBe('12');
    expect(readDecimal('007')).toBe('7');
  });

  it('keeps the sign, in every spelling a formatter or a keyboard gives it', () => {
    expect(readDecimal('-5')).toBe('-5');
    expect(readDecimal('−5')).toBe('-5');
    // Persian formatting puts a left-to-right mark before the sign.
    expect(readDecimal(new Intl.NumberFormat('fa-IR').format(-5))).toBe('-5');
    expect(readDecimal('+5')).toBe('5');
    expect(readDecimal('-0')).toBe('0');
  });

  it('reads empty text as no value', () => {
    expect(readDecimal('')).toBeNull();
    expect(readDecimal('   ')).toBeNull();
  });

  it('never guesses: text that is not plainly one number is not one', () => {
    for (const text of ['12abc', 'abc', '12,5', '1,23', '1e5', '0x10', '-', '.', '1.2.3', '5-', 'Infinity', '12/5', '1,2,3']) {
      expect(readDecimal(text), text).toBeUndefined();
    }
  });

  it('ignores a currency symbol or code around an amount', () => {
    const affixes = currencyAffixes('en-US', 'USD');
    expect(readDecimal('$12.50', affixes)).toBe('12.5');
    expect(readDecimal('12.50 USD', affixes)).toBe('12.5');
    const fa = currencyAffixes('fa-IR', 'USD');
    expect(readDecimal(numberText(1250, 'fa-IR', { shift: 2, minimumFractionDigits: 2, currency: 'USD' }), fa)).toBe('12.5');
    expect(readDecimal(numberText(-1250, 'fa-IR', { shift: 2, minimumFractionDigits: 2, currency: 'USD' }), fa)).toBe('-12.5');
    const rial = currencyAffixes('fa-IR', 'IRR');
    expect(readDecimal(numberText(120000, 'fa-IR', { currency: 'IRR' }), rial)).toBe('120000');
  });
});

describe('minor units', () => {
  it('moves the decimal point in the text, so cents are exact', () => {
    expect(shiftDecimal('0.29', 2)).toBe(29);
    expect(shiftDecimal('7.5', 2)).toBe(750);
    expect(shiftDecimal('12.345', 2)).toBe(1234.5);
    expect(shiftDecimal('-0.29', 2)).toBe(-29);
    expect(shiftDecimal('5', 2)).toBe(500);
    expect(shiftDecimal('12.5', 0)).toBe(12.5);
  });
});

describe('showing a number', () => {
  it('shows every digit it has, in the viewer’s digits', () => {
    expect(numberText(12.5, 'en-US')).toBe('12.5');
    expect(numberText(12.5, 'fa-IR')).toBe('۱۲٫۵');
    expect(numberText(1234, 'en-US')).toBe('1,234');
    expect(numberText(0.1 + 0.2, 'en-US')).toBe('0.30000000000000004');
    expect(numberText(-5, 'en-US')).toBe('-5');
  });

  it('shows money from minor units with the currency’s decimals, and a typed extra decimal', () => {
    expect(numberText(1250, 'en-US', { shift: 2, minimumFractionDigits: 2, currency: 'USD' })).toBe('$12.50');
    expect(numberText(29, 'en-US', { shift: 2, minimumFractionDigits: 2 })).toBe('0.29');
    expect(numberText(1234.5, 'en-US', { shift: 2, minimumFractionDigits: 2 })).toBe('12.345');
    expect(numberText(100000, 'en-US', { shift: 2, minimumFractionDigits: 2 })).toBe('1,000.00');
  });

  it('reads back what it shows', () => {
    for (const locale of ['en-US', 'fa-IR']) {
      for (const value of [0, 7, -5, 12.5, 1234567.25, 0.001]) {
        expect(Number(readDecimal(numberText(value, locale))), `${locale} ${value}`).toBe(value);
      }
    }
  });
});
