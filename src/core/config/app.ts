/**
 * Application-wide constants of the shell (original-spec section 9).
 * Kept free of imports so that the tiny loader script in index.html can mirror them.
 */

/** Prefix of every per-user layout key in local storage ("keys prefixed with the app title"). */
export const APP_KEY = 'lingua-admin';

/** Where the admin talks GraphQL; the local mock server unless the build says otherwise. */
export const GRAPHQL_URL: string = import.meta.env.VITE_GRAPHQL_URL || 'http://127.0.0.1:4000/graphql';

/** Under this width the vertical navigation becomes an overlay (960 + 16). */
export const OVERLAY_NAV_BREAKPOINT = 976;

/** Hash targets land this far below the sticky navbar. */
export const HASH_SCROLL_OFFSET = 60;

/** The scroll-to-top button appears after this many pixels. */
export const SCROLL_TOP_THRESHOLD = 200;
