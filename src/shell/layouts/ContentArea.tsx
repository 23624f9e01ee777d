import { Outlet } from 'react-router-dom';
import { Breadcrumb } from '../breadcrumb/Breadcrumb';
import type { ContentWidth } from '../../core/settings';

/** The page area: breadcrumb and the current screen, fluid or boxed. */
export function ContentArea({ width }: { width: ContentWidth }) {
  return (
    <main id="main-content" className={`content content--${width}`} tabIndex={-1}>
      <Breadcrumb />
      <Outlet />
    </main>
  );
}
