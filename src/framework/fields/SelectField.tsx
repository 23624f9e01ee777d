import { useIntl } from 'react-intl';
import { Picker } from '../../ui/kit/Picker';
import type { EnumName } from '../entity/enums';
import { ReadOnlyValue } from './ReadOnlyValue';
import type { FieldWidgetProps } from './types';
import { useOfferedItems, type EnumChoices } from './useEnumItems';
import { useFormField } from './useFormField';

interface Props extends FieldWidgetProps {
  enumName: EnumName;
  choices?: EnumChoices['choices'];
}

/** Stands for "no value" in an optional enum: a picker cannot be emptied otherwise. */
const NONE = '__none__';

/**
 * An enum with many values (role, level, currency), in a light select (Spectrum's Picker measured
 * itself on mount and weighed on the form's first render). A picker has no read-only state, so a
 * field the viewer may not change shows its value as read-only text (ReadOnlyValue), not a
 * greyed-out picker.
 */
export function SelectField({ name, label, isReadOnly, isRequired, description, enumName, choices }: Props) {
  const intl = useIntl();
  const field = useFormField<string | null>(name);
  const values = useOfferedItems(enumName, { choices, value: field.value, isReadOnly });
  const items = isRequired ? values : [{ key: NONE, label: intl.formatMessage({ id: 'form.select.none' }) }, ...values];
  if (isReadOnly) {
    const shown = items.find((item) => item.key === (field.value ?? NONE))?.label ?? field.value ?? '';
    return <ReadOnlyValue label={label} description={description} value={shown} />;
  }
  return (
    <Picker
      label={label}
      description={description}
      isRequired={isRequired}
      options={items}
      selectedKey={field.value ?? (isRequired ? null : NONE)}
      onChange={(key) => field.setValue(key === NONE || key == null ? null : key)}
      onBlur={field.onBlur}
      width="100%"
      errorMessage={field.errorMessage}
    />
  );
}
