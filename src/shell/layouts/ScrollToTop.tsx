import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SCROLL_TOP_THRESHOLD } from '../../core/config/app';

/** Appears once the page has scrolled more than 200 px; scrolls back smoothly. */
export function ScrollToTop() {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={intl.formatMessage({ id: 'shell.scrollToTop' })}
    >
      <IconArrowUp size={20} aria-hidden />
    </button>
  );
}
