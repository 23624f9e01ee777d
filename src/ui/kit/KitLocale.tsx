import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';

/**
 * The kit's locale (react-aria's: direction, calendar, numbers, its own strings) follows react-intl's.
 * It wraps what renders kit controls (the signed-in layout, the toast region), not the root: the
 * sign-in page is plain HTML, and react-aria's locale module costs its start-up a locale lookup.
 *
 * @example <KitLocale><DefaultLayout /></KitLocale>
 */
export function KitLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={useIntl().locale}>{children}</I18nProvider>;
}
