import { useContext, useRef, type ComponentType } from 'react';
import { UNSAFE_RouteContext as RouteContext } from 'react-router-dom';

type RouteContextValue = React.ContextType<typeof RouteContext>;

type Match = RouteContextValue['matches'][number];

const sameParams = (a: Match['params'], b: Match['params']) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => a[key] === b[key]);

/** The router matches the URL again on each render: the same route at the same path and params. */
const sameMatch = (a: Match, b: Match) =>
  a.route === b.route && a.pathname === b.pathname && a.pathnameBase === b.pathnameBase && sameParams(a.params, b.params);

/** The same route, the same matches: what a screen reads from the route context has not changed. */
const sameRoute = (kept: RouteContextValue, next: RouteContextValue) =>
  kept.outlet === next.outlet &&
  kept.isDataRoute === next.isDataRoute &&
  kept.matches.length === next.matches.length &&
  kept.matches.every((match, index) => sameMatch(match, next.matches[index]));

/**
 * A screen that renders only when its own route changes, not on every state of the router.
 *
 * The router gives each route a new context object whenever its state changes, and a navigation
 * has a "loading" state while the next screen's chunks and loader run. Everything that uses a
 * router hook (`useNavigate`, `useSearchParams`: the list screen, its filters, every row's
 * actions) then rendered again in the click's own task, the whole list once more (~300 ms at 4×
 * on the users list) only to be replaced. A screen route has no child routes, so its context is
 * its matches: this keeps the context it had while they name the same routes, paths and params
 * (the router keeps the current ones until the navigation commits, but matches the URL again on
 * each render) and hands the screen a new one when they change.
 */
export function stillOnRouterStates(Screen: ComponentType): ComponentType {
  // One element for the route's life: React skips it when the context below has not changed.
  const screen = <Screen />;
  function StillOnRouterStates() {
    const next = useContext(RouteContext);
    const kept = useRef(next);
    if (kept.current !== next && !sameRoute(kept.current, next)) kept.current = next;
    return <RouteContext.Provider value={kept.current}>{screen}</RouteContext.Provider>;
  }
  StillOnRouterStates.displayName = `StillOnRouterStates(${Screen.displayName ?? Screen.name})`;
  return StillOnRouterStates;
}
