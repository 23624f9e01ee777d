import { createBrowserRouter } from 'react-router-dom';
import { appRouteDefs } from './appRoutes';
import { buildRoutes } from './buildRoutes';
import { registerNavigate } from '../../core/routing/navigation';

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes(appRouteDefs), { basename: '/' });
  registerNavigate((to) => void router.navigate(to, { replace: true }));
  return router;
}
