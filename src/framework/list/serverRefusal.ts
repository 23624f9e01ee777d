import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * Why the server refused a change, as a message id: a full disk (NOT_SAVED), the deciding rule's
 * reason when the app has words for it (`known`), else FORBIDDEN's own; null for any other answer
 * and for no answer at all (the network), which each caller words for itself.
 *
 * @example serverRefusal(error, (id) => id in intl.messages) ?? 'errors.generic'
 */
export function serverRefusal(error: unknown, known: (id: string) => boolean): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  if (error.errors.some((item) => item.extensions?.code === 'NOT_SAVED')) return 'errors.notSaved';
  const forbidden = error.errors.find((item) => item.extensions?.code === 'FORBIDDEN');
  const reason = forbidden?.extensions?.reason;
  if (typeof reason === 'string' && known(reason)) return reason;
  return forbidden ? 'list.toast.forbidden' : null;
}
