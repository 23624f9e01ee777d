import { IconLanguage } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { LANGUAGES } from '../../i18n/locales';
import { updateSettings, useSettings, type LanguageCode } from '../../core/settings';
import { NavMenuButton } from './NavMenuButton';

/** fa / en; each language is named in itself so it can be found whatever is on screen. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { language } = useSettings();
  const items = Object.values(LANGUAGES).map((config) => ({
    key: config.i18nLang,
    label: config.nativeName,
    lang: config.i18nLang,
    dir: config.isRTL ? ('rtl' as const) : ('ltr' as const),
  }));
  return (
    <NavMenuButton
      aria-label={intl.formatMessage({ id: 'shell.language.label' })}
      sections={[{ key: 'languages', items }]}
      selectedKey={language}
      onAction={(key) => updateSettings({ language: key as LanguageCode })}
    >
      <IconLanguage size={18} aria-hidden />
    </NavMenuButton>
  );
}
