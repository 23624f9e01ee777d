import { useMemo } from 'react';
import type { PickerOption } from '../../ui/kit/PickerOptions';
import { COUNTRY_CODES } from '../../validation';
import { Flag } from '../display/Flag';

/** An option: the flag, the name, the code under it (`key`, `label`, `detail`). */
type Country = PickerOption & { detail: string };

/** Country names in the viewer's language from the browser's own data (no catalog to ship). */
export function useCountries(locale: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(locale, { sensitivity: 'base' });
    const list: Country[] = [...COUNTRY_CODES].map((code) => ({ key: code, label: names.of(code) ?? code, detail: code, icon: <Flag iso={code} decorative squared={false} /> }));
    list.sort((a, b) => collator.compare(a.label, b.label));
    const byCode = new Map(list.map((country) => [country.key, country]));
    /** Typed text → a code: the code itself, or a name written exactly; otherwise the text upper-cased (then invalid). */
    const resolve = (text: string): string | null => {
      const trimmed = text.trim();
      if (!trimmed) return null;
      const upper = trimmed.toUpperCase();
      if (byCode.has(upper)) return upper;
      return list.find((country) => collator.compare(country.label, trimmed) === 0)?.key ?? upper;
    };
    const display = (code: string | null | undefined) => (code ? (byCode.get(code)?.label ?? code) : '');
    return { list, display, resolve };
  }, [locale]);
}

