import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { updateSettings, useSettings, type ThemeName } from '../../core/settings';
import { NavMenuButton } from './NavMenuButton';

const THEMES: { key: ThemeName; icon: typeof IconSun }[] = [
  { key: 'light', icon: IconSun },
  { key: 'dark', icon: IconMoon },
  { key: 'system', icon: IconDeviceDesktop },
];

/** Light, dark or system (following the operating system). */
export function ThemeSwitcher() {
  const intl = useIntl();
  const { theme } = useSettings();
  const { icon: Current } = THEMES.find((item) => item.key === theme) ?? THEMES[0];
  const items = THEMES.map(({ key, icon }) => ({ key, icon, label: intl.formatMessage({ id: `shell.theme.${key}` }) }));
  return (
    <NavMenuButton
      aria-label={intl.formatMessage({ id: 'shell.theme.label' })}
      sections={[{ key: 'themes', items }]}
      selectedKey={theme}
      onAction={(key) => updateSettings({ theme: key as ThemeName })}
    >
      <Current size={18} aria-hidden />
    </NavMenuButton>
  );
}
