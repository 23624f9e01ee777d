/**
 * Numbers as people type and read them, in either digits. Reading never guesses: text that is
 * not plainly one number ("12abc", "12,5", "1e5") is not one, so the form keeps it as typed and
 * the schema says "Enter a number", instead of the value quietly becoming something else.
 */

import type { TextReading } from './typedText';

const NON_LATIN_DIGITS = /[\u06F0-\u06F9\u0660-\u0669]/g;
// LRM, RLM, ALM and the embedding and isolate controls a formatted or pasted number may carry.
const BIDI_MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;

/**
 * Persian (U+06F0–06F9) and Arabic-Indic (U+0660–0669) digits as Latin ones, the rest untouched.
 *
 * @example latinDigits('۱۴۰۵/۰۹/۱۶') === '1405/09/16'
 */
// The digit is the low four bits of either code point.
export const latinDigits = (text: string): string => text.replace(NON_LATIN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));

/**
 * Text without the direction marks and embedding or isolate controls that formatted or pasted
 * text carries around numbers, dates and e-mails (LRM, RLM, ALM, LRE…PDF, LRI…PDI).
 *
 * @example withoutBidiControls('\u2066+98912\u2069') === '+98912'
 */
export const withoutBidiControls = (text: string): string => text.replace(BIDI_MARKS, '');

// A plain number after the separators are made Latin: an optional sign, digits (grouped by
// threes, or not at all) and an optional fraction. `.5` and `12.` are numbers too.
const PLAIN = /^([-+]?)(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/**
 * A typed number as a canonical decimal in Latin digits (`-1234.5`); `null` for empty text;
 * `undefined` when the text is not one number. Persian and Arabic-Indic digits, `٫` (Persian
 * decimal separator), `٬` `,` `،` and spaces grouping thousands, and `−` all read as expected;
 * `affixes` (a currency's symbol and code) are ignored.
 *
 * @example readDecimal('۱۲٫۵') === '12.5'; readDecimal('1,234') === '1234'; readDecimal('12,5') === undefined
 */
export function readDecimal(text: string, affixes: readonly string[] = []): string | null | undefined {
  let value = affixes.reduce((rest, affix) => (affix ? rest.split(affix).join('') : rest), withoutBidiControls(text));
  value = latinDigits(value.trim())
    .replace(/[\u2212\u2012\u2013\uFE63\uFF0D]/g, '-')
    .replace(/\u066B/g, '.')
    .replace(/[\u066C\u060C]/g, ',')
    // A space between digits groups thousands as a comma does (`1 234`, a narrow no-break space in some locales).
    .replace(/(\d)[\s\u00A0\u202F\u2009]+(?=\d)/g, '$1,');
  if (value === '') return null;
  const match = PLAIN.exec(value);
  if (!match || (match[2] === '' && !match[3])) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const integer = whole.replace(/,/g, '').replace(/^0+(?=\d)/, '') || '0';
  const decimals = fraction.replace(/0+$/, '');
  const digits = decimals ? `${integer}.${decimals}` : integer;
  return sign === '-' && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

/**
 * The number a decimal stands for in units `10^shift` times smaller, moving the point in the
 * text rather than multiplying, so 0.29 dollars are exactly 29 cents (0.29 × 100 is not).
 *
 * @example shiftDecimal('12.345', 2) === 1234.5; shiftDecimal('-0.29', 2) === -29
 */
export function shiftDecimal(decimal: string, shift: number): number {
  if (shift === 0) return Number(decimal);
  const [whole, fraction = ''] = decimal.split('.');
  const moved = `${whole}${fraction.slice(0, shift).padEnd(shift, '0')}`;
  const rest = fraction.slice(shift);
  return Number(rest ? `${moved}.${rest}` : moved);
}

/** The decimal text of `value / 10^shift`, exactly (1250, 2 → '12.5'). */
function unshift(value: number, shift: number): string {
  const text = String(Math.abs(value));
  if (shift === 0 || /e/i.test(text)) return String(value / 10 ** shift);
  const [whole, fraction = ''] = text.split('.');
  const padded = whole.padStart(shift + 1, '0');
  const digits = `${padded.slice(0, -shift)}.${padded.slice(-shift)}${fraction}`.replace(/\.?0+$/, '');
  return value < 0 ? `-${digits}` : digits;
}

export interface NumberTextOptions {
  /** The value is `10^shift` times the number shown (money in minor units). */
  shift?: number;
  minimumFractionDigits?: number;
  /** Shown as an amount of this currency (`$12.50`). */
  currency?: string | null;
}

/**
 * A stored number as the viewer reads it: their digits and separators, every digit it has (a
 * typed 12.5 never shows as 13), at least `minimumFractionDigits` (12.50 $).
 *
 * @example numberText(1250, 'en-US', { shift: 2, minimumFractionDigits: 2 }) === '12.50'
 */
export function numberText(value: number, locale: string, { shift = 0, minimumFractionDigits = 0, currency }: NumberTextOptions = {}): string {
  const decimal = unshift(value, shift);
  const fractionDigits = /e/i.test(decimal) ? 0 : (decimal.split('.')[1] ?? '').length;
  const maximumFractionDigits = Math.min(20, Math.max(minimumFractionDigits, fractionDigits));
  const style: Intl.NumberFormatOptions = currency ? { style: 'currency', currency } : {};
  return new Intl.NumberFormat(locale, { ...style, minimumFractionDigits: Math.min(minimumFractionDigits, maximumFractionDigits), maximumFractionDigits }).format(Number(decimal));
}

export interface NumberReadingOptions extends NumberTextOptions {
  /** Text around the number that is not part of it (a currency's symbol and code). */
  affixes?: readonly string[];
}

/**
 * How a number field reads and writes its text (see `useTypedText`): typed text in either digits
 * (`affixes` ignored) as the stored number, and the stored number in the viewer's digits.
 *
 * @example numberReading('fa-IR').format(12.5) === '۱۲٫۵'; numberReading('en-US', { shift: 2 }).parse('0.29') === 29
 */
export function numberReading(locale: string, { affixes = [], ...display }: NumberReadingOptions = {}): TextReading {
  return {
    parse: (text) => {
      const decimal = readDecimal(text, affixes);
      return decimal == null ? decimal : shiftDecimal(decimal, display.shift ?? 0);
    },
    format: (value) => numberText(value, locale, display),
  };
}
