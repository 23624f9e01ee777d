import { NumberField as SpectrumNumberField } from '@adobe/react-spectrum';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';

interface Props extends FieldWidgetProps {
  min?: number;
  max?: number;
}

/**
 * A whole number in the viewer's digits (Persian digits in fa, typed either way). An emptied
 * field is null in the form, which the schema reads as "no value".
 */
export function NumberField({ name, label, isReadOnly, isRequired, description, min, max }: Props) {
  const field = useFormField<number | null>(name);
  return (
    <SpectrumNumberField
      label={label}
      description={description}
      isRequired={isRequired}
      value={field.value ?? NaN}
      onChange={(value) => field.setValue(Number.isNaN(value) ? null : value)}
      onBlur={field.onBlur}
      minValue={min}
      maxValue={max}
      formatOptions={{ maximumFractionDigits: 0 }}
      isReadOnly={isReadOnly}
      width="100%"
      {...field.errorProps}
    />
  );
}
