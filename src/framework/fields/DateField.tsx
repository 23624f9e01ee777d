import type { ZonedDateTime } from '@internationalized/date';
import { useMemo } from 'react';
import { DatePicker } from '../../ui/kit/DatePicker';
import { isoToZoned, placeholderFor, zonedToIso } from './dates';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';

interface Props extends FieldWidgetProps {
  withTime?: boolean;
}

/**
 * A date, or a date and time. The locale picks the calendar: fa-IR shows the Persian calendar
 * with weeks from Saturday, en-US the Gregorian one; the stored value is the same instant.
 */
export function DateField({ name, label, isReadOnly, isRequired, description, withTime = false }: Props) {
  const field = useFormField<string | null>(name);
  const granularity = withTime ? 'minute' : 'day';
  const placeholder = useMemo(() => placeholderFor(granularity), [granularity]);
  const value = useMemo(() => isoToZoned(field.value), [field.value]);
  return (
    <DatePicker
      form
      label={label}
      description={description}
      isRequired={isRequired}
      granularity={granularity}
      hideTimeZone
      value={value}
      placeholderValue={placeholder}
      // Zoned, as the value and placeholder it starts from.
      onChange={(next) => field.setValue(zonedToIso(next as ZonedDateTime | null))}
      onBlur={field.onBlur}
      isReadOnly={isReadOnly}
      errorMessage={field.errorMessage}
    />
  );
}

/** A date and time (a challenge's start, a scheduled notification). */
export const DateTimeField = (props: Omit<Props, 'withTime'>) => <DateField {...props} withTime />;
