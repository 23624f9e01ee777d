import { defaultTheme, Provider, ToastContainer } from '@adobe/react-spectrum';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LANGUAGES } from '../../i18n/locales';
import { useSettings } from '../../core/settings';
import { useColorScheme } from './useColorScheme';
import { useDocumentAppearance } from './useDocumentAppearance';
import { useToastFormatter } from './useToastFormatter';

/**
 * React Spectrum with the language's locale (fa-IR right to left, en-US left to right) and the
 * theme's colour scheme. It follows the language react-intl is showing, so direction and text
 * switch together once the new catalog has loaded.
 */
export function AppSpectrumProvider({ children }: { children: ReactNode }) {
  const { theme, skin, primaryColor } = useSettings();
  const intl = useIntl();
  const language = intl.locale.startsWith('fa') ? LANGUAGES.fa : LANGUAGES.en;
  const colorScheme = useColorScheme(theme);
  const dir = language.isRTL ? 'rtl' : 'ltr';
  useToastFormatter();
  useDocumentAppearance({ lang: language.i18nLang, dir, colorScheme, skin, primaryColor });
  return (
    <Provider
      theme={defaultTheme}
      colorScheme={colorScheme}
      locale={language.locale}
      minHeight="100vh"
      UNSAFE_className="app-provider"
    >
      {children}
      <ToastContainer placement="bottom" />
    </Provider>
  );
}
