import { Navbar } from '../navbar/Navbar';
import { useSettings } from '../../core/settings';
import { ContentArea } from './ContentArea';
import { Footer } from './Footer';
import { HorizontalNav } from './nav/HorizontalNav';
import { SkipLink } from './SkipLink';

/** Default layout with horizontal navigation: the menu bar rides under the navbar. */
export function HorizontalLayout() {
  const { layout } = useSettings();
  const blur = layout.isNavbarBlurEnabled ? ' navbar--blur' : '';
  return (
    <div className="layout layout--horizontal">
      <SkipLink />
      <header className={`navbar navbar--${layout.navbarType === 'hidden' ? 'sticky' : layout.navbarType}${blur}`}>
        <Navbar showBrand />
        <HorizontalNav />
      </header>
      <div className="layout__main">
        <ContentArea width={layout.appContentWidth} />
        {layout.footerType !== 'hidden' && <Footer />}
      </div>
    </div>
  );
}
