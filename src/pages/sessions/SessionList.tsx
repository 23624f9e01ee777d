import { IconDeviceDesktop } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import type { SessionFieldsFragment } from '../../gql/graphql';
import { Button } from '../../ui/kit/Button';
import './sessions.css';

export interface SessionListProps {
  sessions: readonly SessionFieldsFragment[];
  /** Ends one session; the list marks it pending until the answer. */
  onEnd: (id: string) => void;
  pendingId: string | null;
  /** The heading the list is labelled by. */
  labelledBy: string;
}

/**
 * Sessions as their owner or ADMIN sees them (issue 36): browser and system named from the user
 * agent, the address, when it signed in and was last seen (the page's calendar and digits), the one
 * asking marked; each but that one has its "Sign out" (the own one signs out from the navbar).
 */
export function SessionList({ sessions, onEnd, pendingId, labelledBy }: SessionListProps) {
  const intl = useIntl();
  const format = useValueFormatter();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <ul className="session-list" aria-labelledby={labelledBy}>
      {sessions.map((session) => {
        const name = t('sessions.name', { browser: session.browser ?? t('sessions.unknownBrowser'), system: session.system ?? t('sessions.unknownSystem') });
        return (
          <li key={session.id} className="session-list__item" data-current={session.current || undefined}>
            <IconDeviceDesktop size={28} aria-hidden className="session-list__icon" />
            <div className="session-list__body">
              <p className="session-list__name">
                {name}
                {session.current && <span className="session-list__current">{t('sessions.current')}</span>}
              </p>
              <p className="session-list__facts">
                <bdi dir="ltr" className="session-list__address">{session.address}</bdi>
                <span>{t('sessions.signedIn', { date: format.dateTime(session.signedInAt) })}</span>
                <span>{t('sessions.lastSeen', { date: format.dateTime(session.lastSeenAt) })}</span>
              </p>
            </div>
            {!session.current && (
              <Button
                variant="secondary"
                isPending={pendingId === session.id}
                aria-label={t('sessions.endLabel', { name, address: session.address })}
                onPress={() => onEnd(session.id)}
              >
                {t('sessions.end')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
