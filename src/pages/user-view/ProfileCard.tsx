import { useIntl } from 'react-intl';
import { useAppAbility } from '../../ability/useAppAbility';
import { Button } from '../../ui/kit/Button';
import { UserAvatar } from '../../ui/UserAvatar';
import { urls } from '../../paths';
import { EnumBadge } from '../../framework/cells/cells';
import { EmailAddress } from '../../framework/display/EmailAddress';
import { Flag } from '../../framework/display/Flag';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import type { UserViewQuery } from '../../gql/graphql';
import { UserFactorPanel } from './UserFactorPanel';

type User = NonNullable<UserViewQuery['user']>;

export function ProfileCard({ user }: { user: User }) {
  const intl = useIntl();
  const format = useValueFormatter();
  const ability = useAppAbility();
  const t = (id: string) => intl.formatMessage({ id });
  const facts: [string, React.ReactNode][] = [
    // Addresses and numbers read left to right in either language ("+98…", never "…98+").
    ['user.fields.email', <EmailAddress key="e">{user.email}</EmailAddress>],
    ['user.fields.mobile', user.mobile ? <bdi key="m" dir="ltr">{user.mobile}</bdi> : '—'],
    ['user.fields.plan', user.plan?.title ?? '—'],
    ['user.fields.learningLanguage', user.learningLanguage ? format.language(user.learningLanguage) : '—'],
    ['user.fields.lastLoginAt', format.dateTime(user.lastLoginAt)],
    ['user.fields.createdAt', format.date(user.createdAt)],
  ];
  return (
    <section className="card user-view__profile" aria-labelledby="user-view-name">
      <UserAvatar name={user.fullName} src={user.avatarUrl ?? null} size={96} />
      <h1 id="user-view-name" className="user-view__name">
        {user.fullName} <Flag iso={user.countryCode ?? undefined} />
      </h1>
      <div className="user-view__badges">
        <EnumBadge enumName="Role" value={user.role} />
        <EnumBadge enumName="UserStatus" value={user.status} />
      </div>
      <dl className="user-view__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {/* ADMIN's: a staff member's second factor and its reset. */}
      {user.role !== 'LEARNER' && ability.can('manage', 'all') && <UserFactorPanel userId={user.id} name={user.fullName} />}
      {ability.can('update', { ...user, __typename: 'User' }) && (
        <Button variant="primary" href={urls.edit('User', user.id)} className="user-view__edit">
          {t('user.edit')}
        </Button>
      )}
    </section>
  );
}
