import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';

export interface LinkCallbacks {
  /** The bearer token, read per request so a new sign-in needs no new client. */
  getToken: () => string | null;
  /** The token expired or was revoked. */
  onUnauthenticated: () => void;
  /** The network or the server failed (not a validation or permission answer): the error, for the toast to say which. */
  onFailure: (error: unknown) => void;
  /** The session must enrol a second factor first (FORBIDDEN, reasonCode FACTOR_ENROLLMENT_REQUIRED). */
  onFactorEnrollmentRequired?: () => void;
}

export function createAuthLink(getToken: LinkCallbacks['getToken']): ApolloLink {
  return new SetContextLink((prev) => {
    const token = getToken();
    return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
  });
}

const codeOf = (error: { extensions?: Record<string, unknown> }) => error.extensions?.code;

/**
 * UNAUTHENTICATED ends the session; a failed network, a non-2xx answer, an unreadable answer or
 * an internal server error goes to `onFailure`, which toasts what happened (the server out of
 * reach or failing). FORBIDDEN and userErrors are the screen's business and pass through untouched.
 */
export function createErrorLink({ onUnauthenticated, onFailure, onFactorEnrollmentRequired }: Omit<LinkCallbacks, 'getToken'>): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    // A role that now requires a second factor the session lacks: every screen is enrolment's until it has one.
    if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.reasonCode === 'FACTOR_ENROLLMENT_REQUIRED')) {
      onFactorEnrollmentRequired?.();
      return;
    }
    // A failed mutation is reported by its form (saveFailure.ts), once.
    const isMutation = operation.query.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'mutation');
    if (isMutation && !(CombinedGraphQLErrors.is(error) && error.errors.some((e) => codeOf(e) === 'UNAUTHENTICATED'))) return;
    if (CombinedGraphQLErrors.is(error)) {
      const codes = error.errors.map(codeOf);
      if (codes.includes('UNAUTHENTICATED')) onUnauthenticated();
      else if (codes.includes('INTERNAL_SERVER_ERROR')) onFailure(error);
      return;
    }
    if (ServerError.is(error) && error.statusCode === 401) {
      onUnauthenticated();
      return;
    }
    if (ServerError.is(error) || ServerParseError.is(error) || error instanceof TypeError) onFailure(error);
  });
}
