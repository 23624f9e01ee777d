import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { isLoggedIn } from '../../core/settings';
import { ENROLL_FACTOR_PATH, factorEnrollmentPending } from '../../core/session/factorEnrollment';
import { decideNavigation } from '../../core/routing/guard';
import type { RouteMeta } from '../../core/routing/meta';

/**
 * Runs the section 6 guard before a route renders (the data router's counterpart of a
 * `beforeEach` hook), so a forbidden screen never mounts. A visit it lets through starts the
 * route's data (`preload`) while the router downloads the screen's chunks. The loader waits until
 * the request is under way, never for its answer: the modules a preload needs are the screen's own,
 * and starting the request before React renders the screen keeps it from queueing behind that work.
 */
export function guardLoader(metas: readonly RouteMeta[], preload?: (url: URL) => unknown) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const loggedIn = isLoggedIn();
    // A role that requires a second factor, without one: enrolment is the only screen (sign-out aside).
    const enrolling = loggedIn && factorEnrollmentPending();
    if (enrolling !== (url.pathname === ENROLL_FACTOR_PATH) && !metas.some((meta) => meta.public)) {
      throw redirect(enrolling ? ENROLL_FACTOR_PATH : '/');
    }
    // The ability (CASL) is only asked about a signed-in visit: the sign-in page loads without it.
    const ability = loggedIn ? (await import('../../core/session/ability')).appAbility : null;
    const decision = decideNavigation(metas, `${url.pathname}${url.search}`, {
      loggedIn,
      can: (action, subject) => ability?.can(action, subject) ?? false,
    });
    if (decision.kind === 'redirect') throw redirect(decision.to);
    await preload?.(url);
    return null;
  };
}
