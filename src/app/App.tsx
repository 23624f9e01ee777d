import type { ReactNode } from 'react';
import { AppIntlProvider } from '../shell/providers/AppIntlProvider';
import { AppToasts } from '../shell/providers/AppToasts';
import { AppAppearanceEffects } from '../shell/providers/useAppAppearance';

/**
 * The providers every screen needs, and nothing heavier: Apollo, the viewer's ability (CASL) and
 * the kit's locale and router join inside the signed-in layout, so the sign-in page loads none of
 * them; the toast region loads with the first toast. `screens` is the router's (RoutedScreens),
 * or the sign-in page alone when a visit opens on it (src/main.tsx): these providers stay when
 * the router takes its place.
 */
export function App({ screens }: { screens: ReactNode }) {
  return (
    <AppIntlProvider>
      <AppAppearanceEffects />
      {screens}
      <AppToasts />
    </AppIntlProvider>
  );
}
