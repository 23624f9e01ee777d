import { APP_KEY } from '../config/app';
import type { LayoutSettings } from './types';

/**
 * Local-storage keys exactly as the specification names them; index.html's loader script reads
 * `theme`, `skin` and the primary colour key too, so renaming one means editing it there.
 */
export const KEYS = {
  userData: 'userData',
  accessToken: 'accessToken',
  userAbilityRules: 'userAbilityRules',
  theme: 'theme',
  skin: 'skin',
  isVerticalNavSemiDark: 'isVerticalNavSemiDark',
  language: 'language',
  primaryColor: `${APP_KEY}-primaryColor`,
} as const;

/** `lingua-admin-<userId>-navbarType`; signed-out visitors share the `guest` slot. */
export function layoutKey(userId: string | null | undefined, field: keyof LayoutSettings): string {
  return `${APP_KEY}-${userId ?? 'guest'}-${field}`;
}
