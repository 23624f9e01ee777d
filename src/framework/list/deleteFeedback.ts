import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { DocumentNode } from 'graphql';
import type { IntlShape } from 'react-intl';
import { toast, type ToastValues } from '../../ui/toast';
import { rootPayload } from './listDocument';

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

/** FORBIDDEN says why when a rule gives a reason, NOT_SAVED that the server's disk refused it; anything else is the generic error. */
export function showMutationError(intl: IntlShape, error: unknown): void {
  if (CombinedGraphQLErrors.is(error)) {
    if (error.errors.some((item) => item.extensions?.code === 'NOT_SAVED')) {
      toast.error('errors.notSaved');
      return;
    }
    const forbidden = error.errors.find((item) => item.extensions?.code === 'FORBIDDEN');
    if (forbidden) {
      const reason = forbidden.extensions?.reason;
      toast.error(typeof reason === 'string' && known(intl, reason) ? reason : 'list.toast.forbidden');
      return;
    }
  }
  toast.error('errors.generic');
}

/** What a rows mutation (delete, restore) needs besides its document. */
export interface RowsMutation {
  mutation: DocumentNode;
  variables: Record<string, unknown>;
  /** Shown once the server has taken it (the toast, with Undo for a delete). */
  onDone: () => void;
  /** Root fields whose cached pages are evicted, so every list on screen refetches. */
  evict: string[];
}

/**
 * Runs a mutation over rows and answers true when the server took it: a userError or a refusal
 * shows its translated toast instead, and nothing in the cache changes.
 *
 * @example await mutateRows(client, intl, { mutation, variables: { ids }, onDone: () => toast.success(...), evict: ['payments'] })
 */
export async function mutateRows(client: ApolloClient, intl: IntlShape, { mutation, variables, onDone, evict }: RowsMutation): Promise<boolean> {
  try {
    const { data } = await client.mutate({ mutation, variables });
    const userErrors = rootPayload<{ userErrors?: UserErrorData[] }>(data)?.userErrors ?? [];
    if (userErrors.length > 0) {
      showUserError(intl, userErrors[0]);
      return false;
    }
    onDone();
    for (const fieldName of evict) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    client.cache.gc();
    return true;
  } catch (error) {
    showMutationError(intl, error);
    return false;
  }
}
