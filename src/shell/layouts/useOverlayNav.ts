import { useEffect, useState } from 'react';
import { useRouterSelect } from '../../ui/routerState';

/** Open state of the overlay navigation: closes on navigation and on Escape. */
export function useOverlayNav(enabled: boolean) {
  const [open, setOpen] = useState(false);
  // The path only: a list's query string changing must not render the whole layout again.
  const pathname = useRouterSelect((state) => state.location.pathname);
  useEffect(() => setOpen(false), [pathname, enabled]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return { open: enabled && open, show: () => setOpen(true), hide: () => setOpen(false) };
}
