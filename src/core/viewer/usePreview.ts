import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { useRouterNavigate, useRouterStateReader } from '../../ui/routerState';

export interface PreviewControls {
  /** Starts "View as `role`" (as `userId`, when given); resolves true once the admin renders it. */
  start: (role: string, userId?: string | null) => Promise<boolean>;
  /** Back to the ADMIN's own session, on the same screen. */
  exit: () => Promise<boolean>;
}

/**
 * "View as a role" (docs/decisions.md): the server keeps the preview on the session; this asks it
 * to start or end and renders the answer (previewSession.ts, loaded when used: every screen's
 * shell carries this hook, few sessions ever preview).
 *
 * @example const { start } = usePreview(); start('SUPPORT')
 */
export function usePreview(): PreviewControls {
  const client = useApolloClient();
  const navigate = useRouterNavigate();
  const routerState = useRouterStateReader();
  return useMemo(
    () => ({
      start: async (role, userId) => {
        const { pathname, search } = routerState().location;
        const { startPreview } = await import('./previewSession');
        return startPreview(client, role, userId ?? null, `${pathname}${search}`);
      },
      exit: async () => {
        const { endPreview } = await import('./previewSession');
        return endPreview(client, routerState().location.pathname, navigate);
      },
    }),
    [client, navigate, routerState],
  );
}
