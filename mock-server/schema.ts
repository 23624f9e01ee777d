import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addMocksToSchema, createMockStore, type IMockStore } from '@graphql-tools/mock';
import { addResolversToSchema, makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { deriveModels, type EntityModel } from './model';
import { crudResolvers } from './resolvers/crud';
import { dashboardResolvers } from './resolvers/dashboard';
import { restrictedFieldResolvers } from './resolvers/restricted';
import { searchResolvers } from './resolvers/search';
import { viewerResolvers } from './resolvers/viewer';
import { previewResolvers } from './resolvers/preview';
import { factorResolvers } from './resolvers/factor';
import { sessionResolvers } from './resolvers/sessions';
import { readOnlyInPreview } from './preview';
import { bulkUpdateResolvers } from './resolvers/bulkUpdate';
import { updateRowsResolvers } from './resolvers/updateRows';
import { importRowsResolvers } from './resolvers/importRows';
import { abuseTargetResolvers } from './resolvers/abuseTarget';
import { activityResolvers } from './resolvers/activity';
import { liveResolvers } from './live/resolvers';
import { savedViewResolvers } from './resolvers/savedViews';
import { presenceResolvers } from './presence';
import { scalarMocks, scalarResolvers } from './scalars';
import { withUndo } from './undo/record';
import { undoResolvers } from './undo/resolvers';

// A path string, not a URL object: under jsdom (component tests) the global URL is jsdom's, which
// node:fs does not accept, and import.meta.url may not be a file URL; the cwd is the root there.
export const SCHEMA_PATH: string = import.meta.url.startsWith('file:')
  ? resolve(dirname(fileURLToPath(import.meta.url)), '../schema.graphql')
  : resolve(process.cwd(), 'schema.graphql');

export function readSchemaSource(path: string = SCHEMA_PATH): string {
  return readFileSync(path, 'utf8');
}

/**
 * The executable schema: mocks first, then our resolvers on top.
 *
 * `addMocksToSchema({ preserveResolvers: true })` would run a mock resolver beside every one of
 * ours; on root fields that mock stores a value per distinct argument set (every page, filter and
 * input), so the mock store grows with traffic. Layering our resolvers over a mocked schema keeps
 * the promise that matters (a field no resolver serves gets a plausible value, with no code change)
 * while our fields never touch the mock store.
 */
export function buildSchema(typeDefs: string): { schema: GraphQLSchema; models: Map<string, EntityModel>; mockStore: IMockStore } {
  const bare = makeExecutableSchema({ typeDefs, resolvers: scalarResolvers });
  const models = deriveModels(bare);
  const mockStore = createMockStore({ schema: bare, mocks: scalarMocks });
  const mocked = addMocksToSchema({ schema: bare, store: mockStore, preserveResolvers: true });
  const resolvers = mergeResolverMaps([
    withUndo(crudResolvers(models), models),
    undoResolvers,
    viewerResolvers,
    previewResolvers,
    factorResolvers,
    sessionResolvers,
    dashboardResolvers,
    searchResolvers,
    presenceResolvers,
    restrictedFieldResolvers(),
    savedViewResolvers,
    bulkUpdateResolvers,
    updateRowsResolvers,
    importRowsResolvers,
    abuseTargetResolvers,
    activityResolvers,
    liveResolvers,
  ]);
  // The preview's refusal again at each mutation resolver: preauthorize.ts refuses the document first.
  resolvers.Mutation = readOnlyInPreview(resolvers.Mutation);
  const schema = addResolversToSchema({ schema: mocked, resolvers, updateResolversInPlace: false });
  return { schema, models, mockStore };
}

type ResolverMaps = Record<string, Record<string, unknown>>;

function mergeResolverMaps(maps: object[]): ResolverMaps {
  const merged: ResolverMaps = {};
  for (const map of maps as ResolverMaps[]) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}
