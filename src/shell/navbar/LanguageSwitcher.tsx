import { ActionButton, Item, Menu, MenuTrigger, Text } from '@adobe/react-spectrum';
import { IconLanguage } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { LANGUAGES } from '../../i18n/locales';
import { updateSettings, useSettings, type LanguageCode } from '../../core/settings';
import { AppIcon } from '../../ui/AppIcon';

/** fa / en; each language is named in itself so it can be found whatever is on screen. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { language } = useSettings();
  return (
    <MenuTrigger>
      <ActionButton isQuiet aria-label={intl.formatMessage({ id: 'shell.language.label' })}>
        <AppIcon icon={IconLanguage} />
      </ActionButton>
      <Menu
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[language]}
        onSelectionChange={(keys) => {
          const [key] = [...(keys as Set<string>)];
          if (key) updateSettings({ language: key as LanguageCode });
        }}
      >
        {Object.values(LANGUAGES).map((config) => (
          <Item key={config.i18nLang} textValue={config.nativeName}>
            <Text UNSAFE_style={{ direction: config.isRTL ? 'rtl' : 'ltr' }}>
              <span lang={config.i18nLang}>{config.nativeName}</span>
            </Text>
          </Item>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
