import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { TitleRef } from './meta';

/** Formats a TitleRef (or passes a literal string through) with the given messages. */
export function formatTitle(intl: IntlShape, title: TitleRef | string): string {
  if (typeof title === 'string') return title;
  const entity = title.entity ? intl.formatMessage({ id: title.entity }) : undefined;
  return intl.formatMessage({ id: title.id }, { entity });
}

/** Formats a TitleRef (or passes a literal string through) in the current language. */
export function useTitleText(): (title: TitleRef | string) => string {
  const intl = useIntl();
  return useCallback((title) => formatTitle(intl, title), [intl]);
}
