import { useEffect, useRef } from 'react';
import { Outlet, useRevalidator } from 'react-router-dom';
import { isLoggedIn, useSettings } from '../../core/settings';
import { useDocumentTitle } from './useDocumentTitle';
import { NavigationStart, useFocusOnNavigate } from './useFocusOnNavigate';
import { useScrollOnNavigate } from './useScrollOnNavigate';

/** Removes index.html's initial loader once real content is on screen. */
function useHideInitialLoader(): void {
  useEffect(() => {
    document.getElementById('app-loader')?.remove();
  }, []);
}

/**
 * A sign-out (here, in another tab, or an expired token) or changed ability rules re-run the
 * guards of the open route, so a screen the user may no longer open is left at once. A sign-in
 * is not re-checked here: the login page navigates to `to` itself.
 */
function useGuardsFollowSession(): void {
  const settings = useSettings();
  const { revalidate } = useRevalidator();
  const loggedIn = isLoggedIn(settings);
  const rules = JSON.stringify(settings.userAbilityRules);
  const previous = useRef({ loggedIn, rules });
  useEffect(() => {
    const before = previous.current;
    previous.current = { loggedIn, rules };
    if (before.loggedIn && (!loggedIn || before.rules !== rules)) void revalidate();
  }, [loggedIn, rules, revalidate]);
}

/**
 * The root route: behaviour every screen shares, no markup of its own. (The route list the
 * shell's search offers comes with the signed-in layout, signedInLayout.tsx: the router learns
 * its signed-in part only when a signed-in URL is opened.)
 */
export function RootShell() {
  useHideInitialLoader();
  useScrollOnNavigate();
  useDocumentTitle();
  useGuardsFollowSession();
  const navigationStartedOn = useFocusOnNavigate();
  return (
    <>
      <NavigationStart focused={navigationStartedOn} />
      <Outlet />
    </>
  );
}
