/** What a row says about a language; only `isRTL` matters here. */
export interface LanguageLike {
  isRTL?: boolean | null;
}

/**
 * The `dir` of text written in `language`: 'rtl' or 'ltr' when the language is known, else 'auto'
 * (the browser then follows the first strong character). A column's `dir` option uses it, so an
 * English line stays left-to-right inside the Persian admin and a Persian one the other way.
 *
 * @example col.text('translation', { dir: (row) => languageDir(row.translationLanguage) })
 */
export function languageDir(language: LanguageLike | null | undefined): 'rtl' | 'ltr' | 'auto' {
  if (language?.isRTL === true) return 'rtl';
  if (language?.isRTL === false) return 'ltr';
  return 'auto';
}
