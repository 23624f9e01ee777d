import { ActionButton, Item, Menu, MenuTrigger, Section, Text } from '@adobe/react-spectrum';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useAppAbility } from '../../ability/useAppAbility';
import { pagePaths } from '../../core/routing/pagePaths';
import { useSettings } from '../../core/settings';
import { urls } from '../../paths';
import { AppIcon } from '../../ui/AppIcon';
import { UserAvatar } from '../../ui/UserAvatar';
import { useLogout } from './useLogout';

/** Profile, account settings and logout. */
export function UserMenu() {
  const intl = useIntl();
  const { userData } = useSettings();
  const logout = useLogout();
  const ability = useAppAbility();
  if (!userData) return null;
  // The profile is the user view screen, which needs read access to users (EDITOR has none).
  const hasProfile = ability.can('read', 'User');
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <MenuTrigger align="end">
      <ActionButton isQuiet aria-label={intl.formatMessage({ id: 'shell.user.menu' }, { name: userData.fullName })}>
        <UserAvatar name={userData.fullName} src={userData.avatarUrl} />
      </ActionButton>
      <Menu onAction={(key) => key === 'logout' && void logout()}>
        <Section title={`${userData.fullName} · ${t(`shell.role.${userData.role}`)}`}>
          {[
            hasProfile && (
              <Item key="profile" href={urls.userView(userData.id)} textValue={t('shell.user.profile')}>
                <AppIcon icon={IconUser} />
                <Text>{t('shell.user.profile')}</Text>
              </Item>
            ),
            <Item key="account-settings" href={pagePaths.accountSettings()} textValue={t('shell.page.accountSettings')}>
              <AppIcon icon={IconSettings} />
              <Text>{t('shell.page.accountSettings')}</Text>
            </Item>,
          ].filter((item) => !!item)}
        </Section>
        <Section aria-label={t('shell.user.logout')}>
          <Item key="logout" textValue={t('shell.user.logout')}>
            <AppIcon icon={IconLogout} />
            <Text>{t('shell.user.logout')}</Text>
          </Item>
        </Section>
      </Menu>
    </MenuTrigger>
  );
}
