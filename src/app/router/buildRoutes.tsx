import { redirect, type RouteObject, type ShouldRevalidateFunction } from 'react-router-dom';
import { BlankLayout } from '../../shell/layouts/BlankLayout';
import { guardLoader } from './guardLoader';
import type { AppRouteDef } from '../../core/routing/meta';
import { pagePaths } from '../../core/routing/pagePaths';
import { RootErrorBoundary, ScreenErrorBoundary } from './RouteErrorBoundary';
import { RootShell } from './RootShell';
import { loadSignedInLayout } from './signedInLayout';
import { stillOnRouterStates } from './stillOnRouterStates';

/**
 * A new search on the same screen (a list's page, size, sort or filter) runs no loader again: the
 * guard's answer is the route's, and the screen asks for its rows itself. The router then moves
 * to the new URL in one step, without a "loading" state that made React render the whole screen
 * once more before the list even asked for its rows (about 150 ms on a list of 10 rows).
 */
const sameScreenNewSearch: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;

function toRouteObject(def: AppRouteDef, inShell: boolean): RouteObject {
  return {
    id: def.id,
    path: def.path,
    handle: def.meta,
    loader: guardLoader([def.meta], def.preload),
    shouldRevalidate: sameScreenNewSearch,
    // A screen renders for its own route's changes, not for the router's "loading" states.
    lazy: { Component: () => def.Component().then(stillOnRouterStates) },
    // Inside the default layout a failing screen shows the 500 page while the shell stays usable.
    ErrorBoundary: inShell ? ScreenErrorBoundary : undefined,
  };
}

/** The routes of `defs` that sit in the signed-in (default) layout, as its children. */
export function signedInRoutes(defs: readonly AppRouteDef[]): RouteObject[] {
  return defs.filter((def) => def.meta.layout !== 'blank').map((def) => toRouteObject(def, true));
}

/**
 * Turns route definitions into the data router's tree: every route sits under the layout its
 * meta names (default when none), and every screen and the default layout are lazy chunks.
 */
export function buildRoutes(defs: readonly AppRouteDef[]): RouteObject[] {
  const blank = defs.filter((def) => def.meta.layout === 'blank');
  return [
    {
      id: 'app',
      Component: RootShell,
      ErrorBoundary: RootErrorBoundary,
      // index.html's loader stays on screen until the first route has rendered.
      HydrateFallback: () => null,
      children: [
        {
          id: 'layout-default',
          // Apollo, the navigation, the navbar and the row titles load only once a signed-in screen is opened.
          lazy: { Component: loadSignedInLayout },
          children: [
            ...signedInRoutes(defs),
            { path: '/account-settings', loader: () => redirect(pagePaths.accountSettings()) },
          ],
        },
        { id: 'layout-blank', Component: BlankLayout, children: blank.map((def) => toRouteObject(def, false)) },
      ],
    },
  ];
}
