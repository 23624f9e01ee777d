import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router/createAppRouter';
import { AppIntlProvider } from '../shell/providers/AppIntlProvider';
import { AppToasts } from '../shell/providers/AppToasts';
import { AppAppearanceEffects } from '../shell/providers/useAppAppearance';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The providers every screen needs, and nothing heavier: Apollo and the viewer's ability (CASL)
 * join inside the signed-in layout, and React Spectrum's provider inside each screen that uses
 * Spectrum, so the sign-in page loads none of them.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppIntlProvider>
      <AppAppearanceEffects />
      {/* Without transitions: Spectrum's table did not repaint after a navigation run as a transition. */}
      <RouterProvider router={router} useTransitions={false} />
      <AppToasts />
    </AppIntlProvider>
  );
}
