import { IconBell } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { LazyTrigger } from './LazyTrigger';
import { lazyComponent } from '../../ui/lazyComponent';
import { useLiveNotifications } from './useLiveNotifications';
import { useNotifications } from './useNotifications';

const Popover = lazyComponent(() => import('./lazy/NotificationsPopover'));

/** The navbar bell: unread count, the latest notifications, mark one or all as read. */
export function NotificationsMenu() {
  const intl = useIntl();
  const state = useNotifications();
  useLiveNotifications();
  return (
    <LazyTrigger
      kind="dialog"
      aria-label={intl.formatMessage({ id: 'shell.notifications.label' }, { count: state.unread })}
      preload={Popover.preload}
      surface={<Popover {...state} />}
    >
      <IconBell size={18} aria-hidden />
      {state.unread > 0 && <span className="count-badge" aria-hidden="true">{intl.formatNumber(state.unread)}</span>}
    </LazyTrigger>
  );
}
