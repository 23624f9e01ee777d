import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/**
 * Why a request failed, as the person needs to know it: the server could not be reached
 * (`network`), it failed (`server`), the viewer may not do this (`forbidden`), the session ended
 * (`session`), the server refused the input itself (`input`), or it could not store a write
 * (`notSaved`: its disk is full or read-only), or the session is a read-only preview of a role
 * (`preview`: FORBIDDEN with reasonCode PREVIEW_READ_ONLY, schema.graphql `Preview`). Saves (framework/form/saveFailure.ts) and reads
 * (the app client's error toast, the lists' and forms' error states) tell it the same way.
 */
export type Failure = 'network' | 'server' | 'forbidden' | 'session' | 'input' | 'notSaved' | 'preview';

/** Only these can succeed by trying again unchanged, so only they offer Retry. */
export const canRetry = (failure: Failure): boolean => failure === 'network' || failure === 'server' || failure === 'notSaved';

// A proxy or gateway in front of a server it cannot reach answers 502–504 (nginx), or an empty
// 500 (the development servers' proxy): for the person, the server is out of reach.
const GATEWAY_STATUSES = [502, 503, 504];

/**
 * The kind of failure an Apollo error (or anything a request threw) stands for.
 *
 * @example try { await client.mutate(…) } catch (error) { toast.error(SAVE_FAILURE_MESSAGES[classifyFailure(error)]) }
 */
export function classifyFailure(error: unknown): Failure {
  if (CombinedGraphQLErrors.is(error)) {
    const codes = error.errors.map((item) => item.extensions?.code);
    if (codes.includes('UNAUTHENTICATED')) return 'session';
    if (error.errors.some((item) => item.extensions?.reasonCode === 'PREVIEW_READ_ONLY')) return 'preview';
    if (codes.includes('FORBIDDEN')) return 'forbidden';
    if (codes.includes('BAD_USER_INPUT') || codes.includes('GRAPHQL_VALIDATION_FAILED')) return 'input';
    // The server's disk is full or read-only: nothing was kept, and a later try can succeed.
    if (codes.includes('NOT_SAVED')) return 'notSaved';
    return 'server';
  }
  if (ServerError.is(error)) {
    if (error.statusCode === 401) return 'session';
    if (error.statusCode === 403) return 'forbidden';
    return GATEWAY_STATUSES.includes(error.statusCode) || error.bodyText.trim() === '' ? 'network' : 'server';
  }
  if (ServerParseError.is(error)) return 'server';
  // fetch rejects with a TypeError when nothing answered (server down, offline, connection reset).
  if (error instanceof TypeError || (error instanceof Error && error.name === 'AbortError')) return 'network';
  return typeof navigator !== 'undefined' && navigator.onLine === false ? 'network' : 'server';
}

/**
 * The heading of a list's or a form's error state when its data did not load, by kind (next to
 * its Retry). A read is never refused for its input nor left unsaved: those keep the generic error.
 */
export const LOAD_FAILURE_TITLES: Record<Failure, string> = {
  network: 'errors.loadFailed.network.title',
  server: 'errors.loadFailed.server.title',
  forbidden: 'errors.loadFailed.forbidden.title',
  session: 'errors.loadFailed.session.title',
  input: 'errors.generic',
  notSaved: 'errors.generic',
  preview: 'errors.generic',
};

/**
 * The app client's toast for a read that failed, by message id: a network or a server failure says
 * which (the error link leaves refusals to their screens and sends an ended session to sign-in).
 */
export function loadFailureToast(failure: Failure): string {
  if (failure === 'network') return 'errors.loadFailed.network.toast';
  return failure === 'server' ? 'errors.loadFailed.server.toast' : 'errors.generic';
}
