import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router/createAppRouter';
import { AppIntlProvider } from '../shell/providers/AppIntlProvider';
import { AppSpectrumProvider } from '../shell/providers/AppSpectrumProvider';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The providers every screen needs, and nothing heavier: Apollo and the viewer's ability (CASL)
 * join inside the signed-in layout, so the sign-in page loads without them.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppIntlProvider>
      <AppSpectrumProvider>
        {/* Without transitions: Spectrum's table did not repaint after a navigation run as a transition. */}
        <RouterProvider router={router} useTransitions={false} />
      </AppSpectrumProvider>
    </AppIntlProvider>
  );
}
