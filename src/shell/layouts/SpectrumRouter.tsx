import { Provider } from '@adobe/react-spectrum';
import { memo, useMemo, type ReactNode } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';

type SpectrumRouterConfig = { navigate: (to: string, options?: NavigateOptions) => void; useHref: (href: string) => string };

/**
 * The href a Spectrum link renders. Every path the admin links to is absolute (`entityPaths`,
 * `urls`, `pagePaths`) and the router has no basename, so the router's `useHref` would return it
 * unchanged; calling it would subscribe every Spectrum button and link to the router's route
 * context, which changes with each navigation state, and render them all again on every click.
 */
const useAbsoluteHref = (href: string) => href;

/**
 * Lets Spectrum links and menu items with `href` navigate inside the app instead of reloading.
 * Spectrum's outer provider sits above the router, so a nested one carries the router here.
 * The router's hooks render this on every change of the router's state (a navigation's
 * "loading" too); the provider below renders again only when the router config changes, which
 * it does not, so a navigation does not render every Spectrum component on the screen again.
 */
export function SpectrumRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const router = useMemo<SpectrumRouterConfig>(() => ({ navigate: (to, options) => void navigate(to, options), useHref: useAbsoluteHref }), [navigate]);
  return <RouterProvider router={router}>{children}</RouterProvider>;
}

const RouterProvider = memo(function RouterProvider({ router, children }: { router: SpectrumRouterConfig; children: ReactNode }) {
  return (
    <Provider router={router} UNSAFE_className="spectrum-router">
      {children}
    </Provider>
  );
});
