import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { PreviewEndDocument, PreviewStartDocument } from '../../gql-docs';
import type { ViewerFieldsFragment } from '../../gql/graphql';
import { toast } from '../../ui/toast';
import { pickUserData, toAppRules } from '../session/session';
import { updateSettings } from '../settings';

export interface PreviewControls {
  /** Starts "View as `role`" (as `userId`, when given) on the server; resolves true once the admin renders it. */
  start: (role: string, userId?: string | null) => Promise<boolean>;
  /** Back to the ADMIN's own session, on the same screen. */
  exit: () => Promise<boolean>;
}

/**
 * "View as a role" (docs/decisions.md): the server keeps the preview on the session, so this only
 * asks it to start or end and then renders what the answer says. The rules go to the settings at
 * once (menus, routes, columns, row actions and fields follow them), and the cache is emptied and
 * its active queries fetched again: a list read as ADMIN holds rows, fields and counts another
 * role would not see, and nothing of it may stay on screen. The token, and so the session, stays.
 */
export function usePreview(): PreviewControls {
  const client = useApolloClient();
  const [startPreview] = useMutation(PreviewStartDocument);
  const [endPreview] = useMutation(PreviewEndDocument);
  const apply = useCallback(
    async (payload: { viewer?: ViewerFieldsFragment | null; userErrors: readonly { message: string }[] } | undefined) => {
      if (!payload?.viewer) {
        toast.error(payload?.userErrors[0]?.message ?? 'errors.generic');
        return false;
      }
      updateSettings({ userData: pickUserData(payload.viewer.user), userAbilityRules: toAppRules(payload.viewer.abilityRules) });
      // A query still in flight is refused by the reset ("store reset"): it is fetched again anyway.
      await client.resetStore().catch(() => undefined);
      return true;
    },
    [client],
  );
  const start = useCallback(
    async (role: string, userId?: string | null) => {
      const answer = await startPreview({ variables: { role, userId: userId ?? null } }).catch(() => null);
      return apply(answer ? (answer.data?.previewStart as Parameters<typeof apply>[0]) : { userErrors: [{ message: 'errors.generic' }] });
    },
    [apply, startPreview],
  );
  const exit = useCallback(async () => {
    const answer = await endPreview().catch(() => null);
    return apply(answer ? (answer.data?.previewEnd as Parameters<typeof apply>[0]) : { userErrors: [{ message: 'errors.generic' }] });
  }, [apply, endPreview]);
  return { start, exit };
}
