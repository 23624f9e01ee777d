import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../../support/build';

type Catalog = Record<string, string>;
const cache = new Map<string, Catalog>();

function catalog(language: 'fa' | 'en'): Catalog {
  let merged = cache.get(language);
  if (!merged) {
    const dir = join(ROOT, 'src/i18n/messages', language);
    merged = Object.assign({}, ...readdirSync(dir).filter((file) => file.endsWith('.json')).map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalog)) as Catalog;
    cache.set(language, merged);
  }
  return merged;
}

/**
 * The app's own text for a message id, so journeys find buttons by what users read without
 * copying the catalogs (a wording change does not break the suite).
 *
 * @example page.getByRole('button', { name: text('en', 'shell.nav.open') })
 */
export function text(language: 'fa' | 'en', id: string): string {
  const value = catalog(language)[id];
  if (value === undefined) throw new Error(`No ${language} message ${id}`);
  return value;
}

/** A message with ICU arguments stripped, for partial matches: "Notifications, {count…}" → "Notifications,". */
export function textStem(language: 'fa' | 'en', id: string): string {
  return text(language, id).split('{')[0].trim();
}
