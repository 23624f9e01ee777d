import { APP_KEY } from '../config/app';
import { KEYS } from './keys';
import { loadLayout, loadSettings, persistSettings } from './persist';
import type { LayoutSettings, SettingsState } from './types';

/**
 * The one settings store: a plain external store (read through useSyncExternalStore) so that
 * non-React code (the router guard, Apollo's links) reads the very same values as components.
 */
let state: SettingsState = loadSettings();
const listeners = new Set<() => void>();

export function getSettings(): SettingsState {
  return state;
}

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** Applies a patch, persists what changed and notifies subscribers. */
export function updateSettings(patch: Partial<SettingsState>): void {
  const prev = state;
  let next: SettingsState = { ...prev, ...patch };
  // Another user signing in gets their own layout settings.
  if (prev.userData?.id !== next.userData?.id && !patch.layout) {
    next = { ...next, layout: loadLayout(next.userData?.id) };
  }
  state = next;
  persistSettings(prev, next);
  emit();
}

export function updateLayout(patch: Partial<LayoutSettings>): void {
  updateSettings({ layout: { ...state.layout, ...patch } });
}

/** Re-reads storage, e.g. after another tab signed out or in tests that seed storage. */
export function reloadSettings(): void {
  state = loadSettings();
  emit();
}

if (typeof window !== 'undefined') {
  const watched = new Set<string>(Object.values(KEYS));
  window.addEventListener('storage', (event) => {
    if (event.key === null || watched.has(event.key) || event.key.startsWith(APP_KEY)) reloadSettings();
  });
}
