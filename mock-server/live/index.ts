import type { Server } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import type { MockServices } from '../context';
import type { Store } from '../durable/store';
import { depthLimit } from '../limits';
import type { Admission } from '../trustedDocuments';
import { LiveHub } from './hub';
import { DEFAULT_LIVE_OPTIONS, type LiveOptions } from './options';
import { serveLive } from './socket';

export { DEFAULT_LIVE_OPTIONS, type LiveOptions } from './options';

export interface Live {
  hub: LiveHub;
  close(): Promise<void>;
}

/** Live events for a server: the hub joins the store's units, the sockets share the HTTP server's port and path. */
export function startLive(
  httpServer: Server,
  parts: { schema: GraphQLSchema; services: MockServices; store: Store; admit?: (body: unknown, search: string) => Admission },
  options: Partial<LiveOptions> = {},
): Live {
  const { config } = parts.services;
  const hub = new LiveHub(parts.services, parts.store, { ...DEFAULT_LIVE_OPTIONS, ...options });
  const sockets = serveLive(httpServer, {
    schema: parts.schema,
    hub,
    services: parts.services,
    corsOrigins: config.corsOrigins,
    maxBodyBytes: config.maxBodyBytes,
    validationRules: [depthLimit(config.maxQueryDepth)],
    admit: parts.admit,
  });
  return { hub, close: () => sockets.close() };
}
