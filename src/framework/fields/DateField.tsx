import { DatePicker } from '@adobe/react-spectrum';
import { useMemo } from 'react';
import { isoToZoned, placeholderFor, zonedToIso } from './dates';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';

interface Props extends FieldWidgetProps {
  withTime?: boolean;
}

/**
 * A date, or a date and time. The Provider's locale picks the calendar: fa-IR shows the Persian
 * calendar with weeks from Saturday, en-US the Gregorian one; the stored value is the same instant.
 */
export function DateField({ name, label, isReadOnly, isRequired, description, withTime = false }: Props) {
  const field = useFormField<string | null>(name);
  const granularity = withTime ? 'minute' : 'day';
  const placeholder = useMemo(() => placeholderFor(granularity), [granularity]);
  const value = useMemo(() => isoToZoned(field.value), [field.value]);
  return (
    <DatePicker
      label={label}
      description={description}
      isRequired={isRequired}
      granularity={granularity}
      hideTimeZone
      value={value}
      placeholderValue={placeholder}
      onChange={(value) => field.setValue(zonedToIso(value))}
      onBlur={field.onBlur}
      isReadOnly={isReadOnly}
      width="100%"
      {...field.errorProps}
    />
  );
}

/** A date and time (a challenge's start, a scheduled notification). */
export const DateTimeField = (props: Omit<Props, 'withTime'>) => <DateField {...props} withTime />;
