import { TextArea } from '@adobe/react-spectrum';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';

/** Several lines of plain text (rich text has its own editor). */
export function TextAreaField({ name, label, isReadOnly, isRequired, description }: FieldWidgetProps) {
  const field = useFormField<string | null>(name);
  return (
    <TextArea
      label={label}
      description={description}
      isRequired={isRequired}
      value={field.value ?? ''}
      onChange={field.setValue}
      onBlur={field.onBlur}
      isReadOnly={isReadOnly}
      width="100%"
      {...field.errorProps}
    />
  );
}
