/**
 * Tolerant local-storage access: private windows and full quotas throw, and a value edited by
 * hand may not parse; in every such case the caller gets its fallback instead of a crash.
 */
function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readRaw(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeRaw(key: string, value: string | null): void {
  try {
    if (value === null) store()?.removeItem(key);
    else store()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the setting still applies for this page view.
  }
}

export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = readRaw(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeRaw(key, value === null || value === undefined ? null : JSON.stringify(value));
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
