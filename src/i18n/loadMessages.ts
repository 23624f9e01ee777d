import type { LanguageCode } from './locales';
import { installSpectrumStrings } from './spectrum/install';

export type Messages = Record<string, string>;
type Loader = () => Promise<Messages>;

/**
 * One JSON file per area and locale (`messages/fa/nav.json`, ...); each locale's files load on
 * first use only, so the bundle ships no catalog and a Persian session never fetches English.
 */
const catalogs: Record<LanguageCode, Record<string, Loader>> = {
  fa: import.meta.glob<Messages>('./messages/fa/*.json', { import: 'default' }),
  en: import.meta.glob<Messages>('./messages/en/*.json', { import: 'default' }),
};

const pending = new Map<LanguageCode, Promise<Messages>>();
const loaded = new Map<LanguageCode, Messages>();

/** One language's merged catalog, without switching React Spectrum's strings (a CSV import reads both languages' labels). */
export function loadCatalog(language: LanguageCode): Promise<Messages> {
  let promise = pending.get(language);
  if (!promise) {
    promise = Promise.all(Object.values(catalogs[language]).map((load) => load())).then((parts) => {
      const merged = Object.assign({}, ...parts) as Messages;
      loaded.set(language, merged);
      return merged;
    });
    pending.set(language, promise);
  }
  return promise;
}

export function loadMessages(language: LanguageCode): Promise<Messages> {
  const promise = loadCatalog(language);
  // React Spectrum's own strings (Select All, Clear search, …) switch with the catalog.
  return Promise.all([promise, installSpectrumStrings(language)]).then(([messages]) => messages);
}

/** The catalog if it has already loaded, so a re-render after a switch back needs no wait. */
export function peekMessages(language: LanguageCode): Messages | undefined {
  return loaded.get(language);
}
