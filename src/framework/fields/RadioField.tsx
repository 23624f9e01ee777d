import { RadioGroup } from '../../ui/kit/RadioGroup';
import type { EnumName } from '../entity/enums';
import { ReadOnlyValue } from './ReadOnlyValue';
import type { FieldWidgetProps } from './types';
import { useOfferedItems, type EnumChoices } from './useEnumItems';
import { useFormField } from './useFormField';

interface Props extends FieldWidgetProps {
  enumName: EnumName;
  choices?: EnumChoices['choices'];
}

/**
 * A short enum (marking mode, status) with every choice visible at once; read-only, only the
 * value it holds (ReadOnlyValue), as choices that cannot be taken are not a question.
 */
export function RadioField({ name, label, isReadOnly, isRequired, description, enumName, choices }: Props) {
  const field = useFormField<string | null>(name);
  const items = useOfferedItems(enumName, { choices, value: field.value, isReadOnly });
  if (isReadOnly) {
    const shown = items.find((item) => item.key === field.value)?.label ?? field.value ?? '';
    return <ReadOnlyValue label={label} description={description} value={shown} />;
  }
  return (
    <RadioGroup
      label={label}
      description={description}
      isRequired={isRequired}
      orientation={items.length <= 4 ? 'horizontal' : 'vertical'}
      options={items}
      value={field.value ?? null}
      onChange={field.setValue}
      onBlur={field.onBlur}
      errorMessage={field.errorMessage}
    />
  );
}
