import { TextField } from '../../ui/kit/TextField';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';

/**
 * Several lines of plain text (rich text has its own editor), always a person's words: laid out in
 * the direction of what is typed, so an English notification body reads "… Join now!" in the
 * Persian admin and is aligned to its own start, as a paragraph should be.
 */
export function TextAreaField({ name, label, isReadOnly, isRequired, description }: FieldWidgetProps) {
  const field = useFormField<string | null>(name);
  return (
    <TextField
      multiline
      name={name}
      label={label}
      description={description}
      isRequired={isRequired}
      dir="auto"
      value={field.value ?? ''}
      onChange={field.setValue}
      onBlur={field.onBlur}
      isReadOnly={isReadOnly}
      errorMessage={field.errorMessage}
    />
  );
}
