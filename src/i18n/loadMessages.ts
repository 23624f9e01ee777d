import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { LanguageCode } from './locales';
import { installAriaStrings } from './aria/install';

/**
 * An ICU message: parsed to its AST by the build and the dev server (scripts/vite/precompiledMessages.ts),
 * the catalog's own string where the files are read without it (unit tests). Read one as text
 * with `messageText`.
 */
export type Message = string | MessageFormatElement[];
/** A catalog is all one or the other (react-intl's own type for its `messages`). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
type Loader = () => Promise<Messages>;

/** `core`: the areas the public pages use (coreAreas.ts); `all`: every area. */
export type CatalogScope = 'core' | 'all';

/**
 * One JSON file per area and locale (`messages/fa/nav.json`, ...); each locale's files load on
 * first use only, so the bundle ships no catalog and a Persian session never fetches English.
 * The public pages' areas load one by one (the glob spells CORE_AREAS: import.meta.glob takes a
 * literal; tests/i18n/coreCatalog.test.ts holds the two together); the whole catalog is one
 * module per language (whole/fa.ts), so the entry holds two loaders for it, not one per area.
 */
const coreCatalogs: Record<LanguageCode, Record<string, Loader>> = {
  fa: import.meta.glob<Messages>('./messages/fa/{auth,common,errors,nav,shell}.json', { import: 'default' }),
  en: import.meta.glob<Messages>('./messages/en/{auth,common,errors,nav,shell}.json', { import: 'default' }),
};

const wholeCatalogs: Record<LanguageCode, Loader> = {
  fa: () => import('./whole/fa').then((module) => module.default),
  en: () => import('./whole/en').then((module) => module.default),
};

/** The loaders of one scope's files. */
const loadersOf = (language: LanguageCode, scope: CatalogScope): Loader[] =>
  scope === 'core' ? Object.values(coreCatalogs[language]) : [wholeCatalogs[language]];

const keyOf = (language: LanguageCode, scope: CatalogScope) => `${language}:${scope}`;

const pending = new Map<string, Promise<Messages>>();
const loaded = new Map<string, Messages>();
const listeners = new Set<() => void>();
let version = 0;

/**
 * One language's merged catalog (every area, or the public pages' `core`), without switching
 * React Aria's strings (a CSV import reads both languages' labels). Subscribers hear of it
 * before the promise resolves, so a screen that waited for a catalog renders with it.
 */
export function loadCatalog(language: LanguageCode, scope: CatalogScope = 'all'): Promise<Messages> {
  const key = keyOf(language, scope);
  let promise = pending.get(key);
  if (!promise) {
    promise = Promise.all(loadersOf(language, scope).map((load) => load())).then((parts) => {
      // The whole catalog is one part already merged (whole/fa.ts): a copy would be a second
      // 1,700-key table held for the session.
      const merged = parts.length === 1 ? parts[0] : (Object.assign({}, ...parts) as Messages);
      loaded.set(key, merged);
      version += 1;
      listeners.forEach((listener) => listener());
      return merged;
    });
    pending.set(key, promise);
  }
  return promise;
}

export function loadMessages(language: LanguageCode, scope: CatalogScope = 'all'): Promise<Messages> {
  const promise = loadCatalog(language, scope);
  // React Aria's own strings (Select All, Clear search, …) switch with the catalog.
  return Promise.all([promise, installAriaStrings(language)]).then(([messages]) => messages);
}

/**
 * The fullest catalog of `language` already loaded that covers `scope` (the whole catalog covers
 * both), so a re-render after a switch back needs no wait.
 */
export function peekMessages(language: LanguageCode, scope: CatalogScope = 'all'): Messages | undefined {
  return loaded.get(keyOf(language, 'all')) ?? (scope === 'core' ? loaded.get(keyOf(language, 'core')) : undefined);
}

/** Called whenever a catalog has loaded (for `useSyncExternalStore`, with `catalogVersion`). */
export function subscribeCatalogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const catalogVersion = (): number => version;
