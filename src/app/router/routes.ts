import type { ComponentType } from 'react';
import type { AppRouteDef, RouteMeta } from '../../core/routing/meta';
import { ENROLL_FACTOR_PATH } from '../../core/session/factorEnrollment';

/** Lazily imports a module and picks one named component from it (keeps each screen its own chunk). */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => pick(await load());
}

const blank = (meta: RouteMeta): RouteMeta => ({ layout: 'blank', ...meta });
export const signedIn: RouteMeta = { action: 'read', subject: 'Auth' };

const notFound = lazyPage(() => import('../../pages/misc/NotFoundPage'), (m) => m.NotFoundPage);
const notAuthorized = lazyPage(() => import('../../pages/misc/NotAuthorizedPage'), (m) => m.NotAuthorizedPage);

/**
 * The dashboard, `/`: the first URL of most visits. The router knows it from the start, so a
 * signed-out visit there is sent to sign in without the signed-in route table (appRoutes.ts).
 */
export const dashboardRoute: AppRouteDef = {
  id: 'root', path: '/',
  meta: { ...signedIn, title: { id: 'nav.dashboard' }, searchable: true },
  Component: lazyPage(() => import('../../pages/dashboard/DashboardPage'), (m) => m.DashboardPage),
};

/**
 * The pages outside the signed-in shell (the blank layout's: sign-in, second-factor enrolment,
 * the auth placeholders, the error pages), which the router knows from the start: the sign-in
 * page loads none of the signed-in route table. The catch-all stays last (`catchAllRoute`).
 */
export const publicRoutes: AppRouteDef[] = [
  {
    id: 'login', path: '/login',
    meta: blank({ unauthenticatedOnly: true, title: { id: 'auth.login.title' } }),
    Component: lazyPage(() => import('../../pages/login/LoginPage'), (m) => m.LoginPage),
  },
  {
    // A role that requires a second factor, not yet enrolled: the guard (guardLoader.ts) allows only this.
    id: 'enroll-factor', path: ENROLL_FACTOR_PATH,
    meta: blank({ ...signedIn, title: { id: 'factor.setup.title' } }),
    Component: lazyPage(() => import('../../pages/account-settings/enrollFactorRoute').then((m) => m.loadEnrollFactorPage()), (page) => page),
  },
  {
    id: 'register', path: '/register',
    meta: blank({ unauthenticatedOnly: true, title: { id: 'auth.register.title' } }),
    Component: lazyPage(() => import('../../pages/auth/AuthComingSoon'), (m) => m.RegisterPage),
  },
  {
    id: 'forgot-password', path: '/forgot-password',
    meta: blank({ unauthenticatedOnly: true, title: { id: 'auth.forgot.title' } }),
    Component: lazyPage(() => import('../../pages/auth/AuthComingSoon'), (m) => m.ForgotPasswordPage),
  },
  {
    id: 'reset-password', path: '/reset-password',
    meta: blank({ unauthenticatedOnly: true, title: { id: 'auth.reset.title' } }),
    Component: lazyPage(() => import('../../pages/auth/AuthComingSoon'), (m) => m.ResetPasswordPage),
  },
  { id: 'not-authorized', path: '/not-authorized', meta: blank({ public: true, title: { id: 'errors.401.title' } }), Component: notAuthorized },
  { id: 'not-authorized-alias', path: '/pages/misc/not-authorized', meta: blank({ public: true, title: { id: 'errors.401.title' } }), Component: notAuthorized },
  {
    id: 'server-error', path: '/pages/misc/server-error',
    meta: blank({ public: true, title: { id: 'errors.500.title' } }),
    Component: lazyPage(() => import('../../pages/misc/ServerErrorPage'), (m) => m.ServerErrorPage),
  },
  {
    id: 'under-maintenance', path: '/pages/misc/under-maintenance',
    meta: blank({ public: true, title: { id: 'errors.maintenance.title' } }),
    Component: lazyPage(() => import('../../pages/misc/UnderMaintenancePage'), (m) => m.UnderMaintenancePage),
  },
  {
    id: 'coming-soon', path: '/pages/misc/coming-soon',
    meta: blank({ public: true, title: { id: 'errors.comingSoon.title' } }),
    Component: lazyPage(() => import('../../pages/misc/ComingSoonPage'), (m) => m.ComingSoonPage),
  },
  // `/pages/misc/not-found/:error(.*)` of the specification; React Router spells "the rest" as a splat.
  { id: 'not-found', path: '/pages/misc/not-found/*', meta: blank({ public: true, title: { id: 'errors.404.title' } }), Component: notFound },
];

/** The catch-all error page for any unknown path. */
export const catchAllRoute: AppRouteDef = {
  id: 'catch-all', path: '*', meta: blank({ public: true, title: { id: 'errors.404.title' } }), Component: notFound,
};
