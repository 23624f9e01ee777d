import type { IntlShape } from 'react-intl';
import type { Currency } from '../../gql/graphql';

/**
 * Digits of each currency's minor unit as the contract stores amounts (schema.graphql `Money`):
 * rials have none, dollars and euros count cents. Written out rather than asked of Intl, whose
 * ISO data gives IRR two decimals in some engines.
 */
export const MINOR_DIGITS: Record<Currency, number> = { IRR: 0, USD: 2, EUR: 2 };

/** Shown first, so a tile with several currencies reads the same every time. */
export const CURRENCY_ORDER: readonly Currency[] = ['IRR', 'USD', 'EUR'];

export interface MoneyOptions {
  /** "12M" instead of "12,345,678" — for tiles and axes, where the exact figure is in a title. */
  compact?: boolean;
}

/**
 * Formats an integer amount in minor units in the viewer's locale (Persian digits and the rial
 * sign in fa, "$1,234.56" in en).
 *
 * @example formatMoney(intl, 123456, 'USD') // "$1,234.56"
 */
export function formatMoney(intl: IntlShape, amount: number, currency: Currency, { compact = false }: MoneyOptions = {}): string {
  const digits = MINOR_DIGITS[currency] ?? 0;
  const major = amount / 10 ** digits;
  return intl.formatNumber(major, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    ...(compact ? { notation: 'compact', maximumFractionDigits: 1 } : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  });
}

export function sortByCurrency<T extends { currency: Currency }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => CURRENCY_ORDER.indexOf(a.currency) - CURRENCY_ORDER.indexOf(b.currency));
}
