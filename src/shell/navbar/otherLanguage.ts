import { useEffect, useState } from 'react';
import { createIntl, type IntlShape } from 'react-intl';
import { LANGUAGES, type LanguageCode } from '../../i18n/locales';
import type { Messages } from '../../i18n/loadMessages';

/** JSON's type says strings; the build hands over ASTs (`Messages`). */
type Catalog = { default: Messages };

/** The catalogs the palette's titles come from (nav, entity, shell and palette messages), per language. */
const CATALOGS: Record<LanguageCode, () => Promise<Catalog[]>> = {
  fa: () => Promise.all([
    import('../../i18n/messages/fa/nav.json'), import('../../i18n/messages/fa/entities.json'),
    import('../../i18n/messages/fa/shell.json'), import('../../i18n/messages/fa/palette.json'),
  ]),
  en: () => Promise.all([
    import('../../i18n/messages/en/nav.json'), import('../../i18n/messages/en/entities.json'),
    import('../../i18n/messages/en/shell.json'), import('../../i18n/messages/en/palette.json'),
  ]),
};

export const otherLanguageOf = (language: LanguageCode): LanguageCode => (language === 'fa' ? 'en' : 'fa');

/**
 * The other interface language's messages, so an action is found by its Persian or its English
 * name whichever language is on screen; null until they load (matching uses the current one meanwhile).
 */
export function useOtherLanguageIntl(language: LanguageCode): IntlShape | null {
  const other = otherLanguageOf(language);
  const [intl, setIntl] = useState<{ language: LanguageCode; intl: IntlShape } | null>(null);
  useEffect(() => {
    let live = true;
    void CATALOGS[other]().then((parts) => {
      const messages = Object.assign({}, ...parts.map((part) => part.default)) as Messages;
      if (live) setIntl({ language: other, intl: createIntl({ locale: LANGUAGES[other].locale, messages, onError: () => undefined }) });
    });
    return () => {
      live = false;
    };
  }, [other]);
  return intl?.language === other ? intl.intl : null;
}
