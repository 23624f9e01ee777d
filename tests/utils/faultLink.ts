import { ApolloLink } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { of, throwError } from 'rxjs';
import { shouldFail, type FaultRules } from '../../mock-server/faults';

/** What a test switches while a form is open: operations to fail, or the whole server out of reach. */
export interface Faults {
  /** The mock server's MOCK_FAIL / x-mock-fail rules (operation names or `*`). */
  rules: FaultRules;
  /** Nothing answers: every request rejects as fetch does when the server is down. */
  offline: boolean;
}

export const noFaults = (): Faults => ({ rules: { delays: {}, failures: [] }, offline: false });

/**
 * An Apollo link in front of the in-process mock schema that fails operations exactly as the mock
 * server's fault injection does (mock-server/faults.ts: INTERNAL_SERVER_ERROR, nothing written),
 * and, while `offline`, rejects every request the way fetch does. Change `faults` to clear them.
 *
 * @example const faults = noFaults(); const client = new ApolloClient({ cache, link: ApolloLink.from([faultLink(faults), base.link]) });
 */
export function faultLink(faults: Faults): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (faults.offline) return throwError(() => new TypeError('Failed to fetch'));
    if (shouldFail(operation.operationName ?? null, faults.rules)) {
      return of({ errors: [new GraphQLError('Injected failure', { extensions: { code: 'INTERNAL_SERVER_ERROR', injected: true } }).toJSON()] });
    }
    return forward(operation);
  });
}
