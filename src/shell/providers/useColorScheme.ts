import { useSyncExternalStore } from 'react';
import type { ThemeName } from '../../core/settings/types';

const QUERY = '(prefers-color-scheme: dark)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const systemPrefersDark = () => media()?.matches ?? false;

/** The operating system's colour scheme, live: a change in the OS settings re-renders. */
export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribe, systemPrefersDark, () => false);
}

export function resolveColorScheme(theme: ThemeName, prefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

/** light/dark for a theme setting; 'system' follows `prefers-color-scheme` as it changes. */
export function useColorScheme(theme: ThemeName): 'light' | 'dark' {
  return resolveColorScheme(theme, useSystemPrefersDark());
}
