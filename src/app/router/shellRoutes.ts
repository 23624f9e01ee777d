import type { AppRouteDef } from '../../core/routing/meta';
import { pagePaths } from '../../core/routing/pagePaths';
import { lazyPage, signedIn } from './routes';

/**
 * The shell's own screens besides the dashboard (original-spec section 2 and PRODUCT.md
 * section 3). Part of the signed-in route table (appRoutes.ts), which the router discovers on
 * the first signed-in URL.
 */
export const shellPageRoutes: AppRouteDef[] = [
  {
    id: 'activity', path: pagePaths.activity,
    meta: { ...signedIn, title: { id: 'activity.title' }, searchable: true, breadcrumb: [{ title: { id: 'activity.title' } }] },
    Component: lazyPage(() => import('../../pages/activity/ActivityLogPage'), (m) => m.ActivityLogPage),
  },
  {
    // ADMIN's: the matrix shows every role's rules, which only those who may change them need.
    id: 'roles', path: pagePaths.roles,
    meta: { action: 'manage', subject: 'all', title: { id: 'roles.title' }, searchable: true, breadcrumb: [{ title: { id: 'roles.title' } }] },
    Component: lazyPage(() => import('../../pages/roles/RolesPage'), (m) => m.RolesPage),
  },
  {
    id: 'account-settings-tab', path: pagePaths.accountSettings(':tab'),
    meta: {
      ...signedIn, title: { id: 'shell.page.accountSettings' }, navHighlight: pagePaths.accountSettings(),
      breadcrumb: [{ title: { id: 'shell.page.accountSettings' } }],
    },
    Component: lazyPage(() => import('../../pages/account-settings/AccountSettingsPage'), (m) => m.AccountSettingsPage),
  },
];
