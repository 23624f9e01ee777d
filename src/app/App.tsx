import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router/createAppRouter';
import { AppIntlProvider } from '../shell/providers/AppIntlProvider';
import { AppToasts } from '../shell/providers/AppToasts';
import { AppAppearanceEffects } from '../shell/providers/useAppAppearance';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The providers every screen needs, and nothing heavier: Apollo, the viewer's ability (CASL) and
 * the kit's locale and router join inside the signed-in layout, so the sign-in page loads none of
 * them; the toast region loads with the first toast.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppIntlProvider>
      <AppAppearanceEffects />
      {/* Without transitions: a navigation stays synchronous, so the list's table repaints at once. */}
      <RouterProvider router={router} useTransitions={false} />
      <AppToasts />
    </AppIntlProvider>
  );
}
