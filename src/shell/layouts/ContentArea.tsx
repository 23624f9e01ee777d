import { Outlet } from 'react-router-dom';
import { Breadcrumb } from '../breadcrumb/Breadcrumb';
import { PreviewBanner } from '../preview/PreviewBanner';
import type { ContentWidth } from '../../core/settings';

/** The page area: the preview's banner while there is one, breadcrumb and the current screen, fluid or boxed. */
export function ContentArea({ width }: { width: ContentWidth }) {
  return (
    <main id="main-content" className={`content content--${width}`} tabIndex={-1}>
      <PreviewBanner />
      <Breadcrumb />
      <Outlet />
    </main>
  );
}
