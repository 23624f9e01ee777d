import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useAppAbility } from '../../ability/useAppAbility';
import { ClearSignInThrottleDocument, StaffSecurityDocument } from '../../gql-docs';
import type { UserViewQuery } from '../../gql/graphql';
import { Button } from '../../ui/kit/Button';
import { ProgressCircle } from '../../ui/kit/Progress';
import { toast } from '../../ui/toast';
import { reportSaveFailure } from '../account-settings/formErrors';
import { SessionList } from '../sessions/SessionList';
import { useEndSessions } from '../sessions/useEndSessions';
import { LoadError } from './LoadError';

type User = NonNullable<UserViewQuery['user']>;

/**
 * A staff account's sessions and sign-in throttle, for whoever may update the account (the shared
 * rules: ADMIN): end one session or all, clear the throttle (both in the activity log).
 */
export function StaffSecurity({ user }: { user: User }) {
  const ability = useAppAbility();
  if (user.role === 'LEARNER' || !ability.can('update', { ...user, __typename: 'User' })) return null;
  return <StaffSecurityCard userId={user.id} />;
}

function StaffSecurityCard({ userId }: { userId: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const { data, error, refetch } = useQuery(StaffSecurityDocument, { variables: { userId }, fetchPolicy: 'network-only' });
  const { end, endOthers, pendingId, endingOthers } = useEndSessions(refetch, userId);
  const [clear, { loading: clearing }] = useMutation(ClearSignInThrottleDocument);
  const security = data?.staffSecurity;
  const clearThrottle = async () => {
    try {
      await clear({ variables: { userId } });
      toast.success('sessions.throttle.cleared');
    } catch (failure) {
      reportSaveFailure(failure, () => void clearThrottle());
    } finally {
      void refetch();
    }
  };
  return (
    <section className="card" aria-labelledby="user-sessions">
      <h2 id="user-sessions" className="section-title">{t('sessions.staffTitle')}</h2>
      {!security ? (
        error ? <LoadError onRetry={() => void refetch()} /> : <ProgressCircle isIndeterminate aria-label={t('sessions.loading')} />
      ) : (
        <>
          {security.sessions.length === 0 ? (
            <p>{t('sessions.none')}</p>
          ) : (
            <SessionList sessions={security.sessions} onEnd={end} pendingId={pendingId} labelledBy="user-sessions" />
          )}
          <h3 className="section-title user-view__subtitle">{t('sessions.throttle.title')}</h3>
          <p>
            {t('sessions.throttle.failed', { count: security.throttle.failedAttempts })}{' '}
            {security.throttle.retryAfterSeconds > 0 && t('sessions.throttle.waiting', { seconds: security.throttle.retryAfterSeconds })}
          </p>
          <div className="session-list__actions">
            <Button variant="negative" isPending={endingOthers} isDisabled={security.sessions.length === 0} onPress={endOthers}>
              {t('sessions.endAll')}
            </Button>
            <Button variant="secondary" isPending={clearing} onPress={() => void clearThrottle()}>
              {t('sessions.throttle.clear')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
