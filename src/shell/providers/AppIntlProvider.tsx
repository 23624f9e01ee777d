import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { isLoggedIn, useSettings } from '../../core/settings';
import type { LanguageCode } from '../../core/settings/types';
import { FALLBACK_LANGUAGE, LANGUAGES } from '../../i18n/locales';
import { catalogVersion, loadMessages, peekMessages, subscribeCatalogs, type Messages } from '../../i18n/loadMessages';

/**
 * react-intl with the stored language (fa by default). Signed out, only the public pages' areas
 * of the catalog load (the sign-in page's JavaScript stays small); signed in, the whole catalog,
 * which the signed-in layout also waits for before it renders. The previous language stays on
 * screen until the next catalog has loaded, so a switch never flashes message ids. A message
 * missing in Persian fetches the English catalog once and falls back to it.
 */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const { language } = settings;
  const scope = isLoggedIn(settings) ? 'all' : 'core';
  // Re-renders whenever a catalog arrives: the shown language's fuller catalog is used at once.
  useSyncExternalStore(subscribeCatalogs, catalogVersion);
  const [shown, setShown] = useState<LanguageCode | null>(() => (peekMessages(language, scope) ? language : null));
  const [fallback, setFallback] = useState<Messages>({});
  const fallbackRequested = useRef(false);

  useEffect(() => {
    let live = true;
    void loadMessages(language, scope).then(() => live && setShown(language));
    return () => {
      live = false;
    };
  }, [language, scope]);

  const onError = useCallback<NonNullable<IntlConfig['onError']>>((error) => {
    if (error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) {
      console.error(error);
      return;
    }
    if (fallbackRequested.current) return;
    fallbackRequested.current = true;
    void loadMessages(FALLBACK_LANGUAGE).then(setFallback);
  }, []);

  const current = shown && peekMessages(shown, 'core');
  if (!shown || !current) return null;
  // Both catalogs come from one loader, so both are strings or both ASTs (the type cannot follow a spread).
  const messages = shown === FALLBACK_LANGUAGE ? current : ({ ...fallback, ...current } as Messages);
  return (
    <IntlProvider locale={LANGUAGES[shown].locale} defaultLocale="en-US" messages={messages} onError={onError}>
      {children}
    </IntlProvider>
  );
}
