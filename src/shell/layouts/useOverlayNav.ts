import { useEffect, useRef, useState } from 'react';
import { useRouterSelect } from '../../ui/routerState';

/** Open state of the overlay navigation: closes on navigation and on Escape. */
export function useOverlayNav(enabled: boolean) {
  const [open, setOpen] = useState(false);
  // The path only (a list's query string changing must not render the whole layout again), and
  // only while open: closed, a navigation renders the screen, not the layout around it (the
  // navigation, the navbar, the footer: ~60 components on every click to a form, issue 31).
  const pathname = useRouterSelect((state) => (open ? state.location.pathname : null));
  const openedOn = useRef<string | null>(null);
  useEffect(() => {
    if (pathname === null) openedOn.current = null;
    else if (openedOn.current === null) openedOn.current = pathname;
    else if (pathname !== openedOn.current) setOpen(false);
  }, [pathname]);
  useEffect(() => setOpen(false), [enabled]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return { open: enabled && open, show: () => setOpen(true), hide: () => setOpen(false) };
}
