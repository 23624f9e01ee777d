/** What a row says about a language: its ISO 639 code and the title stored with it. */
export interface LanguageLabelled {
  code?: string | null;
  title?: string | null;
}

const namers = new Map<string, Intl.DisplayNames>();

function namer(locale: string): Intl.DisplayNames {
  let names = namers.get(locale);
  if (!names) namers.set(locale, (names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' })));
  return names;
}

/**
 * A language named in the viewer's language (`locale`), from its ISO code with the browser's own
 * data: `fa` is "فارسی" in the Persian admin and "Persian" in the English one, `en` "انگلیسی" and
 * "English". A code the browser cannot name (or that is not a language tag) falls back to the
 * stored title, then to the code itself.
 *
 * @example languageName({ code: 'en', title: 'English' }, 'fa-IR') // "انگلیسی"
 */
export function languageName(language: LanguageLabelled | null | undefined, locale: string): string {
  const code = language?.code?.trim();
  let name: string | undefined;
  if (code) {
    try {
      name = namer(locale).of(code);
    } catch {
      // Not a well-formed language tag: the stored title says it.
    }
  }
  return name || language?.title || code || '';
}
