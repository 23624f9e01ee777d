import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { LogoutDocument } from '../../gql-docs';
import { clearSession } from '../../core/session/session';
import { useRouterNavigate } from '../../ui/routerState';

/**
 * Signs out: tells the server to revoke the token (best effort: a dead network must not keep
 * anyone signed in), forgets the session and the cache, and opens the login page.
 */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  // Not the router's useNavigate: the user menu would render again on every change of the router.
  const navigate = useRouterNavigate();
  const [logout] = useMutation(LogoutDocument);
  return useCallback(async () => {
    await logout().catch(() => undefined);
    clearSession();
    await client.clearStore();
    navigate('/login', { replace: true });
  }, [client, logout, navigate]);
}
