import { Item, Picker } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import { enumValues, type EnumName } from '../../entity/enums';
import { useValueFormatter } from '../../format/useValueFormatter';
import { ALL_KEY, type FilterControlProps } from './filterControl';

/** One value of an enum, or All. A link may carry several values (`status=PAID,FAILED`); the list honours them. */
export function EnumFilter({ name, label, enumName, value, onChange }: FilterControlProps<string[]> & { enumName: EnumName }) {
  const intl = useIntl();
  const format = useValueFormatter();
  const options = [
    { key: ALL_KEY, label: intl.formatMessage({ id: 'list.filters.all' }) },
    ...enumValues(enumName).map((item) => ({ key: item, label: format.enumValue(enumName, item) })),
  ];
  const selectedKey = value?.length === 1 ? value[0] : value && value.length > 1 ? null : ALL_KEY;
  return (
    <Picker
      label={label}
      items={options}
      selectedKey={selectedKey}
      onSelectionChange={(key) => onChange({ [name]: key === ALL_KEY || key === null ? null : String(key) })}
      width="size-2000"
    >
      {(option) => <Item key={option.key}>{option.label}</Item>}
    </Picker>
  );
}
