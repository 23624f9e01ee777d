import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router/createAppRouter';
import { AppIntlProvider } from '../shell/providers/AppIntlProvider';
import { AbilityProvider, appAbility } from '../core/ability';
import { AppSpectrumProvider } from '../shell/providers/AppSpectrumProvider';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The providers every screen needs, and nothing heavier: Apollo joins inside the default layout,
 * so the sign-in page loads without it.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <AbilityProvider value={appAbility}>
      <AppIntlProvider>
        <AppSpectrumProvider>
          {/* Without transitions: Spectrum's table did not repaint after a navigation run as a transition. */}
          <RouterProvider router={router} useTransitions={false} />
        </AppSpectrumProvider>
      </AppIntlProvider>
    </AbilityProvider>
  );
}
