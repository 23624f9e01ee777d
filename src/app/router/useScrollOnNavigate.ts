import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { HASH_SCROLL_OFFSET } from '../../core/config/app';

/**
 * After each navigation: scroll smoothly to the hash target, 60 px below the top so the sticky
 * navbar does not cover it; otherwise back to the top (original-spec section 2).
 *
 * A page already at the top is left alone: `scrollTo` lays the page out at once, in the middle
 * of the navigation's render (~50 ms at 4× slower CPU when a list changes its page size), and
 * the page lays itself out again when it paints. Whether it is scrolled is kept from the
 * window's scroll events, since reading `scrollY` would lay it out just the same.
 */
export function useScrollOnNavigate(): void {
  const { pathname, search, hash, key } = useLocation();
  const scrolled = useRef<boolean | null>(null);
  useEffect(() => {
    const onScroll = () => (scrolled.current = window.scrollY > 0);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET;
        window.scrollTo({ top, behavior: 'smooth' });
        return;
      }
    }
    // Unknown before the first scroll event (a reload may restore a position): read it once.
    scrolled.current ??= window.scrollY > 0;
    if (scrolled.current) window.scrollTo({ top: 0 });
  }, [pathname, search, hash, key]);
}
