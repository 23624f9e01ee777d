import type { IntlShape } from 'react-intl';

/**
 * A message as display text: a catalog id, or a `{ id, values }` descriptor as the validation
 * module produces. Formik keeps whichever the form put there; fields show it translated.
 */
export function messageText(intl: IntlShape, message: unknown): string | undefined {
  if (typeof message === 'string' && message) return intl.formatMessage({ id: message });
  if (message && typeof message === 'object' && typeof (message as { id?: unknown }).id === 'string') {
    const { id, values } = message as { id: string; values?: Record<string, string | number> };
    return intl.formatMessage({ id }, values);
  }
  return undefined;
}
