import type { ColumnParts } from '../entity/types';
import type { LanguageLabelled } from '../format/languageName';

/**
 * A list column of a referenced language (or languages) named in the viewer's language, "انگلیسی"
 * in the Persian admin and "English" in the English one (ValueFormatter `language`, from the
 * ISO code, the stored title when the code has no name). Exports write the same names.
 *
 * @example columns: [languageColumn('language'), languageColumn('languages')]
 */
export function languageColumn<const K extends string>(key: K, extra: ColumnParts = {}): ColumnParts & { key: K } {
  return {
    key,
    text: (row, format) => format.language((row as Record<string, unknown>)[key] as LanguageLabelled | LanguageLabelled[] | null | undefined),
    kind: 'reference',
    ...extra,
  };
}
