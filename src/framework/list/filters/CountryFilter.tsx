import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { COUNTRY_CODES } from '../../../validation/countries';
import type { FilterControlProps } from './filterControl';
import { FILTER_WIDTHS } from './filterRows';
import { LazyComboBox } from '../../../ui/kit/LazyComboBox';

/** Countries by their name in the viewer's language (Intl.DisplayNames), sorted the way they read. */
function useCountries(locale: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    return [...COUNTRY_CODES]
      .map((code) => ({ key: code, label: `${names.of(code) ?? code} (${code})` }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [locale]);
}

/** An ISO 3166-1 code, picked by typing part of the country's name or its code. */
export function CountryFilter({ name, label, value, onChange }: FilterControlProps<string>) {
  const intl = useIntl();
  const countries = useCountries(intl.locale);
  return (
    <LazyComboBox label={label} options={countries} selectedKey={value ?? null} onChange={(key) => onChange({ [name]: key })} width={`${FILTER_WIDTHS.country}px`} />
  );
}
