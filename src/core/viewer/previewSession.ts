import type { ApolloClient } from '@apollo/client';
import { PreviewEndDocument, PreviewStartDocument } from '../../gql-docs';
import type { ViewerFieldsFragment } from '../../gql/graphql';
import { toast } from '../../ui/toast';
import { NOT_AUTHORIZED_PATH } from '../routing/guard';
import { pickUserData, toAppRules } from '../session/session';
import { updateSettings } from '../settings';

type Payload = { viewer?: ViewerFieldsFragment | null; userErrors: readonly { message: string }[] } | null | undefined;
type Navigate = (to: string, options?: { replace?: boolean }) => void;

const RETURN_KEY = 'lingua.preview.returnTo';

/**
 * Renders what the server answered: the rules go to the settings at once (menus, routes, columns,
 * row actions and fields follow them) and the cache is emptied and its active queries fetched
 * again, since a list read as ADMIN holds rows, fields and counts another role would not see. The
 * token, and so the session, stays.
 */
async function apply(client: ApolloClient, payload: Payload): Promise<boolean> {
  if (!payload?.viewer) {
    toast.error(payload?.userErrors[0]?.message ?? 'errors.generic');
    return false;
  }
  updateSettings({ userData: pickUserData(payload.viewer.user), userAbilityRules: toAppRules(payload.viewer.abilityRules) });
  // A query still in flight is refused by the reset ("store reset"): it is fetched again anyway.
  await client.resetStore().catch(() => undefined);
  return true;
}

/** Starts "View as `role`" (as `userId` when given) on the server; `here` is where Exit comes back to. */
export async function startPreview(client: ApolloClient, role: string, userId: string | null, here: string): Promise<boolean> {
  // The guard sends a screen the role may not open to not-authorized; Exit comes back here then.
  sessionStorage.setItem(RETURN_KEY, here);
  const answer = await client.mutate({ mutation: PreviewStartDocument, variables: { role, userId } }).catch(() => null);
  return apply(client, answer ? answer.data?.previewStart : { userErrors: [{ message: 'errors.generic' }] });
}

/**
 * Back to the ADMIN's own session on the same screen; from the 403 page a preview was sent to
 * (the guard, for a screen the role may not open), back to the screen the preview started on.
 */
export async function endPreview(client: ApolloClient, pathname: string, navigate: Navigate): Promise<boolean> {
  const answer = await client.mutate({ mutation: PreviewEndDocument }).catch(() => null);
  const ended = await apply(client, answer ? answer.data?.previewEnd : { userErrors: [{ message: 'errors.generic' }] });
  const back = sessionStorage.getItem(RETURN_KEY);
  if (ended) sessionStorage.removeItem(RETURN_KEY);
  if (ended && back && pathname === NOT_AUTHORIZED_PATH) navigate(back, { replace: true });
  return ended;
}
