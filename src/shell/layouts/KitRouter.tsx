import { memo, useMemo, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useNavigate, type NavigateOptions } from 'react-router-dom';

type KitRouterConfig = { navigate: (to: string, options?: NavigateOptions) => void; useHref: (href: string) => string };

/**
 * The href a kit link renders. Every path the admin links to is absolute (`entityPaths`, `urls`,
 * `pagePaths`) and the router has no basename, so the router's `useHref` would return it
 * unchanged; calling it would subscribe every kit button and link to the router's route context,
 * which changes with each navigation state, and render them all again on every click.
 */
const useAbsoluteHref = (href: string) => href;

/**
 * Lets the kit's links, link buttons and menu items with `href` navigate inside the app instead of
 * reloading (react-aria's RouterProvider). The router's hooks render this on every change of the
 * router's state (a navigation's "loading" too); the provider below renders again only when the
 * router config changes, which it does not, so a navigation does not render every kit component
 * on the screen again.
 */
export function KitRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const router = useMemo<KitRouterConfig>(() => ({ navigate: (to, options) => void navigate(to, options), useHref: useAbsoluteHref }), [navigate]);
  return <Provider router={router}>{children}</Provider>;
}

const Provider = memo(function Provider({ router, children }: { router: KitRouterConfig; children: ReactNode }) {
  return (
    <RouterProvider navigate={router.navigate} useHref={router.useHref}>
      {children}
    </RouterProvider>
  );
});
