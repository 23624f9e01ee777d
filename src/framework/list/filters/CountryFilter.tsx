import { ComboBox, Item } from '@adobe/react-spectrum';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { COUNTRY_CODES } from '../../../validation/countries';
import type { FilterControlProps } from './filterControl';

/** Countries by their name in the viewer's language (Intl.DisplayNames), sorted the way they read. */
function useCountries(locale: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    return [...COUNTRY_CODES]
      .map((code) => ({ code, name: `${names.of(code) ?? code} (${code})` }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale]);
}

/** An ISO 3166-1 code, picked by typing part of the country's name or its code. */
export function CountryFilter({ name, label, value, onChange }: FilterControlProps<string>) {
  const intl = useIntl();
  const countries = useCountries(intl.locale);
  return (
    <ComboBox
      label={label}
      defaultItems={countries}
      selectedKey={value ?? null}
      onSelectionChange={(key) => onChange({ [name]: key === null ? null : String(key) })}
      menuTrigger="focus"
      width="size-2400"
    >
      {(country) => <Item key={country.code}>{country.name}</Item>}
    </ComboBox>
  );
}
