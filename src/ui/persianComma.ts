/**
 * Punctuation between the parts of a date and time as the language writes it: ICU's numeric
 * Persian pattern joins date and time with a Latin comma ("۱۴۰۴/۲/۷, ۱۳:۰۶"), where Persian writes
 * its own comma «،» ("۱۴۰۴/۲/۷، ۱۳:۰۶"). Other languages' text is returned as it is.
 *
 * @example persianComma(', ', 'fa-IR') === '، '
 */
export function persianComma(text: string, locale: string): string {
  return locale.startsWith('fa') ? text.replace(/,/g, '،') : text;
}
