import { useIntl } from 'react-intl';
import { enumValues, type EnumName } from '../../entity/enums';
import { useValueFormatter } from '../../format/useValueFormatter';
import { ALL_KEY, type FilterControlProps } from './filterControl';
import { FILTER_WIDTHS } from './filterRows';
import { LazyPicker } from '../../../ui/kit/LazyPicker';

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
    <LazyPicker
      label={label}
      options={options}
      selectedKey={selectedKey}
      onChange={(key) => onChange({ [name]: key === ALL_KEY ? null : key })}
      width={`${FILTER_WIDTHS.enum}px`}
    />
  );
}
