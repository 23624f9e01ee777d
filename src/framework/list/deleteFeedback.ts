import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { IntlShape } from 'react-intl';
import { toast, type ToastValues } from '../../ui/toast';

export interface UserErrorData {
  message: string;
  values?: unknown;
}

/** Only strings and numbers can fill a message; lists such as `types` are left out. */
function toastValues(values: unknown): ToastValues {
  if (!values || typeof values !== 'object') return {};
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1])),
  );
}

const known = (intl: IntlShape, id: string | undefined): id is string => !!id && id in intl.messages;

/** A refused delete (`validation.inUse` with its count) as an error toast in the viewer's language. */
export function showUserError(intl: IntlShape, error: UserErrorData): void {
  if (known(intl, error.message)) toast.error(error.message, toastValues(error.values));
  else toast.error('errors.generic');
}

/** FORBIDDEN says why when a rule gives a reason; anything else is the generic error. */
export function showMutationError(intl: IntlShape, error: unknown): void {
  if (CombinedGraphQLErrors.is(error)) {
    const forbidden = error.errors.find((item) => item.extensions?.code === 'FORBIDDEN');
    if (forbidden) {
      const reason = forbidden.extensions?.reason;
      toast.error(typeof reason === 'string' && known(intl, reason) ? reason : 'list.toast.forbidden');
      return;
    }
  }
  toast.error('errors.generic');
}
