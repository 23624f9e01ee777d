import { GRAPHQL_URL } from '../../core/config/app';
import { classifyFailure, loadFailureToast } from '../../ui/failure';
import { toast } from '../../ui/toast';
import { navigateTo, redirectToLogin } from '../../core/routing/navigation';
import { ENROLL_FACTOR_PATH, setFactorEnrollmentPending } from '../../core/session/factorEnrollment';
import { clearSession } from '../../core/session/session';
import { getSettings } from '../../core/settings';
import { createApolloClient } from '../../apollo/client';
import { liveUrlOf } from '../../apollo/liveUrl';
import { createLiveStateStore } from '../../apollo/liveState';
import type { ApolloClient } from '@apollo/client';

let client: ApolloClient | null = null;

/** The live connection's state (the navbar's offline note, refetches after a reconnect). */
export const liveState = createLiveStateStore();

/** A read that failed says what happened ("Could not reach the server", "The server failed"), as a failed save does. */
export const toastLoadFailure = (error: unknown): void => toast.error(loadFailureToast(classifyFailure(error)));

/** The app's one Apollo client, created when the first signed-in screen needs it. */
export function getAppApolloClient(): ApolloClient {
  client ??= createApolloClient({
    uri: GRAPHQL_URL,
    live: { url: liveUrlOf(GRAPHQL_URL, window.location.href), state: liveState },
    getToken: () => getSettings().accessToken,
    onUnauthenticated: () => {
      clearSession();
      void client?.clearStore();
      redirectToLogin();
    },
    onFailure: toastLoadFailure,
    onFactorEnrollmentRequired: () => {
      setFactorEnrollmentPending(true);
      navigateTo(ENROLL_FACTOR_PATH);
    },
  });
  return client;
}

/**
 * The server replays nothing: after the socket comes back, what is on screen is read again once,
 * so changes made while it was away show.
 */
let reconnectsSeen = 0;
liveState.subscribe(() => {
  const { reconnects } = liveState.get();
  if (reconnects === reconnectsSeen) return;
  reconnectsSeen = reconnects;
  void client?.refetchQueries({ include: 'active' });
});
