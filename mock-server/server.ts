import { createServer, type Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { IMockStore } from '@graphql-tools/mock';
import { FactorStore } from './auth/factor';
import { hashPassword } from './auth/passwords';
import { SessionList } from './auth/sessions';
import { LoginThrottle } from './auth/throttle';
import { TokenService } from './auth/tokens';
import { costLimitPlugin } from './cost';
import { assertSafeSecret, type MockConfig } from './config';
import { buildContext, type MockContext, type MockServices } from './context';
import { faultPlugin } from './faults';
import { close, createHttpHandler, listen } from './http';
import { depthLimit } from './limits';
import { startLive, type LiveOptions } from './live';
import { openState, type Origin } from './durable/open';
import { durablePlugin } from './durable/plugin';
import { packedRowsPlugin } from './packedRows';
import type { Store } from './durable/store';
import { preauthorizePlugin } from './preauthorize';
import { formatRequestError } from './requestErrors';
import { buildSchema, readSchemaSource } from './schema';
import { seedDatabase } from './seed/run';
import { SavedViewStore } from './savedViews';
import { StaffState } from './staff';
import { TrustedDocuments } from './trustedDocuments';
import { Database } from './store/db';
import { UploadStore } from './uploads';

export interface MockServer {
  url: string;
  port: number;
  services: MockServices;
  /** How the state was made: `seed`, or `restored` from the data directory; with how long it took. */
  origin: Origin;
  stop(): Promise<void>;
  httpServer: Server;
  /** The store of record (SQLite), for tests that fill its disk or look at its file. */
  store: Store;
  /** graphql-tools' store of mocked values, for checking it stays small under load. */
  mockStore: IMockStore;
}

export interface StartOptions {
  /** Schema source; defaults to schema.graphql (tests pass an evolved copy). */
  typeDefs?: string;
  clock?: () => number;
  /** Limits and timings of the live events (tests pass smaller ones); live/options.ts has the defaults. */
  live?: Partial<LiveOptions>;
}

/** Builds the schema, fills or restores the tables and serves GraphQL, uploads and files. */
export async function startMockServer(config: MockConfig, options: StartOptions = {}): Promise<MockServer> {
  assertSafeSecret(config);
  // Read first: a wrong manifest stops the server before anything is seeded.
  const trusted = config.trustedDocuments ? TrustedDocuments.load(config.trustedDocuments) : null;
  const { schema, models, mockStore } = buildSchema(options.typeDefs ?? readSchemaSource());
  const db = new Database(models);
  if (options.clock) db.clock = options.clock;
  const staff = new StaffState();
  const tokens = new TokenService(config.jwtSecret, config.tokenTtlSeconds);
  const savedViews = new SavedViewStore();
  const factors = new FactorStore();
  const sessionList = new SessionList(tokens, () => db.clock());
  // Sessions (logouts, sign-ins), saved views, staff settings and second factors are saved with the tables, a row per entry.
  const { store, origin } = openState(db, config.dataDir, { sessions: tokens, views: savedViews, staff, factors, signIns: sessionList }, () => {
    seedDatabase(db, config.seed, hashPassword(config.devPassword), db.clock);
    staff.seed(db, db.clock());
  });
  const uploads = new UploadStore({
    publicUrl: config.publicUrl ?? `http://${config.host}:${config.port}`,
    maxBytes: config.uploadMaxBytes,
    contentTypes: config.uploadContentTypes,
    quotaBytes: config.uploadQuotaBytes,
    quotaWindowSeconds: config.uploadQuotaWindowSeconds,
    ttlSeconds: config.uploadTicketTtlSeconds,
    dir: config.dataDir,
    store,
  });
  uploads.load();
  const services: MockServices = {
    db,
    staff,
    savedViews,
    tokens,
    uploads,
    config,
    throttle: new LoginThrottle(config.loginThrottle, options.clock),
    passwordThrottle: new LoginThrottle(config.loginThrottle, options.clock),
    sessionList,
    factors,
  };

  const apollo = new ApolloServer<MockContext>({
    schema,
    plugins: [
      // The admin sends no cache hints; Apollo's default cache-control plugin would wrap every field's resolver.
      ApolloServerPluginCacheControlDisabled(),
      costLimitPlugin(config.costLimits),
      faultPlugin(config.faults, { headersAllowed: (ctx) => config.faultHeaders && ctx.token !== null }),
      preauthorizePlugin(),
      durablePlugin(store),
      packedRowsPlugin(),
    ],
    validationRules: [depthLimit(config.maxQueryDepth)],
    formatError: formatRequestError,
    introspection: true,
    // Stack traces name files on this machine; errors carry their code and message only.
    includeStacktraceInErrorResponses: false,
    // main.ts stops the server on SIGINT/SIGTERM, sockets first. Apollo's own handlers would stop it
    // a second time at once, and a stop() running beside another never returns (its barrier is
    // resolved only on failure), so a server with open sockets would never exit.
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  const admit = trusted ? (body: unknown, search: string) => trusted.admit(body, search) : undefined;
  const httpServer = createServer(
    createHttpHandler({
      apollo,
      context: (req) => buildContext(services, req),
      uploads,
      corsOrigins: config.corsOrigins,
      maxBodyBytes: config.maxBodyBytes,
      admit,
    }),
  );
  // Subscriptions over WebSocket on the same port and path (live/).
  const live = startLive(httpServer, { schema, services, store, admit }, options.live);
  const { url, port } = await listen(httpServer, config.host, config.port).catch(async (error: unknown) => {
    // The port is taken: the database is let go, so another try (or a test) can open it.
    await live.close();
    await apollo.stop();
    store.close();
    throw error;
  });
  if (!config.publicUrl) uploads.publicUrl = `http://${config.host}:${port}`;
  return {
    url,
    port,
    services,
    origin,
    httpServer,
    store,
    mockStore,
    async stop() {
      await live.close();
      await apollo.stop();
      await close(httpServer);
      store.close();
      uploads.close();
      // A turn of the event loop for clients in this process (tests) to see their keep-alive
      // sockets closed, before a server started next on the same port is sent anything on them.
      await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}
