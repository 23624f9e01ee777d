import { useMemo } from 'react';
import { useFilter } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useCountries } from '../../fields/useCountries';
import type { CellEditorProps } from './cellEditorProps';
import { ComboCellEditor } from './ComboCellEditor';
import { readTyped } from './readTyped';

/** The countries whose name (in the viewer's language) contains `text` or whose code it is, the code first. */
function useCountryOptions(text: string) {
  const { locale } = useIntl();
  const { list } = useCountries(locale);
  const { contains } = useFilter({ sensitivity: 'base' });
  const options = useMemo(() => {
    const query = text.trim();
    if (!query) return list;
    const code = query.toUpperCase();
    return list.filter((country) => country.key === code || contains(country.label, query)).sort((a, b) => Number(b.key === code) - Number(a.key === code));
  }, [text, list, contains]);
  return { options, loading: false };
}

/**
 * A country cell: the form's country list (names in the viewer's language with their flags, found
 * by name or ISO code) in the kit's combobox. The value committed is the code; typed text without a
 * pick is read by a name in either language or the code, as a paste is.
 */
export default function CountryCellEditor(props: CellEditorProps) {
  const { locale } = useIntl();
  const { display } = useCountries(locale);
  const shown = typeof props.value === 'string' ? display(props.value) : props.shown;
  return <ComboCellEditor {...props} shown={shown} useOptions={useCountryOptions} readText={(text) => readTyped('country', text, props.readOptions)} />;
}
