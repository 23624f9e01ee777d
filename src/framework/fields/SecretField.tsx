import { TextField as SpectrumTextField } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';
import { useInputDir } from './useInputDir';

/**
 * A write-only value (`writeOnly: true`, a gateway's secret key): a password input that starts
 * empty, is sent only when typed in, and never shows what is stored. Who may not change it sees
 * that it is hidden from them, not an empty value that looks like "none".
 */
export function SecretField({ name, label, isReadOnly, isRequired, description }: FieldWidgetProps) {
  const intl = useIntl();
  const field = useFormField<string | null>(name);
  // A key is a structured value: left to right in either language (see textDir).
  const ref = useInputDir<HTMLInputElement>('ltr');
  if (isReadOnly) {
    return (
      <SpectrumTextField
        label={label}
        isReadOnly
        value=""
        description={intl.formatMessage({ id: 'records.writeOnly.hidden' })}
        width="100%"
      />
    );
  }
  return (
    <SpectrumTextField
      ref={ref}
      label={label}
      type="password"
      autoComplete="new-password"
      description={description ?? intl.formatMessage({ id: 'records.writeOnly.help' })}
      isRequired={isRequired}
      UNSAFE_className="field--line field--ltr"
      value={field.value ?? ''}
      onChange={field.setValue}
      onBlur={field.onBlur}
      width="100%"
      {...field.errorProps}
    />
  );
}
