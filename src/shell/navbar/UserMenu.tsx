import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useAppAbility } from '../../ability/useAppAbility';
import { pagePaths } from '../../core/routing/pagePaths';
import { useSettings } from '../../core/settings';
import { urls } from '../../paths';
import { UserAvatar } from '../../ui/UserAvatar';
import type { NavMenuItem } from './navMenu';
import { NavMenuButton } from './NavMenuButton';
import { useLogout } from './useLogout';

/** Profile, account settings and logout. */
export function UserMenu() {
  const intl = useIntl();
  const { userData } = useSettings();
  const logout = useLogout();
  const ability = useAppAbility();
  if (!userData) return null;
  const t = (id: string) => intl.formatMessage({ id });
  const pages: NavMenuItem[] = [
    { key: 'account-settings', href: pagePaths.accountSettings(), icon: IconSettings, label: t('shell.page.accountSettings') },
  ];
  // The profile is the user view screen, which needs read access to users (EDITOR has none).
  if (ability.can('read', 'User')) pages.unshift({ key: 'profile', href: urls.userView(userData.id), icon: IconUser, label: t('shell.user.profile') });
  return (
    <NavMenuButton
      aria-label={intl.formatMessage({ id: 'shell.user.menu' }, { name: userData.fullName })}
      className="nav-trigger--avatar"
      align="end"
      sections={[
        { key: 'pages', title: `${userData.fullName} · ${t(`shell.role.${userData.role}`)}`, items: pages },
        { key: 'session', label: t('shell.user.logout'), items: [{ key: 'logout', icon: IconLogout, label: t('shell.user.logout') }] },
      ]}
      onAction={(key) => key === 'logout' && void logout()}
    >
      <UserAvatar name={userData.fullName} src={userData.avatarUrl} />
    </NavMenuButton>
  );
}
