import { useIntl } from 'react-intl';
import { TextField } from '../../ui/kit/TextField';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';

/**
 * A write-only value (`writeOnly: true`, a gateway's secret key): a password input that starts
 * empty, is sent only when typed in, and never shows what is stored. Who may not change it sees
 * that it is hidden from them, not an empty value that looks like "none".
 */
export function SecretField({ name, label, isReadOnly, isRequired, description }: FieldWidgetProps) {
  const intl = useIntl();
  const field = useFormField<string | null>(name);
  if (isReadOnly) {
    return <TextField label={label} isReadOnly value="" description={intl.formatMessage({ id: 'records.writeOnly.hidden' })} />;
  }
  return (
    <TextField
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      description={description ?? intl.formatMessage({ id: 'records.writeOnly.help' })}
      isRequired={isRequired}
      // A key is a structured value: left to right in either language (see textDir).
      dir="ltr"
      plainText
      className="field--line field--ltr"
      value={field.value ?? ''}
      onChange={field.setValue}
      onBlur={field.onBlur}
      errorMessage={field.errorMessage}
    />
  );
}
