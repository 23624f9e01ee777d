import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { isLoggedIn } from '../../core/settings';
import { appAbility } from '../../core/session/ability';
import { decideNavigation } from '../../core/routing/guard';
import type { RouteMeta } from '../../core/routing/meta';

/**
 * Runs the section 6 guard before a route renders (the data router's counterpart of a
 * `beforeEach` hook), so a forbidden screen never mounts.
 */
export function guardLoader(metas: readonly RouteMeta[]) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const decision = decideNavigation(metas, `${url.pathname}${url.search}`, {
      loggedIn: isLoggedIn(),
      can: (action, subject) => appAbility.can(action, subject),
    });
    if (decision.kind === 'redirect') throw redirect(decision.to);
    return null;
  };
}
