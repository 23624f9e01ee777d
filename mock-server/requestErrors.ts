import type { GraphQLFormattedError } from 'graphql';

/**
 * Errors Apollo Server and graphql-js raise about a request's input without a code of their own,
 * which Apollo then files as INTERNAL_SERVER_ERROR: the 51st bad value of a variable (graphql-js
 * stops coercing at 50 and adds this one), and a persisted query whose sha256 is not its text's.
 * Both are the caller's input, so they are answered as such.
 */
const CALLER_INPUT = [/^Too many errors processing variables, error limit reached/, /^provided sha does not match query$/];

/** Apollo's `formatError`: relabels those as BAD_USER_INPUT and leaves every other error as it is. */
export function formatRequestError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR' || !CALLER_INPUT.some((pattern) => pattern.test(formatted.message))) return formatted;
  return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT' } };
}
