import { createServer, type Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { IMockStore } from '@graphql-tools/mock';
import { hashPassword } from './auth/passwords';
import { LoginThrottle } from './auth/throttle';
import { TokenService, type SessionsSnapshot } from './auth/tokens';
import { costLimitPlugin } from './cost';
import { assertSafeSecret, type MockConfig } from './config';
import { buildContext, type MockContext, type MockServices } from './context';
import { faultPlugin } from './faults';
import { close, createHttpHandler, listen } from './http';
import { depthLimit } from './limits';
import { durableWritesPlugin, Journal } from './journal';
import { preauthorizePlugin } from './preauthorize';
import { buildSchema, readSchemaSource } from './schema';
import { seedDatabase } from './seed/run';
import { SavedViewStore, type SavedViewsSnapshot } from './savedViews';
import { StaffState, type StaffSnapshot } from './staff';
import { Database } from './store/db';
import { loadTables, type TablesSnapshot } from './store/snapshot';
import { loadUndo, undoPart, type UndoSnapshot } from './undo/state';
import { UploadStore } from './uploads';

interface SavedState {
  tables: TablesSnapshot;
  undo?: UndoSnapshot;
  staff: StaffSnapshot;
  sessions?: SessionsSnapshot;
  views?: SavedViewsSnapshot;
}

const partsOf = (staff: StaffState, tokens: TokenService, views: SavedViewStore) => ({ staff: staff.save(), sessions: tokens.save(), views: views.save() });

export interface MockServer {
  url: string;
  port: number;
  services: MockServices;
  /** How the state was made: `seed` with its duration, or `restored` from the data directory. */
  origin: { kind: 'seed'; ms: number } | { kind: 'restored' };
  stop(): Promise<void>;
  httpServer: Server;
  /** graphql-tools' store of mocked values, for checking it stays small under load. */
  mockStore: IMockStore;
}

export interface StartOptions {
  /** Schema source; defaults to schema.graphql (tests pass an evolved copy). */
  typeDefs?: string;
  clock?: () => number;
}

/** Builds the schema, fills or restores the tables and serves GraphQL, uploads and files. */
export async function startMockServer(config: MockConfig, options: StartOptions = {}): Promise<MockServer> {
  assertSafeSecret(config);
  const { schema, models, mockStore } = buildSchema(options.typeDefs ?? readSchemaSource());
  const db = new Database(models);
  if (options.clock) db.clock = options.clock;
  const staff = new StaffState();
  const tokens = new TokenService(config.jwtSecret, config.tokenTtlSeconds);
  const savedViews = new SavedViewStore();
  const journal = config.dataDir ? new Journal(config.dataDir, db, () => ({ ...partsOf(staff, tokens, savedViews), undo: undoPart(db) }), { compactEvery: config.journalCompactEvery }) : null;
  const saved = (journal?.load() ?? null) as SavedState | null;
  let origin: MockServer['origin'];
  if (saved) {
    loadTables(db, saved.tables);
    staff.load(saved.staff);
    tokens.load(saved.sessions);
    loadUndo(db, saved.undo);
    savedViews.load(saved.views);
    origin = { kind: 'restored' };
  } else {
    const ms = seedDatabase(db, config.seed, hashPassword(config.devPassword), db.clock);
    staff.seed(db, db.clock());
    origin = { kind: 'seed', ms };
  }
  const uploads = new UploadStore({
    publicUrl: config.publicUrl ?? `http://${config.host}:${config.port}`,
    maxBytes: config.uploadMaxBytes,
    contentTypes: config.uploadContentTypes,
    dir: config.dataDir,
  });
  uploads.load();
  await journal?.start();
  const services: MockServices = {
    db,
    staff,
    savedViews,
    tokens,
    uploads,
    config,
    changed: () => journal?.changed(),
    throttle: new LoginThrottle(config.loginThrottle),
  };

  const apollo = new ApolloServer<MockContext>({
    schema,
    plugins: [
      // The admin sends no cache hints; Apollo's default cache-control plugin would wrap every field's resolver.
      ApolloServerPluginCacheControlDisabled(),
      costLimitPlugin(config.costLimits),
      faultPlugin(config.faults),
      preauthorizePlugin(),
      ...(journal ? [durableWritesPlugin(journal)] : []),
    ],
    validationRules: [depthLimit(config.maxQueryDepth)],
    introspection: true,
    // Stack traces name files on this machine; errors carry their code and message only.
    includeStacktraceInErrorResponses: false,
  });
  await apollo.start();
  const httpServer = createServer(
    createHttpHandler({
      apollo,
      context: (req) => buildContext(services, req),
      uploads,
      corsOrigins: config.corsOrigins,
      maxBodyBytes: config.maxBodyBytes,
    }),
  );
  const { url, port } = await listen(httpServer, config.host, config.port);
  if (!config.publicUrl) uploads.publicUrl = `http://${config.host}:${port}`;
  return {
    url,
    port,
    services,
    origin,
    httpServer,
    mockStore,
    async stop() {
      await apollo.stop();
      await close(httpServer);
      await journal?.close();
    },
  };
}
