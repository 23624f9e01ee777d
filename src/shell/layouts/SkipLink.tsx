import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { moveFocusTo, screenHeading } from './screenFocus';

/**
 * First tab stop: jumps past the navigation to the screen's heading (or the main landmark), so
 * the next Tab reaches the screen's own controls (a list's tools, then its search) and a screen
 * reader reads where it landed. The URL keeps no `#main-content`.
 */
export function SkipLink() {
  const intl = useIntl();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = screenHeading() ?? document.getElementById('main-content');
    if (!target) return;
    event.preventDefault();
    moveFocusTo(target);
  };
  return (
    <a className="skip-link" href="#main-content" onClick={skip}>
      {intl.formatMessage({ id: 'shell.skipToContent' })}
    </a>
  );
}
