import type { Action, Subject } from '../../ability/subjects';
import type { RouteMeta } from './meta';

export interface GuardContext {
  loggedIn: boolean;
  can: (action: Action, subject: Subject) => boolean;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export const NOT_AUTHORIZED_PATH = '/not-authorized';

/** `/login?to=<target>`; no `to` when the target is the root (original-spec section 6). */
export function loginPath(target: string): string {
  return target === '/' || target === '' ? '/login' : `/login?to=${encodeURIComponent(target)}`;
}

/**
 * Where a navigation may go, by the rules of original-spec section 6.
 * `metas` are the meta of every matched route record, outermost first; `target` is the full
 * path the user asked for (path, query and hash).
 */
export function decideNavigation(metas: readonly RouteMeta[], target: string, ctx: GuardContext): GuardDecision {
  if (metas.some((meta) => meta.public)) return { kind: 'allow' };
  if (metas.some((meta) => meta.unauthenticatedOnly)) {
    return ctx.loggedIn ? { kind: 'redirect', to: '/' } : { kind: 'allow' };
  }
  // Allowed when any matched record's action/subject pair is permitted.
  const permitted = metas.some((meta) => meta.action && meta.subject && ctx.can(meta.action, meta.subject));
  if (permitted) return { kind: 'allow' };
  return { kind: 'redirect', to: ctx.loggedIn ? notAuthorizedPath(metas) : loginPath(target) };
}

/**
 * `/not-authorized?need=<action>:<subject>`: the permission the screen needed (the innermost
 * route's), so the page can say which rule refused it ("Why?", issue 34).
 */
function notAuthorizedPath(metas: readonly RouteMeta[]): string {
  const needed = metas.findLast((meta) => meta.action && meta.subject);
  return needed ? `${NOT_AUTHORIZED_PATH}?need=${encodeURIComponent(`${needed.action}:${needed.subject}`)}` : NOT_AUTHORIZED_PATH;
}

/** The permission a `/not-authorized?need=…` link names, when it names one of the known actions. */
export function neededPermission(search: string): { action: Action; subject: Subject } | null {
  const [action, subject] = (new URLSearchParams(search).get('need') ?? '').split(':');
  return action && subject && /^[a-zA-Z]+$/.test(action) && /^[a-zA-Z]+$/.test(subject) ? { action: action as Action, subject: subject as Subject } : null;
}

/** Only same-origin absolute paths may be a post-login destination (no open redirect). */
export function safeRedirectTarget(to: string | null): string {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return '/';
  return to;
}
