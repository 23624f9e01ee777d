import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { HASH_SCROLL_OFFSET } from '../../core/config/app';

/**
 * After each navigation: scroll smoothly to the hash target, 60 px below the top so the sticky
 * navbar does not cover it; otherwise back to the top (original-spec section 2).
 */
export function useScrollOnNavigate(): void {
  const { pathname, search, hash, key } = useLocation();
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET;
        window.scrollTo({ top, behavior: 'smooth' });
        return;
      }
    }
    window.scrollTo({ top: 0 });
  }, [pathname, search, hash, key]);
}
