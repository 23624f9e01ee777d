import { loginPath } from './guard';

type NavigateFn = (to: string) => void;

/**
 * Navigation for code outside React (Apollo's error link). The router registers itself at start;
 * before that a full page load does the job.
 */
let navigateImpl: NavigateFn = (to) => window.location.assign(to);

export function registerNavigate(fn: NavigateFn): void {
  navigateImpl = fn;
}

export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Opens `to` in the app (from outside React: the error link). */
export function navigateTo(to: string): void {
  if (window.location.pathname !== to) navigateImpl(to);
}

/** Sends the visitor to sign in and back here afterwards. */
export function redirectToLogin(): void {
  if (window.location.pathname === '/login') return;
  navigateImpl(loginPath(currentPath()));
}
