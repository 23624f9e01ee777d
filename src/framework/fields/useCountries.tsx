import { useMemo } from 'react';
import type { PickerOption } from '../../ui/kit/PickerOptions';
import { COUNTRY_CODES } from '../../validation';
import { Flag } from '../display/Flag';

/** An option: the flag, the name, the code under it (`key`, `label`, `detail`). */
type Country = PickerOption & { detail: string };

const option = (code: string, label: string): Country => ({ key: code, label, detail: code, icon: <Flag iso={code} decorative squared={false} /> });

/**
 * Country names in the viewer's language from the browser's own data (no catalog to ship).
 * The sorted list of all 250 (a name, a collator comparison and a flag element each) is built on
 * its first read: a form or a cell shows one country's name until its menu is wanted, and naming
 * one country is one look-up (issue 31: the create click built the whole list for a closed field).
 */
export function useCountries(locale: string) {
  return useMemo(() => countriesIn(locale), [locale]);
}

function countriesIn(locale: string) {
  // Made on the first name wanted: building one loads the language's region names (most of
  // what naming a country costs), and a new form's empty field names none.
  let names: Intl.DisplayNames | undefined;
  const nameOf = (code: string) => (names ??= new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })).of(code) ?? code;
  let collator: Intl.Collator | undefined;
  const compare = (a: string, b: string) => (collator ??= new Intl.Collator(locale, { sensitivity: 'base' })).compare(a, b);
  let sorted: Country[] | undefined;
  const all = () => (sorted ??= [...COUNTRY_CODES].map((code) => option(code, nameOf(code))).sort((a, b) => compare(a.label, b.label)));
  /** Typed text → a code: the code itself, or a name written exactly; otherwise the text upper-cased (then invalid). */
  const resolve = (text: string): string | null => {
    const trimmed = text.trim();
    if (!trimmed) return null;
    const upper = trimmed.toUpperCase();
    if (COUNTRY_CODES.has(upper)) return upper;
    return all().find((country) => compare(country.label, trimmed) === 0)?.key ?? upper;
  };
  const display = (code: string | null | undefined) => (!code ? '' : COUNTRY_CODES.has(code) ? nameOf(code) : code);
  /** One country as an option (the field's chosen one, before the list is wanted). */
  const one = (code: string) => option(code, nameOf(code));
  return {
    /** Every country, sorted by name: built on the first read. */
    get list() {
      return all();
    },
    display,
    resolve,
    one,
  };
}
