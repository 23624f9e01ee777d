import { Item, Picker } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import { ALL_KEY, type FilterControlProps } from './filterControl';

/** Yes, no or all. */
export function BooleanFilter({ name, label, value, onChange }: FilterControlProps<boolean>) {
  const intl = useIntl();
  const options = [
    { key: ALL_KEY, label: intl.formatMessage({ id: 'list.filters.all' }) },
    { key: 'true', label: intl.formatMessage({ id: 'list.value.yes' }) },
    { key: 'false', label: intl.formatMessage({ id: 'list.value.no' }) },
  ];
  return (
    <Picker
      label={label}
      items={options}
      selectedKey={value === undefined ? ALL_KEY : String(value)}
      onSelectionChange={(key) => onChange({ [name]: key === ALL_KEY || key === null ? null : String(key) })}
      width="size-1600"
    >
      {(option) => <Item key={option.key}>{option.label}</Item>}
    </Picker>
  );
}
