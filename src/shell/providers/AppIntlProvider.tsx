import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
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
  const messages = useWithFallback(shown === FALLBACK_LANGUAGE ? undefined : fallback, current);
  if (!shown || !messages) return null;
  return (
    <IntlProvider locale={LANGUAGES[shown].locale} defaultLocale="en-US" messages={messages} onError={onError}>
      {children}
    </IntlProvider>
  );
}

/**
 * `current` over `fallback`, merged once per pair: a new object on every render was one more copy
 * of the catalog and a new IntlProvider config, hence a new `intl` and a render of every screen
 * component that reads it. Without fallback messages (none fetched yet, or English shown), the
 * catalog itself.
 */
function useWithFallback(fallback: Messages | undefined, current: Messages | null | undefined | false): Messages | null {
  return useMemo(() => {
    if (!current) return null;
    if (!fallback || Object.keys(fallback).length === 0) return current;
    // Both catalogs come from one loader, so both are strings or both ASTs (the type cannot follow a spread).
    return { ...fallback, ...current } as Messages;
  }, [fallback, current]);
}
