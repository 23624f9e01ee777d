import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer, type BaseContext, type HTTPGraphQLResponse } from '@apollo/server';
import { publicUrlFor } from './config';
import { readBody, refuseBody, sendJson } from './http-body';
import type { Admission } from './trustedDocuments';

const graphqlError = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

const ALLOW_HEADERS = 'content-type, authorization, apollo-require-preflight, x-mock-delay, x-mock-fail';
const ALLOW_METHODS = 'GET, POST, PUT, OPTIONS';

export interface HttpHandlerOptions<Ctx extends BaseContext> {
  apollo: ApolloServer<Ctx>;
  context: (req: IncomingMessage) => Promise<Ctx>;
  uploads?: { handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> };
  /** Exact origins; `*` allows any (handy when opening the admin from another device). */
  corsOrigins: string[];
  maxBodyBytes: number;
  path?: string;
  /** Trusted-documents mode (trustedDocuments.ts): runs only what it admits, refuses the rest. */
  admit?: (body: unknown, search: string) => Admission;
}

/** Whether pages of `origin` may use the server: CORS here, and the WebSocket upgrade (live/socket.ts). */
export function originAllowed(origin: string, origins: string[]): boolean {
  return origins.includes(origin) || origins.includes('*');
}

function applyCors(req: IncomingMessage, res: ServerResponse, origins: string[]): void {
  res.setHeader('vary', 'Origin');
  const origin = req.headers.origin;
  if (!origin || !originAllowed(origin, origins)) return;
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('access-control-allow-headers', ALLOW_HEADERS);
  res.setHeader('access-control-allow-methods', ALLOW_METHODS);
  res.setHeader('access-control-max-age', '600');
}

function headerMapOf(req: IncomingMessage): HeaderMap {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/**
 * JSON nested deeper than any real request (a rich-text document nests a few levels per list)
 * is refused before anything walks it: checks, history and validation recurse, and 5,000 levels
 * overflow the stack.
 */
export const MAX_JSON_DEPTH = 100;

/** Without recursion, so the check cannot overflow the stack it protects. */
export function deeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (!item || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

type Parsed = { ok: true; body: unknown } | { ok: false; message: string };

/** Apollo leaves POST bodies to the integration; anything not JSON is passed on for it to refuse. */
function parseBody(req: IncomingMessage, raw: Buffer): Parsed {
  if (raw.length === 0) return { ok: true, body: undefined };
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const text = raw.toString('utf8');
  if (type !== 'application/json' && !type.endsWith('+json')) return { ok: true, body: text };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, message: 'Request body is not valid JSON' };
  }
  return deeperThan(body, MAX_JSON_DEPTH) ? { ok: false, message: `Request body nests deeper than ${MAX_JSON_DEPTH} levels` } : { ok: true, body };
}

async function writeResponse(res: ServerResponse, response: HTTPGraphQLResponse): Promise<void> {
  for (const [key, value] of response.headers) res.setHeader(key, value);
  res.statusCode = response.status ?? 200;
  if (response.body.kind === 'complete') {
    res.end(response.body.string);
    return;
  }
  for await (const chunk of response.body.asyncIterator) {
    if (res.destroyed) break;
    res.write(chunk);
  }
  res.end();
}

/** A plain node:http request listener: CORS, health check, uploads, then GraphQL. */
export function createHttpHandler<Ctx extends BaseContext>(
  opts: HttpHandlerOptions<Ctx>,
): (req: IncomingMessage, res: ServerResponse) => void {
  const graphqlPath = opts.path ?? '/graphql';

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://mock.invalid');
    const method = (req.method ?? 'GET').toUpperCase();
    applyCors(req, res, opts.corsOrigins);

    if (method === 'OPTIONS') {
      res.writeHead(204, { 'content-length': '0' });
      res.end();
      return;
    }
    if (url.pathname === '/health' && (method === 'GET' || method === 'HEAD')) {
      sendJson(res, 200, { ok: true });
      return;
    }
    if (opts.uploads && (await opts.uploads.handle(req, res))) return;
    if (url.pathname !== graphqlPath) {
      sendJson(res, 404, { error: 'notFound' });
      return;
    }

    let body: unknown;
    if (method === 'POST') {
      const read = await readBody(req, opts.maxBodyBytes);
      if (!read.ok) {
        await refuseBody(req, res, 413, graphqlError(`Request body is larger than ${opts.maxBodyBytes} bytes`, 'PAYLOAD_TOO_LARGE'));
        return;
      }
      const parsed = parseBody(req, read.body);
      if (!parsed.ok) {
        sendJson(res, 400, graphqlError(parsed.message, 'BAD_REQUEST'));
        return;
      }
      body = parsed.body;
    }
    let search = url.search;
    if (opts.admit) {
      const admitted = opts.admit(body, search);
      if (!admitted.ok) {
        sendJson(res, 400, graphqlError(admitted.message, admitted.code));
        return;
      }
      ({ body, search } = admitted);
    }

    // Apollo answers a throwing context function itself (500 with a GraphQL error body).
    const response = await opts.apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method, headers: headerMapOf(req), search, body },
      context: () => opts.context(req),
    });
    await writeResponse(res, response);
  };

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('Mock server request failed:', error);
      if (!res.headersSent) sendJson(res, 500, graphqlError('Internal server error', 'INTERNAL_SERVER_ERROR'));
      else res.destroy();
    });
  };
}

/** Resolves once listening; with port 0 the returned port is the one the OS picked. */
export function listen(server: Server, host: string, port: number): Promise<{ url: string; port: number }> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({ url: publicUrlFor(host, actual), port: actual });
    });
  });
}

/** Also ends idle keep-alive connections, which would otherwise hold `close` open for seconds. */
export function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
  });
}
