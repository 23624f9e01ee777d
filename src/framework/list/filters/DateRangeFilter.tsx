import { GregorianCalendar, parseDate, toCalendar, type DateValue } from '@internationalized/date';
import { useIntl } from 'react-intl';
import { isoToDay } from '../dates';
import type { FilterControlProps } from './filterControl';
import { DatePicker } from '../../../ui/kit/DatePicker';

const toDateValue = (iso: string | undefined) => {
  try {
    return iso ? parseDate(isoToDay(iso)) : null;
  } catch {
    return null;
  }
};

/** The URL keeps Gregorian days whatever calendar the picker showed (Persian in fa). */
const toDay = (date: DateValue | null) => (date ? toCalendar(date, new GregorianCalendar()).toString().slice(0, 10) : null);

/**
 * From and to days. The pickers show the I18nProvider locale's calendar: Persian with Saturday weeks
 * in fa-IR, Gregorian in en-US.
 */
export function DateRangeFilter({ name, label, value, onChange }: FilterControlProps<{ from?: string; to?: string }>) {
  const intl = useIntl();
  const from = toDateValue(value?.from);
  const to = toDateValue(value?.to);
  return (
    <div role="group" aria-label={label} className="list-filters__range">
      <DatePicker
        label={intl.formatMessage({ id: 'list.filters.from' }, { name: label })}
        value={from}
        maxValue={to ?? undefined}
        onChange={(date) => onChange({ [`${name}From`]: toDay(date) })}
      />
      <DatePicker
        label={intl.formatMessage({ id: 'list.filters.to' }, { name: label })}
        value={to}
        minValue={from ?? undefined}
        onChange={(date) => onChange({ [`${name}To`]: toDay(date) })}
      />
    </div>
  );
}
