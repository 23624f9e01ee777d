/**
 * Digits of each currency's minor unit: amounts are integers in that unit (PRODUCT.md §2), so a
 * form shows `amount / 10^digits`. Spelled out (IRR 0, USD and EUR 2) as the list's formatter
 * does, so the contract never follows a browser's ICU data.
 */
const MINOR_DIGITS: Record<string, number> = { IRR: 0, USD: 2, EUR: 2 };

export function minorUnitDigits(currency: string | null | undefined): number {
  if (!currency) return 0;
  return MINOR_DIGITS[currency] ?? new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * What may stand around a typed amount of `currency` and is not part of it: its code and its
 * symbols in the viewer's locale and in English (USD, US$, $; IRR, ریال), longest first so that
 * "US$" goes whole before "$" would.
 */
export function currencyAffixes(locale: string, currency: string | null | undefined): string[] {
  if (!currency) return [];
  const symbols = [locale, 'en'].flatMap((lang) =>
    (['symbol', 'narrowSymbol', 'code'] as const).flatMap((currencyDisplay) =>
      new Intl.NumberFormat(lang, { style: 'currency', currency, currencyDisplay })
        .formatToParts(1)
        .filter((part) => part.type === 'currency')
        .map((part) => part.value),
    ),
  );
  return [...new Set([currency, ...symbols])].sort((a, b) => b.length - a.length);
}
