import { useIntl } from 'react-intl';
import { Button } from '../../../ui/kit/Button';
import type { LiveRows } from './useLiveRows';
import './live.css';

/**
 * "3 new — Show" above the rows when others added rows this list would show, or "5 changes — Show"
 * on a snapshot page (All). The reader decides when the rows move; a polite status announces it.
 */
export function LiveBanner({ live }: { live: Pick<LiveRows, 'fresh' | 'stale' | 'show'> }) {
  const intl = useIntl();
  const text = live.fresh > 0
    ? intl.formatMessage({ id: 'list.live.fresh' }, { count: live.fresh })
    : live.stale > 0 ? intl.formatMessage({ id: 'list.live.stale' }, { count: live.stale }) : null;
  return (
    <div role="status" className="live-banner-host">
      {text && (
        <div className="live-banner">
          <span>{text}</span>
          <Button variant="secondary" onPress={live.show}>
            {intl.formatMessage({ id: 'list.live.show' })}
          </Button>
        </div>
      )}
    </div>
  );
}
