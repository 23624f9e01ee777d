import { IconPlugConnectedX } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { liveState } from '../apollo/appClient';

/**
 * "Offline — reconnecting" while the live connection is lost, and nothing otherwise: live updates
 * are how the admin should be, so only their absence is worth a word. A polite status, so a
 * screen reader hears it once and is not interrupted.
 */
export function LiveStatus() {
  const intl = useIntl();
  const { status } = useSyncExternalStore(liveState.subscribe, liveState.get);
  return (
    <div role="status" className="live-status">
      {status === 'reconnecting' && (
        <span className="live-status__note" title={intl.formatMessage({ id: 'shell.live.offlineHint' })}>
          <IconPlugConnectedX size={16} aria-hidden />
          {intl.formatMessage({ id: 'shell.live.offline' })}
        </span>
      )}
    </div>
  );
}
