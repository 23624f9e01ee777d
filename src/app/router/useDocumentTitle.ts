import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useMatches } from 'react-router-dom';
import type { RouteMeta } from '../../core/routing/meta';
import { useTitleText } from '../../core/routing/useTitleText';

/** Keeps `document.title` as "<page> | <app title>" in the current language. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const intl = useIntl();
  const titleText = useTitleText();
  const meta = matches.at(-1)?.handle as RouteMeta | undefined;
  const page = meta?.title ? titleText(meta.title) : null;
  const app = intl.formatMessage({ id: 'shell.appTitle' });
  useEffect(() => {
    document.title = page ? `${page} | ${app}` : app;
  }, [page, app]);
}
