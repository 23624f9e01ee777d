import { joinPath, splitPath } from '../../validation';
import { getIn, useField, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { useFormMeta } from './FormMetaContext';

/** Formik's error for a path is a message id (or, for a list, an array of item errors). */
export function useErrorText(name: string, error: unknown, touched: boolean): string | undefined {
  const intl = useIntl();
  const { submitCount, errors } = useFormikContext();
  const { messageValues } = useFormMeta();
  // An error shows once the field was left or a save was tried, never while typing a first value.
  if (typeof error !== 'string' || error === '' || (!touched && submitCount === 0)) return undefined;
  // Formik's getIn reads into strings: under a list whose own error is `validation.answerRequired`,
  // item 0 would get its first letter. That message belongs to the list, not to its items.
  const segments = splitPath(name);
  if (segments.slice(0, -1).some((_, i) => typeof getIn(errors, joinPath(segments.slice(0, i + 1))) === 'string')) return undefined;
  const values = messageValues(splitPath(name), error) as Record<string, string | number>;
  return intl.formatMessage({ id: error }, values);
}

/**
 * A field's Formik binding in the shape Spectrum inputs take: value, setter, blur, and the
 * translated error as `validationState` + `errorMessage` (and `errorMessage` alone).
 *
 * @example const f = useFormField<string>(name); <TextField value={f.value ?? ''} onChange={f.setValue} {...f.errorProps} />
 */
export function useFormField<T>(name: string) {
  const [field, meta, helpers] = useField<T>(name);
  const errorMessage = useErrorText(name, meta.error, Boolean(meta.touched));
  return {
    value: field.value,
    setValue: (value: T) => void helpers.setValue(value),
    onBlur: () => void helpers.setTouched(true),
    /** The translated error alone, for the light fields (TextField, Picker, RadioGroup). */
    errorMessage,
    errorProps: {
      validationState: errorMessage ? ('invalid' as const) : undefined,
      errorMessage,
    },
  };
}
