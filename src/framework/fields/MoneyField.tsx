import { NumberField } from '@adobe/react-spectrum';
import { useField } from 'formik';
import { useMemo } from 'react';
import { currencyFormatOptions, minorUnitDigits } from './money';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';

interface Props extends FieldWidgetProps {
  /** Sibling field holding the Currency enum value. */
  currencyField: string;
}

/**
 * An amount shown in its currency (12.50 $ in en, ۱۲٫۵۰ $ in fa) and stored in minor units
 * (1250), so no float ever reaches the server.
 */
export function MoneyField({ name, label, isReadOnly, description, isRequired, currencyField }: Props) {
  const field = useFormField<number | null>(name);
  const [{ value: currency }] = useField<string | null>(currencyField);
  const scale = 10 ** minorUnitDigits(currency);
  const formatOptions = useMemo(() => currencyFormatOptions(currency), [currency]);
  return (
    <NumberField
      label={label}
      description={description}
      isRequired={isRequired}
      value={field.value == null ? NaN : field.value / scale}
      onChange={(value) => field.setValue(Number.isNaN(value) ? null : Math.round(value * scale))}
      onBlur={field.onBlur}
      minValue={0}
      formatOptions={formatOptions}
      isReadOnly={isReadOnly}
      width="100%"
      {...field.errorProps}
    />
  );
}
