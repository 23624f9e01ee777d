import { ActionButton, Item, Menu, MenuTrigger, Text } from '@adobe/react-spectrum';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { updateSettings, useSettings, type ThemeName } from '../../core/settings';
import { AppIcon } from '../../ui/AppIcon';

const THEMES: { key: ThemeName; icon: typeof IconSun }[] = [
  { key: 'light', icon: IconSun },
  { key: 'dark', icon: IconMoon },
  { key: 'system', icon: IconDeviceDesktop },
];

/** Light, dark or system (following the operating system). */
export function ThemeSwitcher() {
  const intl = useIntl();
  const { theme } = useSettings();
  const current = THEMES.find((item) => item.key === theme) ?? THEMES[0];
  return (
    <MenuTrigger>
      <ActionButton isQuiet aria-label={intl.formatMessage({ id: 'shell.theme.label' })}>
        <AppIcon icon={current.icon} />
      </ActionButton>
      <Menu
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[theme]}
        onSelectionChange={(keys) => {
          const [key] = [...(keys as Set<string>)];
          if (key) updateSettings({ theme: key as ThemeName });
        }}
      >
        {THEMES.map(({ key, icon }) => (
          <Item key={key} textValue={intl.formatMessage({ id: `shell.theme.${key}` })}>
            <AppIcon icon={icon} />
            <Text>{intl.formatMessage({ id: `shell.theme.${key}` })}</Text>
          </Item>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
