import { IconMoon } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { updateSettings, useSettings } from '../../core/settings';
import { LANGUAGES } from '../../i18n/locales';
import { useColorScheme } from '../../shell/providers/useColorScheme';

/**
 * Language and theme for pages without the navbar, as one-press switches: the other language,
 * named in itself, and a dark toggle (`aria-pressed`). Plain buttons drawn like Spectrum's quiet
 * action buttons (login.css): the navbar's menus would bring Spectrum's menu, collection and
 * overlay code, and the sign-in page carries no Spectrum at all.
 */
export function BlankToolbar() {
  const intl = useIntl();
  const { theme } = useSettings();
  const dark = useColorScheme(theme) === 'dark';
  // The language on screen (react-intl's), so the switch names the other one in step with the
  // page's text, and the pre-rendered page (prerenderSignIn.tsx) renders each language's toolbar.
  const shown = intl.locale.startsWith('fa') ? 'fa' : 'en';
  const other = Object.values(LANGUAGES).find((config) => config.i18nLang !== shown) ?? LANGUAGES.en;
  return (
    <div className="blank-toolbar">
      <button type="button" className="quiet-button" onClick={() => updateSettings({ language: other.i18nLang })}>
        <span lang={other.i18nLang} dir={other.isRTL ? 'rtl' : 'ltr'}>{other.nativeName}</span>
      </button>
      <button
        type="button"
        className="quiet-button quiet-button--icon"
        aria-pressed={dark}
        onClick={() => updateSettings({ theme: dark ? 'light' : 'dark' })}
        aria-label={intl.formatMessage({ id: 'shell.theme.dark' })}
      >
        <IconMoon size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
