import type { IntlShape } from 'react-intl';
import type { AppAbility } from '../../ability/ability';
import type { AppRouteDef } from '../../core/routing/meta';
import { STAFF_ROLES } from '../../ability/subjects';
import { formatTitle } from '../../core/routing/useTitleText';
import { roleLabel } from '../../framework/format/why/labels';
import { LANGUAGES, type LanguageCode } from '../../i18n/locales';
import { searchablePages } from './searchablePages';

/** One entry of the command palette: a page to open or a command to run, found by `match`. */
export interface PaletteItem {
  key: string;
  title: string;
  subtitle?: string;
  path?: string;
  run?: () => void;
  /** What the query is matched against: the title in both languages and how it is said ("Go to …"). */
  match: string[];
}

export interface PaletteCommands {
  setTheme: (theme: 'light' | 'dark') => void;
  setLanguage: (language: LanguageCode) => void;
  signOut: () => void;
  openShortcuts: () => void;
  /** "View as …" (ADMIN, outside a preview): starts the server's preview of a role. */
  viewAs?: (role: string) => void;
  /** Only during a preview: back to the ADMIN's own session. */
  exitPreview?: () => void;
}

export interface PaletteContext {
  defs: readonly AppRouteDef[];
  ability: AppAbility;
  /** The current language's messages first, then the other's once loaded. */
  intls: IntlShape[];
  scheme: 'light' | 'dark';
  language: LanguageCode;
  commands: PaletteCommands;
}

/** A message in every language at hand; the first is the title. */
const said = (intls: IntlShape[], id: string, values?: Record<string, string>) =>
  intls.map((intl) => intl.formatMessage({ id }, values));

/** The roles an ADMIN can view as: every other staff role. */
const PREVIEWED = STAFF_ROLES.filter((role) => role !== 'ADMIN');

/** "View as SUPPORT" in each language, with the role's name in that language too. */
const viewAsSaid = (intls: IntlShape[], role: string) =>
  intls.map((intl) => intl.formatMessage({ id: 'palette.viewAs' }, { role: roleLabel(intl, role) }));

const command = (key: string, match: string[], run: () => void): PaletteItem => ({ key: `command:${key}`, title: match[0], run, match });

/**
 * The palette's actions and pages, from the route registry and the viewer's ability: "New …" for
 * each new screen the guard lets the viewer open, "Go to …" for every other searchable page, and
 * the shell's commands (theme, language, shortcuts, sign out; an ADMIN's "View as …", or Exit
 * during a preview).
 */
export function paletteItems({ defs, ability, intls, scheme, language, commands }: PaletteContext): { actions: PaletteItem[]; pages: PaletteItem[] } {
  const [intl] = intls;
  const open = searchablePages(defs, ability, (def) => (def.meta.title ? formatTitle(intl, def.meta.title) : def.path), '');
  const titlesOf = (key: string) => {
    const def = defs.find((candidate) => `page:${candidate.id}` === key);
    return def?.meta.title ? intls.map((each) => formatTitle(each, def.meta.title!)) : [];
  };
  const isNew = (key: string) => defs.some((def) => `page:${def.id}` === key && def.meta.action === 'create');
  const toItem = (page: (typeof open)[number], verb?: string): PaletteItem => {
    const titles = titlesOf(page.key);
    const phrases = verb ? intls.map((each, index) => each.formatMessage({ id: verb }, { page: titles[index] ?? page.title })) : [];
    return { key: page.key, title: page.title, path: page.path, match: [page.title, ...titles, ...phrases] };
  };
  const otherScheme = scheme === 'dark' ? 'light' : 'dark';
  const otherLanguage: LanguageCode = language === 'fa' ? 'en' : 'fa';
  return {
    actions: [
      command('theme', said(intls, `palette.theme.${otherScheme}`), () => commands.setTheme(otherScheme)),
      command('language', said(intls, 'palette.language', { language: LANGUAGES[otherLanguage].nativeName }), () => commands.setLanguage(otherLanguage)),
      command('shortcuts', said(intls, 'palette.shortcuts'), commands.openShortcuts),
      command('signOut', said(intls, 'shell.user.logout'), commands.signOut),
      ...(commands.exitPreview ? [command('exitPreview', said(intls, 'preview.exit'), commands.exitPreview)] : []),
      ...(commands.viewAs && ability.can('manage', 'all') ? PREVIEWED.map((role) => command(`viewAs:${role}`, viewAsSaid(intls, role), () => commands.viewAs!(role))) : []),
      ...open.filter((page) => isNew(page.key)).map((page) => toItem(page)),
    ],
    pages: open.filter((page) => !isNew(page.key)).map((page) => toItem(page, 'palette.goTo')),
  };
}
