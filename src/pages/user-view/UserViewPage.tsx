import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { usePageBreadcrumb } from '../../ui/PageHeaderContext';
import { urls } from '../../paths';
import { Flex } from '../../ui/kit/Layout';
import { ProgressCircle } from '../../ui/kit/Progress';
import { UserViewDocument } from '../../gql-docs';
import { NotFoundPage } from '../misc/NotFoundPage';
import { ActivityTimeline } from './ActivityTimeline';
import { LoadError } from './LoadError';
import { ProfileCard } from './ProfileCard';
import { ProjectsList } from './ProjectsList';
import { StaffSecurity } from './StaffSecurity';
import { UserInvoices } from './UserInvoices';
import { UserPayments } from './UserPayments';
import './user-view.css';

/** `/user/view/:id`: profile card, activity timeline, learning progress, payments and invoices. */
export function UserViewPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(UserViewDocument, { variables: { id } });
  const user = data?.user;
  usePageBreadcrumb(
    user
      ? [
          { title: { id: 'nav.group.people' }, disabled: true },
          { title: { id: 'nav.entities.users' }, href: urls.manage('User') },
          { title: user.fullName },
        ]
      : null,
  );
  if (loading && !data) {
    return (
      <Flex justifyContent="center" marginTop="size-600">
        <ProgressCircle aria-label={intl.formatMessage({ id: 'user.view.loading' })} isIndeterminate />
      </Flex>
    );
  }
  if (error && !data) return <LoadError onRetry={() => void refetch()} />;
  if (!user) return <NotFoundPage />;
  return (
    <div className="user-view">
      <ProfileCard user={user} />
      <div className="user-view__main">
        <ActivityTimeline activity={user.activity} />
        <StaffSecurity user={user} />
        <ProjectsList projects={user.projects} />
        <UserPayments userId={user.id} />
        <UserInvoices userId={user.id} />
      </div>
    </div>
  );
}

export default UserViewPage;
