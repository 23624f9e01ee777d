import { TextField as SpectrumTextField } from '@adobe/react-spectrum';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';

interface Props extends FieldWidgetProps {
  type?: 'text' | 'email' | 'url';
}

/** One line of text; `email` and `url` bring the matching mobile keyboards and autocomplete. */
export function TextField({ name, label, isReadOnly, isRequired, description, type = 'text' }: Props) {
  const field = useFormField<string | null>(name);
  return (
    <SpectrumTextField
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
