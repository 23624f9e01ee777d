import { useCallback, useContext, useSyncExternalStore } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router-dom';

type Router = NonNullable<React.ContextType<typeof DataRouterContext>>['router'];
export type RouterState = Router['state'];

/** The app's router (a data router, in the app and in tests); its object never changes. */
function useRouter(): Router {
  const context = useContext(DataRouterContext);
  if (!context) throw new Error('useRouterSelect needs a data router above it');
  return context.router;
}

/**
 * One value of the router's state, rendering only when that value changes.
 *
 * The router's hooks (`useLocation`, `useMatches`, `Link`, `useNavigate`) render their component on
 * every change of the router: each page, sort, filter or page-size change of a list (its query
 * string), each navigation's "loading" state. The shell's navigation needs only the path: read
 * through this, a list's own changes no longer render the 56 links of the navigation again.
 * `select` must return a primitive or an object the router keeps (a route's `handle`), not a new one.
 *
 * @example const pathname = useRouterSelect((state) => state.location.pathname);
 */
export function useRouterSelect<T>(select: (state: RouterState) => T): T {
  const router = useRouter();
  const snapshot = () => select(router.state);
  return useSyncExternalStore(useCallback((onChange: () => void) => router.subscribe(onChange), [router]), snapshot, snapshot);
}

export interface RouterNavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Navigates in the app without subscribing to the router's state (see useRouterSelect). */
export function useRouterNavigate(): (to: string, options?: RouterNavigateOptions) => void {
  const router = useRouter();
  return useCallback((to: string, options?: RouterNavigateOptions) => void router.navigate(to, options), [router]);
}

/** Reads the router's state when called (in an event), without rendering on its changes. */
export function useRouterStateReader(): () => RouterState {
  const router = useRouter();
  return useCallback(() => router.state, [router]);
}
