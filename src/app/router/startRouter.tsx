import { markFirstRouteReady } from '../../core/routing/firstRoute';
import { createAppRouter } from './createAppRouter';
import { RoutedScreens } from './routerPageLinks';

/**
 * The router at the current address, and its screens for the App. `settled` resolves once the
 * first route's guard and screen have loaded: the sign-in page it replaces stays on screen until
 * then, as a page does during any navigation. `dispose` stops a router that is not shown after
 * all (src/main.tsx: the visitor went back to the sign-in page while it loaded).
 */
export function startRouter() {
  const router = createAppRouter();
  const settled = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  }).then(markFirstRouteReady);
  return { screens: <RoutedScreens router={router} />, settled, dispose: () => router.dispose() };
}
