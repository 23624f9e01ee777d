import type { IntlShape } from 'react-intl';
import { ValidationError, type Schema } from 'yup';
import '../../validation/locale';
import { SAVE_FAILURE_MESSAGES } from '../../framework/form/saveFailure';
import { canRetry, classifyFailure } from '../../ui/failure';
import { toast } from '../../ui/toast';

type Values = Record<string, unknown>;

const asValues = (values: unknown) => (values && typeof values === 'object' ? (values as Values) : undefined);

/** A message id (with ICU values) in the viewer's language; unknown ids read as 'Please check input'. */
export function translate(intl: IntlShape, id: string, values?: unknown): string {
  return intl.formatMessage({ id: intl.messages[id] ? id : 'validation.checkInput' }, asValues(values) as never);
}

/**
 * Formik `validate` from a shared Yup schema. The schemas report `{ id, values }` descriptors
 * (src/validation/locale.ts), which Formik would store as objects; this translates them.
 */
export function yupValidate<T extends object>(schema: Schema, intl: IntlShape) {
  return async (values: T): Promise<Partial<Record<keyof T, string>>> => {
    try {
      await schema.validate(values, { abortEarly: false });
      return {};
    } catch (error) {
      if (!ValidationError.isError(error)) throw error;
      const errors: Partial<Record<keyof T, string>> = {};
      for (const inner of error.inner.length ? error.inner : [error]) {
        const key = inner.path as keyof T | undefined;
        if (!key || errors[key]) continue;
        const raw = inner.errors[0] as unknown;
        const descriptor = typeof raw === 'object' && raw !== null ? (raw as { id: string; values?: unknown }) : { id: String(raw) };
        errors[key] = translate(intl, descriptor.id, descriptor.values);
      }
      return errors;
    }
  };
}

export interface UserErrorLike {
  field: readonly string[] | null;
  message: string;
  values?: unknown;
}

/**
 * Splits a payload's userErrors into errors on the form's own fields (by the path's last segment,
 * so `['input', 'fullName']` lands on fullName) and messages for the rest.
 */
export function mapUserErrors(intl: IntlShape, userErrors: readonly UserErrorLike[], fields: readonly string[]) {
  const fieldErrors: Record<string, string> = {};
  const other: string[] = [];
  for (const error of userErrors) {
    const field = error.field?.at(-1);
    const text = translate(intl, error.message, error.values);
    if (field && fields.includes(field)) fieldErrors[field] ??= text;
    else other.push(text);
  }
  return { fieldErrors, other };
}

/**
 * A save that threw, told as the entity forms tell it (framework/form/saveFailure.ts): the server
 * could not be reached or failed (a toast with Retry, which runs `retry`), the viewer may not do
 * this, or the session ended. Every value stays in the form either way.
 *
 * @example catch (error) { reportSaveFailure(error, () => void formik.submitForm()); }
 */
export function reportSaveFailure(error: unknown, retry: () => void): void {
  const failure = classifyFailure(error);
  toast.error(SAVE_FAILURE_MESSAGES[failure], undefined, canRetry(failure) ? { label: 'common.actions.retry', onAction: retry } : undefined);
}

/** userErrors the form has no field for: the server refused a value; the same values would be refused again, so no Retry. */
export const reportRefusedInput = (): void => toast.error(SAVE_FAILURE_MESSAGES.input);
