import { entityScreens } from './entityScreens';
import { entityRouteObjects, entityRoutes } from './entityRouteObjects';
import type { AppRouteDef } from '../../core/routing/meta';
import { catchAllRoute, pageRoutes } from './routes';

/**
 * Every screen of the app, in one list: the router, the global search and the navigation all
 * read it. To add a screen, add an AppRouteDef to `pageRoutes`; entity screens come from the
 * entity route list through `entityRouteObjects`.
 */
export const appRouteDefs: AppRouteDef[] = [
  ...pageRoutes,
  ...entityRouteObjects(entityRoutes, entityScreens),
  catchAllRoute,
];
