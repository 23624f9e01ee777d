// @vitest-environment node
import { ApolloServer } from '@apollo/server';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { close, createHttpHandler, listen } from '../../mock-server/http';

interface Ctx {
  viewer: string | null;
}

const ORIGIN = 'http://localhost:5173';
let server: Server;
let apollo: ApolloServer<Ctx>;
let base: string;
let failContext = false;

beforeAll(async () => {
  apollo = new ApolloServer<Ctx>({
    typeDefs: 'type Query { hello: String, viewer: String }',
    resolvers: { Query: { hello: () => 'world', viewer: (_: unknown, __: unknown, ctx: Ctx) => ctx.viewer } },
  });
  await apollo.start();
  const uploads = {
    handle: vi.fn(async (req: IncomingMessage, res: import('node:http').ServerResponse) => {
      if (!req.url?.startsWith('/uploads/')) return false;
      res.writeHead(201).end('stored');
      return true;
    }),
  };
  server = createServer(
    createHttpHandler<Ctx>({
      apollo,
      uploads,
      corsOrigins: [ORIGIN],
      maxBodyBytes: 512,
      context: async (req) => {
        if (failContext) throw new Error('database is down');
        return { viewer: req.headers.authorization ?? null };
      },
    }),
  );
  base = (await listen(server, '127.0.0.1', 0)).url;
});

afterAll(async () => {
  await close(server);
  await apollo.stop();
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/graphql`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('createHttpHandler', () => {
  it('runs a query sent as JSON over POST, with the context built from the request', async () => {
    const response = await post(JSON.stringify({ query: '{ hello viewer }' }), { authorization: 'Bearer abc' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/(graphql-response\+)?json/);
    expect(await response.json()).toEqual({ data: { hello: 'world', viewer: 'Bearer abc' } });
  });

  it('answers health checks', async () => {
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('allows listed origins only', async () => {
    const allowed = await post(JSON.stringify({ query: '{ hello }' }), { origin: ORIGIN });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(allowed.headers.get('vary')).toMatch(/Origin/);

    const foreign = await post(JSON.stringify({ query: '{ hello }' }), { origin: 'https://evil.example' });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('vary')).toMatch(/Origin/);
  });

  it('answers preflight requests without touching GraphQL', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const allowHeaders = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['content-type', 'authorization', 'apollo-require-preflight', 'x-mock-delay', 'x-mock-fail']) {
      expect(allowHeaders).toContain(header);
    }
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, OPTIONS');

    const foreign = await fetch(`${base}/graphql`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await post(JSON.stringify({ query: `{ hello } # ${'x'.repeat(1000)}` }));
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 413 rather than a reset to a client still sending a large body, declared or streamed', async () => {
    const outcome = (request: Promise<Response>) =>
      request.then(
        async (response) => `${response.status} ${((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code}`,
        (error: { cause?: { code?: string } }) => error.cause?.code ?? 'reset',
      );
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) answers.push(await outcome(post('x'.repeat(4 * 1024 * 1024))));
    const chunk = new Uint8Array(64 * 1024);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 64; i += 1) controller.enqueue(chunk);
        controller.close();
      },
    });
    answers.push(
      await outcome(fetch(`${base}/graphql`, { method: 'POST', body: stream, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit)),
    );
    expect(answers).toEqual(Array(6).fill('413 PAYLOAD_TOO_LARGE'));
    // The connection was read to its end, so the server still answers.
    expect((await post(JSON.stringify({ query: '{ hello }' }))).status).toBe(200);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await post('{"query": ');
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it("leaves GET queries to Apollo's CSRF prevention", async () => {
    const url = `${base}/graphql?query=${encodeURIComponent('{ hello }')}`;
    const plain = await fetch(url);
    expect(plain.status).toBe(400);
    expect(await plain.text()).toMatch(/CSRF/i);

    const withHeader = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(withHeader.status).toBe(200);
    expect(await withHeader.json()).toEqual({ data: { hello: 'world' } });
  });

  it('also refuses a simple-request POST that a foreign page could send', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      body: JSON.stringify({ query: '{ hello }' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(400);
  });

  it('answers a failing context function with a 500 JSON error and keeps serving', async () => {
    failContext = true;
    const response = await post(JSON.stringify({ query: '{ hello }' }));
    failContext = false;
    expect(response.status).toBe(500);
    expect((await response.json()).errors[0].message).toMatch(/Context creation failed/);
    expect((await post(JSON.stringify({ query: '{ hello }' }))).status).toBe(200);
  });

  it('delegates upload paths and answers 404 elsewhere', async () => {
    const upload = await fetch(`${base}/uploads/abc`, { method: 'PUT', body: 'x', headers: { origin: ORIGIN } });
    expect(upload.status).toBe(201);
    expect(upload.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await upload.text()).toBe('stored');

    const missing = await fetch(`${base}/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'notFound' });
  });
});

describe('listen', () => {
  it('reports the port the OS picked and rejects a port in use', async () => {
    const first = createServer();
    const { port, url } = await listen(first, '127.0.0.1', 0);
    expect(port).toBeGreaterThan(0);
    expect(url).toBe(`http://127.0.0.1:${port}`);
    await expect(listen(createServer(), '127.0.0.1', port)).rejects.toThrow(/EADDRINUSE/);
    await close(first);
  });
});
