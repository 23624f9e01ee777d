import { useIntl } from 'react-intl';
import { useSettings } from '../../core/settings';
import { LANGUAGES, type LanguageConfig } from '../../i18n/locales';
import { useColorScheme } from './useColorScheme';
import { useDocumentAppearance } from './useDocumentAppearance';
import { useToastFormatter } from './useToastFormatter';

export interface AppAppearance {
  language: LanguageConfig;
  colorScheme: 'light' | 'dark';
}

/**
 * The language react-intl is showing (so direction and text switch together once the new
 * catalog has loaded) and the theme's colour scheme.
 */
export function useAppearance(): AppAppearance {
  const { theme } = useSettings();
  const intl = useIntl();
  return { language: intl.locale.startsWith('fa') ? LANGUAGES.fa : LANGUAGES.en, colorScheme: useColorScheme(theme) };
}

/**
 * What every screen shares, Spectrum or not (the sign-in page has none): the document's `lang`,
 * `dir`, colour scheme, skin and primary colour, and translated toasts.
 */
export function AppAppearanceEffects() {
  const { skin, primaryColor } = useSettings();
  const { language, colorScheme } = useAppearance();
  useToastFormatter();
  useDocumentAppearance({ lang: language.i18nLang, dir: language.isRTL ? 'rtl' : 'ltr', colorScheme, skin, primaryColor });
  return null;
}
