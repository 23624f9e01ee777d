import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { useSettings } from '../../core/settings';
import type { LanguageCode } from '../../core/settings/types';
import { FALLBACK_LANGUAGE, LANGUAGES } from '../../i18n/locales';
import { loadMessages, peekMessages, type Messages } from '../../i18n/loadMessages';

interface Loaded {
  language: LanguageCode;
  messages: Messages;
}

/**
 * react-intl with the stored language (fa by default). The previous language stays on screen
 * until the next catalog has loaded, so a switch never flashes message ids. A message missing in
 * Persian fetches the English catalog once and falls back to it.
 */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const { language } = useSettings();
  const [current, setCurrent] = useState<Loaded | null>(() => {
    const messages = peekMessages(language);
    return messages ? { language, messages } : null;
  });
  const [fallback, setFallback] = useState<Messages>({});
  const fallbackRequested = useRef(false);

  useEffect(() => {
    let live = true;
    void loadMessages(language).then((messages) => live && setCurrent({ language, messages }));
    return () => {
      live = false;
    };
  }, [language]);

  const onError = useCallback<NonNullable<IntlConfig['onError']>>((error) => {
    if (error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) {
      console.error(error);
      return;
    }
    if (fallbackRequested.current) return;
    fallbackRequested.current = true;
    void loadMessages(FALLBACK_LANGUAGE).then(setFallback);
  }, []);

  if (!current) return null;
  const messages = current.language === FALLBACK_LANGUAGE ? current.messages : { ...fallback, ...current.messages };
  return (
    <IntlProvider locale={LANGUAGES[current.language].locale} defaultLocale="en-US" messages={messages} onError={onError}>
      {children}
    </IntlProvider>
  );
}
