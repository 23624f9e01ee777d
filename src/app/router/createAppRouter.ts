import { createBrowserRouter, type PatchRoutesOnNavigationFunction } from 'react-router-dom';
import { buildRoutes, signedInRoutes } from './buildRoutes';
import { catchAllRoute, dashboardRoute, publicRoutes } from './routes';
import { registerNavigate } from '../../core/routing/navigation';

/** The layout route the signed-in table's routes join (buildRoutes.tsx). */
const SIGNED_IN_LAYOUT = 'layout-default';

/**
 * Adds the signed-in route table (every entity's screens, the shell's pages: appRoutes.ts) to the
 * router the first time a URL needs it: one the router does not know, or knows only through a
 * splat or a parameter (the catch-all), which a signed-in route may match better. The sign-in
 * page's script carries none of it; a signed-out deep link still meets its route's guard and is
 * sent to sign in with `to`. A navigation that was cancelled meanwhile is not patched (the router
 * ignores it): the next one is.
 */
export function signedInDiscovery(): PatchRoutesOnNavigationFunction {
  let table: Promise<typeof import('./appRoutes')> | undefined;
  let patched = false;
  return async ({ patch, signal }) => {
    if (patched) return;
    table ??= import('./appRoutes').catch((error: unknown) => {
      table = undefined;
      throw error;
    });
    const { appRouteDefs } = await table;
    if (patched || signal.aborted) return;
    patch(SIGNED_IN_LAYOUT, signedInRoutes(appRouteDefs.filter((def) => def.id !== dashboardRoute.id)));
    patched = true;
  };
}

/** The routes the router knows from the start: the public pages and `/`. */
export const bootRoutes = () => buildRoutes([dashboardRoute, ...publicRoutes, catchAllRoute]);

export function createAppRouter() {
  const router = createBrowserRouter(bootRoutes(), { basename: '/', patchRoutesOnNavigation: signedInDiscovery() });
  registerNavigate((to) => void router.navigate(to, { replace: true }));
  return router;
}
