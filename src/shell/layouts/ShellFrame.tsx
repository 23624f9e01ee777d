import { OVERLAY_NAV_BREAKPOINT } from '../../core/config/app';
import { CustomizerProvider } from '../customizer/Customizer';
import { useSettings } from '../../core/settings';
import { useViewerSync } from '../../core/viewer/useViewerSync';
import { HorizontalLayout } from './HorizontalLayout';
import { ScrollToTop } from './ScrollToTop';
import { ShellConfirm } from '../providers/ShellConfirm';
import { SignInNotice } from '../notices/SignInNotice';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { VerticalLayout } from './VerticalLayout';

/**
 * The viewer's refresh, as a component of its own: its answer arrives after the shell has
 * rendered, and would otherwise render the whole shell again (the navigation's 55 links).
 */
function ViewerSync() {
  useViewerSync();
  return null;
}

/**
 * Picks the navigation layout; under 976 px it is always vertical, as an overlay. The customizer's
 * state lives outside the variants (its button is in their navbar) so that switching the layout
 * from it keeps it open.
 */
export function ShellFrame() {
  const { layout } = useSettings();
  const narrow = useMediaQuery(`(max-width: ${OVERLAY_NAV_BREAKPOINT - 0.02}px)`);
  const horizontal = !narrow && layout.appContentLayoutNav === 'horizontal';
  return (
    <CustomizerProvider>
      <ViewerSync />
      {horizontal ? <HorizontalLayout /> : <VerticalLayout overlay={narrow} />}
      <ScrollToTop />
      <ShellConfirm />
      <SignInNotice />
    </CustomizerProvider>
  );
}
