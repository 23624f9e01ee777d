import { useState } from 'react';
import { Navbar } from '../navbar/Navbar';
import { updateLayout, useSettings } from '../../core/settings';
import { ContentArea } from './ContentArea';
import { Footer } from './Footer';
import { VerticalNav } from './nav/VerticalNav';
import { SkipLink } from './SkipLink';
import { useOverlayNav } from './useOverlayNav';

const cx = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

/**
 * Default layout with vertical navigation: collapsible (a collapsed nav widens while hovered),
 * semi-dark on request, and an overlay behind a hamburger on narrow windows.
 */
export function VerticalLayout({ overlay }: { overlay: boolean }) {
  const { layout, isVerticalNavSemiDark } = useSettings();
  const nav = useOverlayNav(overlay);
  const [hovered, setHovered] = useState(false);
  const collapsed = !overlay && layout.isVerticalNavCollapsed;
  // A hidden navbar would leave a narrow window without its hamburger.
  const navbarType = overlay && layout.navbarType === 'hidden' ? 'sticky' : layout.navbarType;
  return (
    <div className={cx('layout', 'layout--vertical', collapsed && 'layout--collapsed')}>
      <SkipLink />
      <aside
        className={cx(
          'vnav', isVerticalNavSemiDark && 'vnav--semi-dark', collapsed && 'vnav--collapsed',
          collapsed && hovered && 'vnav--hovered', overlay && 'vnav--overlay', nav.open && 'vnav--open',
        )}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        inert={overlay && !nav.open ? true : undefined}
      >
        <VerticalNav
          overlay={overlay}
          collapsed={collapsed}
          onToggleCollapsed={() => updateLayout({ isVerticalNavCollapsed: !layout.isVerticalNavCollapsed })}
          onClose={nav.hide}
        />
      </aside>
      {nav.open && <div className="vnav-backdrop" onClick={nav.hide} aria-hidden="true" />}
      <div className="layout__main">
        {navbarType !== 'hidden' && (
          <header className={cx('navbar', `navbar--${navbarType}`, layout.isNavbarBlurEnabled && 'navbar--blur')}>
            <Navbar onOpenNav={overlay ? nav.show : undefined} />
          </header>
        )}
        <ContentArea width={layout.appContentWidth} />
        {layout.footerType !== 'hidden' && <Footer />}
      </div>
    </div>
  );
}
