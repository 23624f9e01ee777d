import type { ApolloClient } from '@apollo/client';
import { PreviewEndDocument, PreviewStartDocument } from '../../gql-docs';
import type { ViewerFieldsFragment } from '../../gql/graphql';
import { toast } from '../../ui/toast';
import { pickUserData, toAppRules } from '../session/session';
import { updateSettings } from '../settings';

type Payload = { viewer?: ViewerFieldsFragment | null; userErrors: readonly { message: string }[] } | null | undefined;

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

/** Starts "View as `role`" (as `userId` when given) on the server, on the screen the ADMIN is on. */
export async function startPreview(client: ApolloClient, role: string, userId: string | null): Promise<boolean> {
  const answer = await client.mutate({ mutation: PreviewStartDocument, variables: { role, userId } }).catch(() => null);
  return apply(client, answer ? answer.data?.previewStart : { userErrors: [{ message: 'errors.generic' }] });
}

/** Back to the ADMIN's own session, on the same screen (the URL does not change). */
export async function endPreview(client: ApolloClient): Promise<boolean> {
  const answer = await client.mutate({ mutation: PreviewEndDocument }).catch(() => null);
  return apply(client, answer ? answer.data?.previewEnd : { userErrors: [{ message: 'errors.generic' }] });
}
