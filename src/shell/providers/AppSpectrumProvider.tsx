import { defaultTheme, Provider } from '@adobe/react-spectrum';
import type { ReactNode } from 'react';
import { getSettings } from '../../core/settings';
import { startAriaStrings } from '../../i18n/aria/install';
import { useAppearance } from './useAppAppearance';

/**
 * React Spectrum with the language's locale (fa-IR right to left, en-US left to right) and the
 * theme's colour scheme, with the toast region. It wraps the screens that use Spectrum (the
 * signed-in layout, the blank pages other than sign-in), each loading it with its own lazy
 * step, so the sign-in page carries no Spectrum; what the whole document needs (lang, dir,
 * colour scheme, toasts' language) is the root's `AppAppearanceEffects`.
 */
export function AppSpectrumProvider({ children }: { children: ReactNode }) {
  const { language, colorScheme } = useAppearance();
  return (
    <Provider
      theme={defaultTheme}
      colorScheme={colorScheme}
      locale={language.locale}
      minHeight="100vh"
      UNSAFE_className="app-provider"
    >
      {children}
    </Provider>
  );
}

/**
 * For the lazy steps that bring Spectrum: the provider, once Spectrum's own strings for the stored
 * language are in (the sign-in page never loads them), so its first render speaks the language.
 */
export async function readySpectrum(): Promise<typeof AppSpectrumProvider> {
  await startAriaStrings(getSettings().language);
  return AppSpectrumProvider;
}
