import { IconChecks } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { NotificationItem } from '../NotificationItem';
import type { NotificationsState } from '../useNotifications';
import './navPopover.css';

/** The bell's popover: the latest notifications, mark one or all as read (loaded on the first intent). */
export default function NotificationsPopover({ notifications, unread, marking, markRead, markAllRead }: NotificationsState) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Popover className="nav-popover" placement="bottom end" offset={8}>
      <Dialog className="nav-popover__dialog notif-dialog">
        {({ close }) => (
          <>
            <div className="nav-popover__head">
              <Heading slot="title" className="nav-popover__title">{t('shell.notifications.title')}</Heading>
              <button type="button" className="quiet-button" disabled={unread === 0 || marking} onClick={() => void markAllRead()}>
                <IconChecks size={18} aria-hidden />
                <span>{t('shell.notifications.markAll')}</span>
              </button>
            </div>
            <hr className="nav-popover__divider" />
            {notifications.length === 0 ? (
              <p className="notif-empty">{t('shell.notifications.empty')}</p>
            ) : (
              <ul className="notif-list">
                {notifications.map((item) => (
                  <NotificationItem key={item.id} {...item} onMarkRead={(id) => void markRead(id)} onOpen={close} />
                ))}
              </ul>
            )}
          </>
        )}
      </Dialog>
    </Popover>
  );
}
