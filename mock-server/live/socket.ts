import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { getOperationAST, GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
// Renamed: graphql-ws's `useServer` is no React hook, whatever its name tells the hooks lint rule.
import { useServer as serveGraphQLWs } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { buildContext, type MockServices } from '../context';
import { originAllowed } from '../http';
import type { Admission } from '../trustedDocuments';
import type { LiveHub } from './hub';
import type { LiveSession } from './sessions';
import { CLOSE } from './options';

export interface LiveSocketOptions {
  schema: GraphQLSchema;
  hub: LiveHub;
  services: MockServices;
  /** The same origins as HTTP's CORS: a browser page from another origin cannot open a socket. */
  corsOrigins: string[];
  /** The largest message a client may send, as HTTP's largest body. */
  maxBodyBytes: number;
  /** Rules beyond graphql-js' own, as HTTP runs them (the depth limit). */
  validationRules: ValidationRule[];
  path?: string;
  /** Trusted-documents mode: a subscription is admitted as an HTTP request would be. */
  admit?: (body: unknown, search: string) => Admission;
}

const refusal = (message: string, code: string, values: Record<string, unknown> = {}) => new GraphQLError(message, { extensions: { code, ...values } });

/** Answers an upgrade that will not become a socket, then hangs up. */
function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
}

/**
 * Serves the subscriptions over WebSocket (graphql-ws, `graphql-transport-ws`) on the HTTP server's
 * port and GraphQL path. A socket is let in only from an allowed origin, then signs in with the
 * token of its `connection_init`; it runs only subscriptions, checked like an HTTP request
 * (trusted documents, validation with the depth limit) and run with the context an HTTP request
 * with that token would get.
 */
export function serveLive(httpServer: Server, options: LiveSocketOptions): { close(): Promise<void> } {
  const { hub, services, schema } = options;
  const path = options.path ?? '/graphql';
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxBodyBytes });
  const sessions = new WeakMap<WebSocket, LiveSession>();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://mock.invalid').pathname !== path) return refuseUpgrade(socket, 404, 'Not Found');
    // Browsers always send Origin on an upgrade; a client without one (a script, a test) is not a page another site runs.
    const origin = req.headers.origin;
    if (origin && !originAllowed(origin, options.corsOrigins)) return refuseUpgrade(socket, 403, 'Forbidden');
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  httpServer.on('upgrade', onUpgrade);

  const server = serveGraphQLWs<{ token?: unknown }>(
    {
      // Errors of our own carry their code and message; anything unexpected is not described to the client.
      isProd: true,
      onConnect: async (ctx) => {
        const { socket, request } = ctx.extra;
        const token = typeof ctx.connectionParams?.token === 'string' ? ctx.connectionParams.token : '';
        const context = token ? await buildContext(services, { headers: { authorization: `Bearer ${token}` }, socket: request.socket }) : null;
        if (!context?.viewer || !context.token) {
          socket.close(CLOSE.unauthorized, 'Unauthorized: connection_init needs { token } with a valid token');
          return false;
        }
        // Gone while its token was checked: onClose has run already, so it must not be counted now.
        if (socket.readyState !== socket.OPEN) return false;
        const session: LiveSession = { context: { ...context, token: context.token }, token, close: (code, reason) => socket.close(code, reason) };
        if (!hub.sessions.join(session)) {
          socket.close(CLOSE.tooManySockets, `Too many sockets for this token (at most ${hub.options.socketsPerToken})`);
          return false;
        }
        sessions.set(socket, session);
        return true;
      },
      onSubscribe: (ctx, _id, payload) => {
        const session = sessions.get(ctx.extra.socket);
        if (!session) return [refusal('Sign in first', 'UNAUTHENTICATED')];
        // graphql-ws has entered this subscription already: the count includes it.
        const limit = hub.options.subscriptionsPerSocket;
        if (Object.keys(ctx.subscriptions).length > limit) return [refusal(`At most ${limit} subscriptions per socket`, 'TOO_MANY_SUBSCRIPTIONS', { limit })];
        let request: { query?: unknown; operationName?: string | null; variables?: Record<string, unknown> | null } = payload;
        if (options.admit) {
          const admitted = options.admit(payload, '');
          if (!admitted.ok) return [refusal(admitted.message, admitted.code)];
          request = admitted.body as typeof request;
        }
        let document: DocumentNode;
        try {
          document = parse(String(request.query ?? ''));
        } catch (error) {
          return [error instanceof GraphQLError ? error : refusal('The query cannot be parsed', 'GRAPHQL_PARSE_FAILED')];
        }
        const errors = validate(schema, document, [...specifiedRules, ...options.validationRules]);
        if (errors.length > 0) return errors;
        const operationName = request.operationName ?? undefined;
        // A mutation on the socket would bypass the transaction per document (durable/plugin.ts).
        if (getOperationAST(document, operationName)?.operation !== 'subscription') {
          return [refusal('Only subscriptions run on the socket; send queries and mutations over HTTP', 'BAD_REQUEST')];
        }
        return { schema, document, operationName, variableValues: request.variables ?? undefined, contextValue: session.context };
      },
      onClose: (ctx) => {
        const session = sessions.get(ctx.extra.socket);
        if (session) hub.sessions.leave(session);
      },
    },
    wss,
    hub.options.keepAliveMs,
  );

  let closing: Promise<void> | null = null;
  const close = async () => {
    httpServer.off('upgrade', onUpgrade);
    hub.stop();
    // Clients are told the server is going (they reconnect when it is back); one that does not answer is cut.
    for (const client of wss.clients) client.close(CLOSE.goingAway, 'Server stopping');
    const cut = setTimeout(() => {
      for (const client of wss.clients) client.terminate();
    }, 500);
    await server.dispose();
    clearTimeout(cut);
  };
  // A second stop (two signals) waits for the first rather than closing a closed server.
  return { close: () => (closing ??= close()) };
}
