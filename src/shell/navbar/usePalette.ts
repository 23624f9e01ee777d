import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppAbility } from '../../ability/useAppAbility';
import { useRouteDefs } from '../../core/routing/routeDefs';
import { updateSettings, useSettings } from '../../core/settings';
import { useColorScheme } from '../providers/useColorScheme';
import { useOtherLanguageIntl } from './otherLanguage';
import { paletteItems, type PaletteItem } from './paletteItems';
import { rankGroups, type PaletteGroupKey } from './paletteMatch';
import { useLogout } from './useLogout';
import { useRecordSearch } from './useRecordSearch';

const TITLES: Record<PaletteGroupKey, string> = { actions: 'palette.actions', pages: 'shell.search.pages', hits: 'shell.search.entities' };

export interface PaletteSection {
  key: string;
  title: string;
  items: PaletteItem[];
}

/**
 * The palette's sections for a query: pages, actions and records found, each only when it has
 * something, the best matching first (its first item is what Enter runs).
 */
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
  // The first result is the one Enter runs: the group that matches best comes first.
  const sections = rankGroups(query, { actions, pages, hits }).map(({ key, items }) => ({ key, title: intl.formatMessage({ id: TITLES[key] }), items }));
  return { sections, loading };
}
