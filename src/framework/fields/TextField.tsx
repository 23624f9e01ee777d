import { TextField as SpectrumTextField } from '@adobe/react-spectrum';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';
import { useInputDir } from './useInputDir';

interface Props extends FieldWidgetProps {
  type?: 'text' | 'email' | 'url';
  /** 'auto': the text takes the direction of its content, not the interface's. */
  dir?: 'auto';
}

/** One line of text; `email` and `url` bring the matching mobile keyboards and autocomplete. */
export function TextField({ name, label, isReadOnly, isRequired, description, type = 'text', dir }: Props) {
  const field = useFormField<string | null>(name);
  const ref = useInputDir<HTMLInputElement>(dir);
  return (
    <SpectrumTextField
      ref={ref}
      label={label}
      description={description}
      isRequired={isRequired}
      type={type}
      // Addresses and codes read left to right even in a Persian form.
      UNSAFE_className={type === 'text' ? undefined : 'field--ltr'}
      value={field.value ?? ''}
      onChange={field.setValue}
      onBlur={field.onBlur}
      isReadOnly={isReadOnly}
      width="100%"
      {...field.errorProps}
    />
  );
}
