import { useSyncExternalStore } from 'react';
import { getSettings, subscribeSettings } from './store';
import type { SettingsState } from './types';

/**
 * Reads the settings store and re-renders on change.
 *
 * @example const { theme, layout } = useSettings(); updateSettings({ theme: 'dark' });
 */
export function useSettings(): SettingsState {
  return useSyncExternalStore(subscribeSettings, getSettings, getSettings);
}

/** True when both userData and accessToken are stored (original-spec section 4). */
export function isLoggedIn(state: SettingsState = getSettings()): boolean {
  return Boolean(state.userData && state.accessToken);
}
