import { GRAPHQL_URL } from '../config/app';
import { toast } from '../../ui/toast';
import { redirectToLogin } from '../router/navigation';
import { clearSession } from '../session/session';
import { getSettings } from '../settings';
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
