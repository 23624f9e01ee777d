import type { IntlShape } from 'react-intl';
import type { FilterDef, ValueFormatter } from '../../entity/types';
import type { ListFilter } from '../listParams';

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the viewer's language, as the country filter lists it ("Germany (DE)"). */
function countryText(code: string, locale: string): string {
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })));
  return `${names.of(code) ?? code} (${code})`;
}

/** A date range as a sentence: both ends, or "from …" / "until …" when one is open. */
function rangeText(from: string | undefined, to: string | undefined, intl: IntlShape, format: ValueFormatter): string {
  if (from && to) return intl.formatMessage({ id: 'list.filters.range' }, { from: format.date(from), to: format.date(to) });
  if (from) return intl.formatMessage({ id: 'list.filters.since' }, { date: format.date(from) });
  return intl.formatMessage({ id: 'list.filters.until' }, { date: format.date(to) });
}

/**
 * What an active filter's value reads as, as the list's own controls show it: an enum's label
 * (several joined as the language lists them), Yes or No, a country's name, a date range in the
 * viewer's calendar. A reference's value is a row's name, which only a hook can read: `reference`
 * gives it (empty while it loads).
 *
 * @example filterValueText(statusDef, { status: ['PAID', 'FAILED'] }, intl, format) // "Paid, Failed"
 */
export function filterValueText(def: FilterDef, filter: ListFilter, intl: IntlShape, format: ValueFormatter, reference = ''): string {
  const value = filter[def.name];
  switch (def.kind) {
    case 'enum':
      return new Intl.ListFormat(intl.locale, { type: 'unit', style: 'short' }).format(
        (Array.isArray(value) ? value : [String(value)]).map((item) => format.enumValue(def.enumName, item)),
      );
    case 'boolean':
      return intl.formatMessage({ id: value ? 'list.value.yes' : 'list.value.no' });
    case 'country':
      return countryText(String(value), intl.locale);
    case 'reference':
      return reference;
    case 'dateRange':
      return rangeText(filter[`${def.name}From`] as string | undefined, filter[`${def.name}To`] as string | undefined, intl, format);
  }
}
