import type { EntitySubject } from '../../src/ability/subjects';
import { behaviours } from '../entities';
import type { EntityModel, RefField } from '../model';
import type { Database } from '../store/db';
import { valueAt } from '../store/query';
import type { Row, RowValues } from '../store/types';
import type { UserErrorOut } from './input';

const normalized = (text: string) => text.trim().toLocaleLowerCase();

/** A language's names in the admin's two languages, as its pickers and exports show them ("انگلیسی", "English"). */
const languageNamers = ['fa-IR', 'en-US'].map((locale) => new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }));

/**
 * The names a row answers to: each field its search looks at, `<label> (<code>)` as pickers
 * showed it before, and a language's name from its code in Persian and English.
 */
function namesOf(row: Row): string[] {
  const names = behaviours[row.__typename as EntitySubject].search
    .map((path) => valueAt(row, path))
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .map(String);
  if (names.length > 1) names.push(`${names[0]} (${String(row.code ?? names[names.length - 1])})`);
  if (row.__typename === 'Language' && typeof row.code === 'string') {
    for (const namer of languageNamers) {
      try {
        const name = namer.of(row.code);
        if (name) names.push(name);
      } catch {
        // Not a language tag: its stored names say it.
      }
    }
  }
  return names.map(normalized);
}

type Lookup = { id: string } | { error: 'validation.notFound' | 'import.ambiguous' };

/** One reference given as an id or as a label; a label two rows answer to is ambiguous. */
function lookup(db: Database, ref: RefField, given: unknown): Lookup {
  const text = String(given);
  if (db.get(ref.target, text)) return { id: text };
  const wanted = normalized(text);
  const matches = db.all(ref.target).filter((row) => namesOf(row).includes(wanted));
  if (matches.length === 1) return { id: matches[0].id };
  return { error: matches.length === 0 ? 'validation.notFound' : 'import.ambiguous' };
}

/**
 * The row with its references (`<field>Id`, `<singular>Ids`) turned into ids: a CSV names a
 * language `fa`, `Persian` or `Persian (fa)` as well as by id. What matches nothing, or more
 * than one row, is the row's error on that field.
 */
export function resolveReferences(db: Database, model: EntityModel, given: RowValues): { row: RowValues; errors: UserErrorOut[] } {
  const row = { ...given };
  const errors: UserErrorOut[] = [];
  for (const ref of model.refs) {
    const value = given[ref.inputKey];
    if (value == null || value === '') continue;
    const items = ref.many ? (Array.isArray(value) ? value : [value]) : [value];
    const found = items.map((item) => lookup(db, ref, item));
    const failed = found.find((item): item is { error: 'validation.notFound' | 'import.ambiguous' } => 'error' in item);
    if (failed) {
      const missing = items.filter((_, index) => 'error' in found[index]).map(String);
      errors.push({ field: ['input', ref.inputKey], message: failed.error, code: failed.error === 'validation.notFound' ? 'NOT_FOUND' : 'INVALID', values: { ids: missing } });
      continue;
    }
    const ids = found.map((item) => (item as { id: string }).id);
    row[ref.inputKey] = ref.many ? ids : ids[0];
  }
  return { row, errors };
}
