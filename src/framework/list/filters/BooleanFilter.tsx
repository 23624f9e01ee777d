import { useIntl } from 'react-intl';
import { ALL_KEY, type FilterControlProps } from './filterControl';
import { FILTER_WIDTHS } from './filterRows';
import { LazyPicker } from '../../../ui/kit/LazyPicker';

/** Yes, no or all. */
export function BooleanFilter({ name, label, value, onChange }: FilterControlProps<boolean>) {
  const intl = useIntl();
  const options = [
    { key: ALL_KEY, label: intl.formatMessage({ id: 'list.filters.all' }) },
    { key: 'true', label: intl.formatMessage({ id: 'list.value.yes' }) },
    { key: 'false', label: intl.formatMessage({ id: 'list.value.no' }) },
  ];
  return (
    <LazyPicker
      label={label}
      options={options}
      selectedKey={value === undefined ? ALL_KEY : String(value)}
      onChange={(key) => onChange({ [name]: key === ALL_KEY ? null : key })}
      width={`${FILTER_WIDTHS.boolean}px`}
    />
  );
}
