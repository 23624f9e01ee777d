import type { AppRule } from '../../ability/ability';
import { DEFAULT_PRIMARY, isPrimaryColorName } from '../config/colors';
import { KEYS, layoutKey } from './keys';
import { readBoolean, readChoice, readJson, readRaw, writeJson, writeRaw } from '../../ui/storage';
import { DEFAULT_LAYOUT, type LayoutSettings, type SettingsState, type UserData } from './types';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function isUserData(v: unknown): v is UserData {
  return isObject(v) && typeof v.id === 'string' && typeof v.email === 'string';
}

function isRuleList(v: unknown): v is AppRule[] {
  return Array.isArray(v) && v.every((rule) => isObject(rule) && 'action' in rule);
}

const CHOICES: { [K in keyof LayoutSettings]: readonly LayoutSettings[K][] } = {
  navbarType: ['sticky', 'static', 'hidden'],
  isNavbarBlurEnabled: [true, false],
  isVerticalNavCollapsed: [true, false],
  appContentWidth: ['fluid', 'boxed'],
  appContentLayoutNav: ['vertical', 'horizontal'],
  footerType: ['sticky', 'static', 'hidden'],
  horizontalNavType: ['sticky', 'static', 'hidden'],
};

const LAYOUT_FIELDS = Object.keys(DEFAULT_LAYOUT) as (keyof LayoutSettings)[];

export function loadLayout(userId: string | undefined): LayoutSettings {
  const layout: Record<string, unknown> = {};
  for (const field of LAYOUT_FIELDS) {
    const fallback = DEFAULT_LAYOUT[field];
    layout[field] =
      typeof fallback === 'boolean'
        ? readBoolean(layoutKey(userId, field), fallback)
        : readChoice(layoutKey(userId, field), CHOICES[field] as readonly string[], fallback);
  }
  return layout as unknown as LayoutSettings;
}

export function loadSettings(): SettingsState {
  const userData = readJson(KEYS.userData, isUserData);
  const primary = readRaw(KEYS.primaryColor);
  return {
    userData,
    accessToken: readRaw(KEYS.accessToken) || null,
    userAbilityRules: readJson(KEYS.userAbilityRules, isRuleList) ?? [],
    theme: readChoice(KEYS.theme, ['light', 'dark', 'system'], 'light'),
    skin: readChoice(KEYS.skin, ['default', 'bordered'], 'default'),
    isVerticalNavSemiDark: readBoolean(KEYS.isVerticalNavSemiDark, false),
    language: readChoice(KEYS.language, ['fa', 'en'], 'fa'),
    primaryColor: isPrimaryColorName(primary) ? primary : DEFAULT_PRIMARY,
    layout: loadLayout(userData?.id),
  };
}

/** Writes only what changed, so one tab's edit does not overwrite another tab's other keys. */
export function persistSettings(prev: SettingsState, next: SettingsState): void {
  if (prev.userData !== next.userData) writeJson(KEYS.userData, next.userData);
  if (prev.accessToken !== next.accessToken) writeRaw(KEYS.accessToken, next.accessToken);
  if (prev.userAbilityRules !== next.userAbilityRules) {
    writeJson(KEYS.userAbilityRules, next.userAbilityRules.length ? next.userAbilityRules : null);
  }
  if (prev.theme !== next.theme) writeRaw(KEYS.theme, next.theme);
  if (prev.skin !== next.skin) writeRaw(KEYS.skin, next.skin);
  if (prev.isVerticalNavSemiDark !== next.isVerticalNavSemiDark) {
    writeRaw(KEYS.isVerticalNavSemiDark, String(next.isVerticalNavSemiDark));
  }
  if (prev.language !== next.language) writeRaw(KEYS.language, next.language);
  if (prev.primaryColor !== next.primaryColor) writeRaw(KEYS.primaryColor, next.primaryColor);
  const sameUser = prev.userData?.id === next.userData?.id;
  for (const field of LAYOUT_FIELDS) {
    // After a change of user the new user's layout was just read from storage, not edited.
    if (!sameUser || prev.layout[field] === next.layout[field]) continue;
    writeRaw(layoutKey(next.userData?.id, field), String(next.layout[field]));
  }
}
