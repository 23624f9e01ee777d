import { GRAPHQL_URL } from '../app/config/app';
import { toast } from '../app/feedback/toast';
import { redirectToLogin } from '../app/router/navigation';
import { clearSession } from '../app/session/session';
import { getSettings } from '../app/settings';
import { createApolloClient } from './client';
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
