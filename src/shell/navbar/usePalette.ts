import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppAbility } from '../../core/ability';
import { useRouteDefs } from '../../core/routing/routeDefs';
import { updateSettings, useSettings } from '../../core/settings';
import { useColorScheme } from '../providers/useColorScheme';
import { useOtherLanguageIntl } from './otherLanguage';
import { paletteItems, type PaletteItem } from './paletteItems';
import { rankByMatch } from './paletteMatch';
import { useLogout } from './useLogout';
import { useRecordSearch } from './useRecordSearch';

const MAX_ACTIONS = 8;
const MAX_PAGES = 8;

export interface PaletteSection {
  key: string;
  title: string;
  items: PaletteItem[];
}

/** The palette's sections for a query: actions, pages and records found, each only when it has something. */
export function usePalette(query: string, openShortcuts: () => void): { sections: PaletteSection[]; loading: boolean } {
  const intl = useIntl();
  const ability = useAppAbility();
  const defs = useRouteDefs();
  const { theme, language } = useSettings();
  const scheme = useColorScheme(theme);
  const other = useOtherLanguageIntl(language);
  const logout = useLogout();
  const rules = ability.rules;
  const { actions, pages } = useMemo(
    () => paletteItems({
      defs, ability, scheme, language,
      intls: other ? [intl, other] : [intl],
      commands: {
        setTheme: (next) => updateSettings({ theme: next }),
        setLanguage: (next) => updateSettings({ language: next }),
        signOut: () => void logout(),
        openShortcuts,
      },
    }),
    // The ability instance never changes; its rules do.
    [defs, ability, rules, scheme, language, intl, other, logout, openShortcuts],
  );
  const { hits, loading } = useRecordSearch(query);
  const sections = [
    { key: 'actions', title: intl.formatMessage({ id: 'palette.actions' }), items: rankByMatch(actions, query).slice(0, MAX_ACTIONS) },
    { key: 'pages', title: intl.formatMessage({ id: 'shell.search.pages' }), items: rankByMatch(pages, query).slice(0, MAX_PAGES) },
    { key: 'hits', title: intl.formatMessage({ id: 'shell.search.entities' }), items: hits },
  ].filter((section) => section.items.length > 0);
  return { sections, loading };
}
