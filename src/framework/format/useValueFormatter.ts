import { useIntl, type IntlShape } from 'react-intl';
import type { ValueFormatter } from '../entity/types';
import { persianComma } from '../../ui/persianComma';
import { languageName, type LanguageLabelled } from './languageName';

/**
 * Digits of each currency's minor unit. Amounts are integers in that unit (PRODUCT.md section 2);
 * CLDR's own digits for IRR and ours agree (0), but they are spelled out so the contract does not
 * silently follow a browser's ICU data.
 */
const MINOR_DIGITS: Record<string, number> = { IRR: 0, USD: 2, EUR: 2 };

export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency] ?? new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * A ValueFormatter for `intl`'s locale. Persian uses the Persian calendar explicitly (not every
 * ICU build defaults fa-IR to it) and Persian digits, which fa-IR's number formats give.
 */
export function createValueFormatter(intl: IntlShape): ValueFormatter {
  const locale = intl.locale;
  const calendar = locale.startsWith('fa') ? { calendar: 'persian' } : {};
  const dateFormat = new Intl.DateTimeFormat(locale, { ...calendar, dateStyle: 'medium' });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { ...calendar, dateStyle: 'medium', timeStyle: 'short' });
  const numberFormat = new Intl.NumberFormat(locale);
  const listFormat = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
  const moneyFormats = new Map<string, Intl.NumberFormat>();
  const moneyFormat = (currency: string) => {
    let format = moneyFormats.get(currency);
    if (!format) {
      const digits = minorDigits(currency);
      format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
      moneyFormats.set(currency, format);
    }
    return format;
  };
  const parseDate = (iso: string | null | undefined) => {
    if (!iso) return null;
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? null : date;
  };

  return {
    message: (id, values) => intl.formatMessage({ id }, values as Record<string, string | number>),
    enumValue: (enumName, value) => {
      if (value == null || value === '') return '';
      const id = `enum.${enumName}.${value}`;
      // The enum catalog may lag behind the schema: show the raw value rather than the id.
      return id in intl.messages ? intl.formatMessage({ id }) : value;
    },
    money: (amount, currency) => {
      if (amount == null || !currency) return '';
      return moneyFormat(currency).format(amount / 10 ** minorDigits(currency));
    },
    date: (iso) => {
      const date = parseDate(iso);
      return date ? dateFormat.format(date) : '';
    },
    dateTime: (iso) => {
      const date = parseDate(iso);
      return date ? persianComma(dateTimeFormat.format(date), locale) : '';
    },
    number: (value) => (value == null ? '' : numberFormat.format(value)),
    language: (language) => {
      const list: readonly (LanguageLabelled | null | undefined)[] = Array.isArray(language) ? language : [language as LanguageLabelled | null | undefined];
      return listFormat.format(list.map((one) => languageName(one, locale)));
    },
  };
}

/**
 * Formats numbers, money, dates and enum labels the way the viewer's language does.
 *
 * @example const format = useValueFormatter(); format.money(1250, 'USD') // "$12.50", in fa "‎$۱۲٫۵۰"
 */
export function useValueFormatter(): ValueFormatter {
  return formatterOf(useIntl());
}

/** One formatter per IntlProvider's intl: a badge in every visible row builds no Intl formats of its own. */
const formatters = new WeakMap<IntlShape, ValueFormatter>();

function formatterOf(intl: IntlShape): ValueFormatter {
  let format = formatters.get(intl);
  if (!format) formatters.set(intl, (format = createValueFormatter(intl)));
  return format;
}
