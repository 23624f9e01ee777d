import { ActionButton, Text, ToggleButton } from '@adobe/react-spectrum';
import { IconMoon } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { updateSettings, useSettings } from '../../core/settings';
import { LANGUAGES } from '../../i18n/locales';
import { useColorScheme } from '../../shell/providers/useColorScheme';
import { AppIcon } from '../../ui/AppIcon';

/**
 * Language and theme for pages without the navbar, as one-press switches: the other language,
 * named in itself, and a dark toggle. The navbar's menus (with "follow the system") would bring
 * Spectrum's menu, collection and overlay code, about a tenth of the sign-in page's JavaScript.
 */
export function BlankToolbar() {
  const intl = useIntl();
  const { language, theme } = useSettings();
  const dark = useColorScheme(theme) === 'dark';
  const other = Object.values(LANGUAGES).find((config) => config.i18nLang !== language) ?? LANGUAGES.en;
  return (
    <div className="blank-toolbar">
      <ActionButton isQuiet onPress={() => updateSettings({ language: other.i18nLang })}>
        <Text>
          <span lang={other.i18nLang} dir={other.isRTL ? 'rtl' : 'ltr'}>{other.nativeName}</span>
        </Text>
      </ActionButton>
      <ToggleButton
        isQuiet
        isSelected={dark}
        onChange={(selected) => updateSettings({ theme: selected ? 'dark' : 'light' })}
        aria-label={intl.formatMessage({ id: 'shell.theme.dark' })}
      >
        <AppIcon icon={IconMoon} />
      </ToggleButton>
    </div>
  );
}
