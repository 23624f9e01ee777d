import { TextArea } from '@adobe/react-spectrum';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';
import { useInputDir } from './useInputDir';

interface Props extends FieldWidgetProps {
  /** 'auto': the text takes the direction of its content, not the interface's. */
  dir?: 'auto';
}

/** Several lines of plain text (rich text has its own editor). */
export function TextAreaField({ name, label, isReadOnly, isRequired, description, dir }: Props) {
  const field = useFormField<string | null>(name);
  const ref = useInputDir<HTMLTextAreaElement>(dir);
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
