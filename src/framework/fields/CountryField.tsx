import { useField } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useCountries } from './useCountries';
import { useFilter } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ComboBox } from '../../ui/kit/ComboBox';
import { isCountryCode, M } from '../../validation';
import { Flag } from '../display/Flag';
import { messageText } from '../display/messageText';

export interface CountryFieldProps {
  name: string;
  label: string;
  isReadOnly: boolean;
  isRequired?: boolean;
  description?: string;
}

// Field-level check, so the ISO message shows even in a form whose schema does not cover the field.
const validateCode = (value: unknown) => (value == null || value === '' || isCountryCode(value) ? undefined : M.isoCountry);

/**
 * An ISO 3166-1 alpha-2 country picker: localized names, a flag before the input and in each
 * option, search by name or code; the Formik value is the upper-case code (null when empty).
 */
export default function CountryField({ name, label, isReadOnly, isRequired, description }: CountryFieldProps) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<string | null>({ name, validate: validateCode });
  const countries = useCountries(intl.locale);
  const { display, resolve } = countries;
  const { contains } = useFilter({ sensitivity: 'base' });
  const [input, setInput] = useState(() => display(field.value));
  // Opened with the trigger button (or arrow keys) the menu browses every country; typing filters.
  const [browse, setBrowse] = useState(false);
  // Until the pointer or the focus comes to it, the field offers only its chosen country (what it
  // shows): the whole list is built on that first intent, not as the form appears.
  const [wanted, setWanted] = useState(false);

  // A value set from outside (record loaded, reset, language switched) shows as its name.
  useEffect(() => {
    setInput(display(field.value));
  }, [field.value, display]);

  const validCode = isCountryCode(field.value) ? field.value : null;
  const items = useMemo(() => {
    if (!wanted) return validCode ? [countries.one(validCode)] : [];
    const { list } = countries;
    const query = input.trim();
    if (browse || !query) return list;
    const code = query.toUpperCase();
    const matches = list.filter((country) => country.key === code || contains(country.label, query));
    // The exact code first, then names that merely contain the letters.
    return matches.sort((a, b) => Number(b.key === code) - Number(a.key === code));
  }, [wanted, validCode, input, browse, countries, contains]);

  const commit = (code: string | null) => {
    setInput(display(code));
    void helpers.setValue(code);
  };
  const onSelectionChange = (key: string | null) => {
    // null arrives while typing; the text is resolved on blur instead.
    if (key != null) commit(key);
  };

  const error = meta.touched ? messageText(intl, meta.error) : undefined;
  return (
    <div className="country-field">
      {/* Beside the input row, below the label's line. */}
      <span className="country-field__flag">{validCode ? <Flag iso={validCode} decorative /> : <Flag iso="xx" decorative />}</span>
      <ComboBox
        form
        label={label}
        description={description}
        isRequired={isRequired}
        options={items}
        inputValue={input}
        onInputChange={(text) => {
          setInput(text);
          setBrowse(false);
        }}
        onOpenChange={(isOpen, trigger) => setBrowse(isOpen && trigger === 'manual')}
        onActive={() => setWanted(true)}
        selectedKey={validCode}
        onChange={onSelectionChange}
        onBlur={() => {
          // Touched first without validating: Formik would validate the values of the last render.
          void helpers.setTouched(true, false);
          commit(isReadOnly ? field.value : resolve(input));
        }}
        allowsCustomValue
        menuTrigger="input"
        isReadOnly={isReadOnly}
        errorMessage={error}
      />
    </div>
  );
}
