import { IconActivity, IconShieldLock, IconSmartHome } from '@tabler/icons-react';
import { pagePaths } from '../../../core/routing/pagePaths';
import { PageNavLink } from './PageNavLink';

interface Props {
  activePath: string;
  onNavigate?: () => void;
}

/** The pages above the entity groups: the dashboard, the activity log and (ADMIN's) roles. */
export function PageNavLinks(props: Props) {
  return (
    <>
      <PageNavLink to="/" titleId="nav.dashboard" icon={IconSmartHome} {...props} />
      <PageNavLink to={pagePaths.activity} titleId="activity.title" icon={IconActivity} {...props} />
      <PageNavLink to={pagePaths.roles} titleId="roles.title" icon={IconShieldLock} need={['manage', 'all']} {...props} />
    </>
  );
}
