import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppAbility } from '../../ability/useAppAbility';
import { useRouteDefs } from '../../core/routing/routeDefs';
import { updateSettings, useSettings } from '../../core/settings';
import { usePreview } from '../../core/viewer/usePreview';
import { useViewer } from '../../core/viewer/useViewer';
import { useColorScheme } from '../providers/useColorScheme';
import { useOtherLanguageIntl } from './otherLanguage';
import { paletteItems, type PaletteItem } from './paletteItems';
import { rankGroups, type PaletteGroupKey } from './paletteMatch';
import { useLogout } from './useLogout';
import { useRecordSearch } from './useRecordSearch';

const TITLES: Record<PaletteGroupKey, string> = { actions: 'palette.actions', pages: 'shell.search.pages' };

export interface PaletteSection {
  key: string;
  title: string;
  items: PaletteItem[];
}

/**
 * The palette's sections for a query: pages, actions and the records found, one section per type
 * ("Serials", "Media"), each only when it has something, the best matching first (its first item
 * is what Enter runs).
 */
export function usePalette(query: string, openShortcuts: () => void): { sections: PaletteSection[]; loading: boolean } {
  const intl = useIntl();
  const ability = useAppAbility();
  const defs = useRouteDefs();
  const { theme, language } = useSettings();
  const scheme = useColorScheme(theme);
  const other = useOtherLanguageIntl(language);
  const logout = useLogout();
  const { start, exit } = usePreview();
  const previewing = Boolean(useViewer().viewer?.preview);
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
        ...(previewing ? { exitPreview: () => void exit() } : { viewAs: (role) => void start(role) }),
      },
    }),
    // The ability instance never changes; its rules do.
    [defs, ability, rules, scheme, language, intl, other, logout, openShortcuts, previewing, start, exit],
  );
  const { groups, loading } = useRecordSearch(query);
  // The first result is the one Enter runs: the group that matches best comes first.
  const titles = new Map(groups.map((group) => [group.key, group.title]));
  const sections = rankGroups(query, { actions, pages }, groups).map(({ key, items }) => ({
    key, items, title: titles.get(key) ?? intl.formatMessage({ id: TITLES[key as PaletteGroupKey] }),
  }));
  return { sections, loading };
}
