import type { LanguageCode } from '../../i18n/locales';
import type { AppRule } from '../../ability/ability';
import type { PrimaryColorName } from '../config/colors';

export type ThemeName = 'light' | 'dark' | 'system';
export type SkinName = 'default' | 'bordered';
export type { LanguageCode };
export type NavbarType = 'sticky' | 'static' | 'hidden';
export type FooterType = 'sticky' | 'static' | 'hidden';
export type ContentWidth = 'fluid' | 'boxed';
export type NavLayout = 'vertical' | 'horizontal';

/** The signed-in staff member as stored under `userData`. */
export interface UserData {
  id: string;
  email: string;
  fullName: string;
  avatarUrl: string | null;
  role: string;
}

/** Layout settings, stored per user under keys prefixed with the app title (original-spec section 3). */
export interface LayoutSettings {
  navbarType: NavbarType;
  isNavbarBlurEnabled: boolean;
  isVerticalNavCollapsed: boolean;
  appContentWidth: ContentWidth;
  appContentLayoutNav: NavLayout;
  footerType: FooterType;
  horizontalNavType: NavbarType;
}

export interface SettingsState {
  userData: UserData | null;
  accessToken: string | null;
  userAbilityRules: AppRule[];
  theme: ThemeName;
  skin: SkinName;
  isVerticalNavSemiDark: boolean;
  language: LanguageCode;
  primaryColor: PrimaryColorName;
  layout: LayoutSettings;
}

/** Defaults of original-spec section 9. */
export const DEFAULT_LAYOUT: LayoutSettings = {
  navbarType: 'sticky',
  isNavbarBlurEnabled: true,
  isVerticalNavCollapsed: false,
  appContentWidth: 'fluid',
  appContentLayoutNav: 'vertical',
  footerType: 'static',
  horizontalNavType: 'sticky',
};
