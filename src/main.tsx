import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import type { Leave } from './app/router/signInFirst';
import { getSettings, isLoggedIn } from './core/settings';
import { loadMessages } from './i18n/loadMessages';
// React Spectrum's design tokens for the kit, on the document (scripts/vite/spectrumTokens.ts).
import 'virtual:spectrum-tokens.css';
import './styles/index.css';

// Start fetching the catalog before React renders, in parallel with the first screen's chunk:
// signed out, only the public pages' areas.
void loadMessages(getSettings().language, isLoggedIn() ? 'all' : 'core');

const root = createRoot(document.getElementById('app')!);
const show = (screens: ReactNode) =>
  root.render(
    <StrictMode>
      <App screens={screens} />
    </StrictMode>,
  );
const router = () => import('./app/router/startRouter').then(({ startRouter }) => startRouter());

/**
 * A visit that opens on the sign-in page signed out (the first page of most visits) shows it
 * without the router (src/app/router/signInFirst.tsx); leaving it starts the router at the new
 * address and shows its screen once that has loaded. Every other address starts with the router.
 */
const SIGN_IN = /^\/login\/?$/;

if (!isLoggedIn() && SIGN_IN.test(window.location.pathname)) {
  let leaving = false;
  const start = (to: string) => {
    if (leaving) return;
    leaving = true;
    window.removeEventListener('popstate', followHistory);
    router().then(
      async ({ screens, settled, dispose }) => {
        await settled;
        // Back on the sign-in page before the router was ready (Back at once after a link): this
        // page stays, with what was typed meanwhile, and the next way out starts a router again.
        if (!isLoggedIn() && SIGN_IN.test(window.location.pathname)) {
          dispose();
          leaving = false;
          window.addEventListener('popstate', followHistory);
          return;
        }
        show(screens);
      },
      // The router's script did not arrive (the network dropped): a full load of the address.
      () => window.location.assign(to),
    );
  };
  const leave: Leave = (to, { replace }) => {
    if (leaving) return;
    window.history[replace ? 'replaceState' : 'pushState'](null, '', to);
    start(to);
  };
  // An address reached through the history (a pushed entry, Back, Forward) is the router's too.
  const followHistory = () => {
    const { pathname, search, hash } = window.location;
    if (!SIGN_IN.test(pathname)) start(`${pathname}${search}${hash}`);
  };
  window.addEventListener('popstate', followHistory);
  void import('./app/router/signInFirst').then(({ SignInFirst }) => show(<SignInFirst leave={leave} />));
} else {
  void router().then(({ screens }) => show(screens));
}
