// @vitest-environment node
import { ApolloServer, HeaderMap } from '@apollo/server';
import { afterEach, describe, expect, it } from 'vitest';
import { delayFor, faultPlugin, parseFaultEnv, shouldFail, type FaultRules } from '../../mock-server/faults';

describe('parseFaultEnv', () => {
  it('parses named and wildcard delays and failures', () => {
    expect(parseFaultEnv('MediaList:800, *:100', 'MediaCreate, PaymentList')).toEqual({
      delays: { MediaList: 800, '*': 100 },
      failures: ['MediaCreate', 'PaymentList'],
    });
  });

  it('is empty without variables and treats a bare number as every operation', () => {
    expect(parseFaultEnv()).toEqual({ delays: {}, failures: [] });
    expect(parseFaultEnv('', '')).toEqual({ delays: {}, failures: [] });
    expect(parseFaultEnv('250').delays).toEqual({ '*': 250 });
  });

  it('refuses malformed entries', () => {
    expect(() => parseFaultEnv('MediaList')).toThrow(/MOCK_DELAY/);
    expect(() => parseFaultEnv('MediaList:-1')).toThrow(/MOCK_DELAY/);
    expect(() => parseFaultEnv(undefined, 'Media-List')).toThrow(/MOCK_FAIL/);
  });

  it('prefers a named rule over the wildcard and header rules over env rules', () => {
    const env = parseFaultEnv('MediaList:800,*:100', 'PaymentList');
    const header: FaultRules = parseFaultEnv('*:5');
    expect(delayFor('MediaList', env)).toBe(800);
    expect(delayFor('UserList', env)).toBe(100);
    expect(delayFor('MediaList', header, env)).toBe(5);
    expect(delayFor('MediaList', parseFaultEnv(), env)).toBe(800);
    expect(shouldFail('PaymentList', env)).toBe(true);
    expect(shouldFail('MediaList', env)).toBe(false);
    expect(shouldFail('MediaList', parseFaultEnv(undefined, '*'), env)).toBe(true);
  });
});

describe('faultPlugin', () => {
  let calls = 0;
  let server: ApolloServer | null = null;

  // Here every request may use the headers; the server's own policy (a token) is tested in server-faults.
  async function start(rules: FaultRules, headersAllowed = () => true) {
    calls = 0;
    server = new ApolloServer({
      typeDefs: 'type Query { hello: String } type Mutation { touch: Int }',
      resolvers: { Query: { hello: () => 'world' }, Mutation: { touch: () => ++calls } },
      plugins: [faultPlugin(rules, { headersAllowed })],
    });
    await server.start();
    return server;
  }

  function run(apollo: ApolloServer, query: string, headers: Record<string, string> = {}) {
    return apollo.executeOperation({
      query,
      http: { method: 'POST', headers: new HeaderMap(Object.entries(headers)), search: '', body: {} },
    });
  }

  function single(response: Awaited<ReturnType<typeof run>>) {
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    return response.body.singleResult;
  }

  afterEach(async () => {
    await server?.stop();
    server = null;
  });

  it('leaves operations alone without rules', async () => {
    const apollo = await start(parseFaultEnv());
    expect(single(await run(apollo, 'query Hello { hello }')).data).toEqual({ hello: 'world' });
  });

  it('fails a named operation from env rules before it executes anything', async () => {
    const apollo = await start(parseFaultEnv(undefined, 'Touch'));
    const response = await run(apollo, 'mutation Touch { touch }');
    const result = single(response);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]).toMatchObject({
      message: 'Injected failure',
      extensions: { code: 'INTERNAL_SERVER_ERROR', injected: true },
    });
    expect(calls).toBe(0);
    expect(single(await run(apollo, 'query Hello { hello }')).data).toEqual({ hello: 'world' });
  });

  it('fails operations named in the x-mock-fail header, or all with *', async () => {
    const apollo = await start(parseFaultEnv());
    expect(single(await run(apollo, 'mutation Touch { touch }', { 'x-mock-fail': 'Other, Touch' })).errors?.[0].message).toBe(
      'Injected failure',
    );
    expect(single(await run(apollo, 'query Hello { hello }', { 'x-mock-fail': 'Other' })).errors).toBeUndefined();
    expect(single(await run(apollo, 'query Hello { hello }', { 'x-mock-fail': '*' })).errors?.[0].extensions).toMatchObject({
      injected: true,
    });
    expect(calls).toBe(0);
  });

  it('delays named operations from env rules and headers', async () => {
    const apollo = await start(parseFaultEnv('Hello:120'));
    const elapsed = async (query: string, headers?: Record<string, string>) => {
      const began = performance.now();
      await run(apollo, query, headers);
      return performance.now() - began;
    };
    expect(await elapsed('mutation Touch { touch }')).toBeLessThan(100);
    expect(await elapsed('query Hello { hello }')).toBeGreaterThanOrEqual(110);
    expect(await elapsed('mutation Touch { touch }', { 'x-mock-delay': '120' })).toBeGreaterThanOrEqual(110);
    expect(await elapsed('mutation Touch { touch }', { 'x-mock-delay': 'Touch:120,Hello:0' })).toBeGreaterThanOrEqual(110);
    expect(await elapsed('query Hello { hello }', { 'x-mock-delay': 'Hello:0' })).toBeLessThan(100);
    expect(calls).toBe(3);
  });

  it('reads no header when the policy says no, and keeps the env rules', async () => {
    const apollo = await start(parseFaultEnv(undefined, 'Hello'), () => false);
    expect(single(await run(apollo, 'mutation Touch { touch }', { 'x-mock-fail': '*', 'x-mock-delay': 'soon' })).errors).toBeUndefined();
    expect(single(await run(apollo, 'query Hello { hello }')).errors?.[0].message).toBe('Injected failure');
  });

  it('answers a malformed header as a bad request', async () => {
    const apollo = await start(parseFaultEnv());
    const response = await run(apollo, 'query Hello { hello }', { 'x-mock-delay': 'soon' });
    expect(response.http.status).toBe(400);
    expect(single(response).errors?.[0].extensions?.code).toBe('BAD_REQUEST');
  });
});
