import { IconCheck } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { notificationText, relativeTime } from './notificationText';

interface Props {
  id: string;
  kind: string;
  values: unknown;
  link: string | null;
  createdAt: string;
  read: boolean;
  onMarkRead: (id: string) => void;
  onOpen: () => void;
}

/** One notification: opening it marks it read; unread ones also offer a mark-as-read button. */
export function NotificationItem({ id, kind, values, link, createdAt, read, onMarkRead, onOpen }: Props) {
  const intl = useIntl();
  const text = notificationText(intl, kind, values);
  const body = (
    <>
      <span className="notif__text">{text}</span>
      <time className="notif__time" dateTime={createdAt}>{relativeTime(intl, createdAt)}</time>
    </>
  );
  const open = () => {
    if (!read) onMarkRead(id);
    onOpen();
  };
  return (
    <li className={`notif${read ? '' : ' notif--unread'}`}>
      {link ? <Link to={link} className="notif__body" onClick={open}>{body}</Link> : <div className="notif__body">{body}</div>}
      {!read && (
        <button
          type="button"
          className="icon-button notif__mark"
          onClick={() => onMarkRead(id)}
          aria-label={intl.formatMessage({ id: 'shell.notifications.markRead' }, { text })}
          title={intl.formatMessage({ id: 'shell.notifications.markRead' }, { text })}
        >
          <IconCheck size={16} aria-hidden />
        </button>
      )}
    </li>
  );
}
