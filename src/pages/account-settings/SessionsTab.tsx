import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { ViewerSessionsDocument } from '../../gql-docs';
import { Button } from '../../ui/kit/Button';
import { Heading } from '../../ui/kit/Layout';
import { ProgressCircle } from '../../ui/kit/Progress';
import { LoadError } from '../user-view/LoadError';
import { SessionList } from '../sessions/SessionList';
import { useEndSessions } from '../sessions/useEndSessions';

/** The viewer's sessions, each with "Sign out", and "Sign out everywhere else" (issue 36). */
export function SessionsTab() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // Always asked afresh: another browser may have signed in or out since.
  const { data, error, refetch } = useQuery(ViewerSessionsDocument, { fetchPolicy: 'network-only' });
  const { end, endOthers, pendingId, endingOthers } = useEndSessions(refetch);
  const sessions = data?.viewer.sessions;
  return (
    <section className="account-form" aria-labelledby="sessions-title">
      <Heading level={2} id="sessions-title" className="account-section__title">{t('sessions.title')}</Heading>
      <p className="account-section__hint">{t('sessions.hint')}</p>
      {sessions ? (
        <>
          <SessionList sessions={sessions} onEnd={end} pendingId={pendingId} labelledBy="sessions-title" />
          <div className="session-list__actions">
            <Button variant="negative" isPending={endingOthers} isDisabled={sessions.every((session) => session.current)} onPress={endOthers}>
              {t('sessions.endOthers')}
            </Button>
          </div>
        </>
      ) : error ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <ProgressCircle isIndeterminate aria-label={t('sessions.loading')} />
      )}
    </section>
  );
}
