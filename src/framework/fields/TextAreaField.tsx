import { TextArea } from '@adobe/react-spectrum';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';
import { useInputDir } from './useInputDir';

/**
 * Several lines of plain text (rich text has its own editor), always a person's words: laid out in
 * the direction of what is typed, so an English notification body reads "… Join now!" in the
 * Persian admin and is aligned to its own start, as a paragraph should be.
 */
export function TextAreaField({ name, label, isReadOnly, isRequired, description }: FieldWidgetProps) {
  const field = useFormField<string | null>(name);
  const ref = useInputDir<HTMLTextAreaElement>('auto');
  return (
    <TextArea
      ref={ref}
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
