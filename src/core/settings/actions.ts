import { getSettings, updateLayout } from './store';
import type { NavLayout } from './types';

/**
 * Switches the navigation layout. Going horizontal turns a hidden navbar sticky (the horizontal
 * menu lives in it) and expands the navigation (original-spec section 4).
 */
export function setNavLayout(next: NavLayout): void {
  const { layout } = getSettings();
  if (next === 'horizontal') {
    updateLayout({
      appContentLayoutNav: 'horizontal',
      navbarType: layout.navbarType === 'hidden' ? 'sticky' : layout.navbarType,
      isVerticalNavCollapsed: false,
    });
  } else {
    updateLayout({ appContentLayoutNav: 'vertical' });
  }
}
