let shown = false;

/** Called once a router has its first route ready to render (src/app/router/startRouter.tsx). */
export function markFirstRouteReady(): void {
  shown = true;
}

/**
 * True until a router has its first route ready: what is on screen is still index.html's loader,
 * or the sign-in page opened first, never a screen of the router's that a wait would leave standing.
 */
export function beforeFirstRoute(): boolean {
  return !shown;
}
