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

/** Spectrum NumberField options that show an amount in `currency` in the viewer's locale. */
export function currencyFormatOptions(currency: string | null | undefined): Intl.NumberFormatOptions {
  const digits = minorUnitDigits(currency);
  if (!currency) return { maximumFractionDigits: 0 };
  return { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits };
}
