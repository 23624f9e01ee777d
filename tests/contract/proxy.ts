import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { close } from '../../mock-server/http';

export interface GraphQLBody {
  query?: string;
  variables?: Record<string, unknown>;
}

export type Json = Record<string, unknown>;

/** How a broken server differs from the real one: it may rewrite the request, its token, or the answer. */
export interface Breakage {
  request?: (body: GraphQLBody) => GraphQLBody;
  authorization?: (header: string | undefined, body: GraphQLBody) => string | undefined;
  response?: (answer: Json, body: GraphQLBody) => Json;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/**
 * A GraphQL endpoint in front of `upstream` that behaves as a server with one bug would: the
 * tests point `contract:verify` at it and expect the suite to name the bug.
 */
export async function startBrokenServer(upstream: string, breakage: Breakage): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((req, res) => {
    void (async () => {
      const body = JSON.parse(await read(req)) as GraphQLBody;
      const sent = breakage.request ? breakage.request(body) : body;
      const authorization = breakage.authorization ? breakage.authorization(req.headers.authorization, body) : req.headers.authorization;
      const response = await fetch(upstream, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify(sent),
      });
      const answer = (await response.json()) as Json;
      res.writeHead(response.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(breakage.response ? breakage.response(answer, body) : answer));
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/graphql`, stop: () => close(server) };
}

/** Every list page (`{ items, total }`) in an answer, wherever it sits. */
export function pagesIn(value: unknown): Json[] {
  if (!value || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap(pagesIn);
  const object = value as Json;
  const own = Array.isArray(object.items) && typeof object.total === 'number' ? [object] : [];
  return [...own, ...Object.values(object).flatMap(pagesIn)];
}

/** The role a bearer token claims (the mock server's tokens are JWTs with a `role` claim). */
export function roleOf(authorization: string | undefined): string | undefined {
  const payload = authorization?.split(' ')[1]?.split('.')[1];
  if (!payload) return undefined;
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: string }).role;
  } catch {
    return undefined;
  }
}
