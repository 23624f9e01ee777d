import { GRAPHQL_URL } from '../../core/config/app';
import { classifyFailure, loadFailureToast } from '../../ui/failure';
import { toast } from '../../ui/toast';
import { redirectToLogin } from '../../core/routing/navigation';
import { clearSession } from '../../core/session/session';
import { getSettings } from '../../core/settings';
import { createApolloClient } from '../../apollo/client';
import type { ApolloClient } from '@apollo/client';

let client: ApolloClient | null = null;

/** A read that failed says what happened ("Could not reach the server", "The server failed"), as a failed save does. */
export const toastLoadFailure = (error: unknown): void => toast.error(loadFailureToast(classifyFailure(error)));

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
    onFailure: toastLoadFailure,
  });
  return client;
}
