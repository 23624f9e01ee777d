/** The admin's interface languages. */
export type LanguageCode = 'fa' | 'en';

/** Language config entries (original-spec section 3: i18nLang, isRTL) plus the locales each library wants. */
export interface LanguageConfig {
  i18nLang: LanguageCode;
  isRTL: boolean;
  /** Locale for react-intl and the kit (React Aria): fa-IR gives Persian digits, the Persian calendar and Saturday weeks. */
  locale: 'fa-IR' | 'en-US';
  /** The language's own name, shown in the language switcher whatever the current language. */
  nativeName: string;
}

export const LANGUAGES: Record<LanguageCode, LanguageConfig> = {
  fa: { i18nLang: 'fa', isRTL: true, locale: 'fa-IR', nativeName: 'فارسی' },
  en: { i18nLang: 'en', isRTL: false, locale: 'en-US', nativeName: 'English' },
};

export const DEFAULT_LANGUAGE: LanguageCode = 'fa';
export const FALLBACK_LANGUAGE: LanguageCode = 'en';
