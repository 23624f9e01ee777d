import { GRAPHQL_URL } from '../../core/config/app';
import { toast } from '../../ui/toast';
import { redirectToLogin } from '../../core/routing/navigation';
import { clearSession } from '../../core/session/session';
import { getSettings } from '../../core/settings';
import { createApolloClient } from '../../apollo/client';
import type { ApolloClient } from '@apollo/client';

let client: ApolloClient | null = null;

/** The app's one Apollo client, created when the first signed-in screen needs it. */
export function getAppApolloClient(): ApolloClient {
  client ??= createApolloClient({
    uri: GRAPHQL_URL,
    getToken: () => getSettings().accessToken,
    onUnauthenticated: () => {
      clearSession();
      void client?.clearStore();
      redirectToLogin();
    },
    onFailure: () => toast.error('errors.generic'),
  });
  return client;
}
