import { entityScreens } from './entityScreens';
import { entityRouteObjects, entityRoutes } from './entityRouteObjects';
import type { AppRouteDef } from '../../core/routing/meta';
import { catchAllRoute, dashboardRoute, publicRoutes } from './routes';
import { shellPageRoutes } from './shellRoutes';

/** The app's own pages (not an entity's), the shell's first. */
export const pageRoutes: AppRouteDef[] = [dashboardRoute, ...shellPageRoutes, ...publicRoutes];

/**
 * Every screen of the app, in one list: the global search and the navigation read it, and the
 * router discovers its signed-in part on the first signed-in URL (createAppRouter.ts; the
 * public pages and `/` it knows from the start). To add a screen, add an AppRouteDef to
 * `shellPageRoutes` (signed in) or `publicRoutes`; entity screens come from the entity route
 * list through `entityRouteObjects`.
 */
export const appRouteDefs: AppRouteDef[] = [
  ...pageRoutes,
  ...entityRouteObjects(entityRoutes, entityScreens),
  catchAllRoute,
];
