import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { focusHeadingWhenShown } from '../../shell/layouts/screenFocus';

/**
 * Notes what has the focus when a navigation starts (the link pressed, the palette's box). A
 * component of its own, so the router's "loading" states render it and nothing else.
 */
export function NavigationStart({ focused }: { focused: RefObject<Element | null> }) {
  const { state } = useNavigation();
  useEffect(() => {
    if (state !== 'idle') focused.current = document.activeElement;
  }, [state, focused]);
  return null;
}

/**
 * After each navigation to another screen (a new path; a list's page, sort or filter is not one)
 * the focus moves to the screen's heading, as a page load would start there: a screen reader says
 * where the user is, and Tab goes on from the top of the screen instead of from the link pressed
 * or the page's start. A screen or drawer that puts the focus somewhere itself keeps it. Not on
 * the first screen of a visit, which the browser starts at the top anyway.
 *
 * @example const started = useFocusOnNavigate(); // and render <NavigationStart focused={started} />
 */
export function useFocusOnNavigate(): RefObject<Element | null> {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const started = useRef<Element | null>(null);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // Handed over and forgotten: the element pressed belongs to the screen just left, and a ref
    // still pointing at it would keep that whole screen's DOM alive until the next navigation.
    const before = started.current;
    started.current = null;
    return focusHeadingWhenShown(before);
  }, [pathname]);
  return started;
}
