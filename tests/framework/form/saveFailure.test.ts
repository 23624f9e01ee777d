// @vitest-environment node
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { canRetry, classifyFailure } from '../../../src/ui/failure';

const graphQLErrors = (...codes: string[]) => new CombinedGraphQLErrors({ errors: codes.map((code) => ({ message: code, extensions: { code } })) });
const http = (status: number, body: string) => new ServerError('Response not successful', { response: new Response(body, { status }), bodyText: body });

describe('why a save failed', () => {
  it('tells a server out of reach from a server that failed', () => {
    expect(classifyFailure(new TypeError('Failed to fetch'))).toBe('network');
    expect(classifyFailure(Object.assign(new Error('aborted'), { name: 'AbortError' }))).toBe('network');
    // A gateway or proxy answering for a server it cannot reach.
    for (const status of [502, 503, 504]) expect(classifyFailure(http(status, '<html>Bad gateway</html>'))).toBe('network');
    expect(classifyFailure(http(500, ''))).toBe('network');
    expect(classifyFailure(http(500, '{"message":"boom"}'))).toBe('server');
    expect(classifyFailure(new ServerParseError(new SyntaxError('Unexpected token <'), { response: new Response('<html>'), bodyText: '<html>' }))).toBe('server');
    expect(classifyFailure(graphQLErrors('INTERNAL_SERVER_ERROR'))).toBe('server');
    expect(classifyFailure(new Error('something else'))).toBe('server');
  });

  it('tells a refusal, an ended session and refused input apart from both', () => {
    expect(classifyFailure(graphQLErrors('FORBIDDEN'))).toBe('forbidden');
    expect(classifyFailure(http(403, 'Forbidden'))).toBe('forbidden');
    expect(classifyFailure(graphQLErrors('UNAUTHENTICATED'))).toBe('session');
    expect(classifyFailure(http(401, 'Unauthorized'))).toBe('session');
    expect(classifyFailure(graphQLErrors('BAD_USER_INPUT'))).toBe('input');
    expect(classifyFailure(graphQLErrors('INTERNAL_SERVER_ERROR', 'FORBIDDEN'))).toBe('forbidden');
  });

  it('offers Retry only where trying again unchanged can succeed', () => {
    expect(['network', 'server', 'forbidden', 'session', 'input'].filter((kind) => canRetry(kind as never))).toEqual(['network', 'server']);
  });
});
