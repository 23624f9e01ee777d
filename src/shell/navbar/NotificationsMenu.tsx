import { ActionButton, Content, Dialog, DialogTrigger, Divider, Header, Heading, Text } from '@adobe/react-spectrum';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { AppIcon } from '../../ui/AppIcon';
import { NotificationItem } from './NotificationItem';
import { useLiveNotifications } from './useLiveNotifications';
import { useNotifications } from './useNotifications';

/** The navbar bell: unread count, the latest notifications, mark one or all as read. */
export function NotificationsMenu() {
  const intl = useIntl();
  const { notifications, unread, marking, markRead, markAllRead } = useNotifications();
  useLiveNotifications();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <DialogTrigger type="popover" placement="bottom end">
      <ActionButton isQuiet aria-label={t('shell.notifications.label', { count: unread })}>
        <AppIcon icon={IconBell} />
        {unread > 0 && <span className="count-badge" aria-hidden="true">{intl.formatNumber(unread)}</span>}
      </ActionButton>
      {(close) => (
        <Dialog size="S" UNSAFE_className="notif-dialog">
          <Heading>{t('shell.notifications.title')}</Heading>
          <Header>
            <ActionButton isQuiet isDisabled={unread === 0 || marking} onPress={() => void markAllRead()}>
              <AppIcon icon={IconChecks} />
              <Text>{t('shell.notifications.markAll')}</Text>
            </ActionButton>
          </Header>
          <Divider />
          <Content>
            {notifications.length === 0 ? (
              <p className="notif-empty">{t('shell.notifications.empty')}</p>
            ) : (
              <ul className="notif-list">
                {notifications.map((item) => (
                  <NotificationItem key={item.id} {...item} onMarkRead={(id) => void markRead(id)} onOpen={close} />
                ))}
              </ul>
            )}
          </Content>
        </Dialog>
      )}
    </DialogTrigger>
  );
}
