import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';

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
  return useMemo(
    () => ({
      start: async (role, userId) => (await import('./previewSession')).startPreview(client, role, userId ?? null),
      exit: async () => (await import('./previewSession')).endPreview(client),
    }),
    [client],
  );
}
