/**
 * A language as the admin names it to a viewer of `lang`: from its ISO code in that language
 * ("انگلیسی", "English"), the stored title when the code has no name (see
 * src/framework/format/languageName.ts). Journeys pick and find languages by it.
 *
 * @example await pick(page, combobox, languageName('fa', 'de'), languageName('fa', 'de'))
 */
export function languageName(lang: 'fa' | 'en', code: string, title?: string): string {
  const name = new Intl.DisplayNames([lang === 'fa' ? 'fa-IR' : 'en-US'], { type: 'language', fallback: 'none' }).of(code);
  return name || title || code;
}
