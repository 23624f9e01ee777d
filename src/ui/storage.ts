/**
 * Tolerant storage access: private windows and full quotas throw, and a value edited by hand may
 * not parse; in every such case the caller gets its fallback instead of a crash. `local` outlives
 * the tab; `session` stays with the tab (its reloads included) and goes when it closes.
 */
export type StorageArea = 'local' | 'session';

function store(area: StorageArea = 'local'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readRaw(key: string, area?: StorageArea): string | null {
  try {
    return store(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeRaw(key: string, value: string | null, area?: StorageArea): void {
  try {
    if (value === null) store(area)?.removeItem(key);
    else store(area)?.setItem(key, value);
  } catch {
    // Storage full or blocked: the setting still applies for this page view.
  }
}

export function readJson<T>(key: string, isValid: (value: unknown) => value is T, area?: StorageArea): T | null {
  const raw = readRaw(key, area);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, area?: StorageArea): void {
  writeRaw(key, value === null || value === undefined ? null : JSON.stringify(value), area);
}

/** Reads a string that must be one of `choices`. */
export function readChoice<T extends string>(key: string, choices: readonly T[], fallback: T): T {
  const raw = readRaw(key);
  return (choices as readonly string[]).includes(raw ?? '') ? (raw as T) : fallback;
}

export function readBoolean(key: string, fallback: boolean): boolean {
  const raw = readRaw(key);
  return raw === 'true' ? true : raw === 'false' ? false : fallback;
}
