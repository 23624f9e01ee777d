import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { addMocksToSchema, createMockStore, type IMockStore } from '@graphql-tools/mock';
import { addResolversToSchema, makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { deriveModels, type EntityModel } from './model';
import { crudResolvers } from './resolvers/crud';
import { dashboardResolvers } from './resolvers/dashboard';
import { restrictedFieldResolvers } from './resolvers/restricted';
import { searchResolvers } from './resolvers/search';
import { viewerResolvers } from './resolvers/viewer';
import { scalarMocks, scalarResolvers } from './scalars';

// Under jsdom (component tests) import.meta.url is not a file URL; the project root is the cwd there.
export const SCHEMA_PATH: string | URL = import.meta.url.startsWith('file:')
  ? new URL('../schema.graphql', import.meta.url)
  : resolve(process.cwd(), 'schema.graphql');

export function readSchemaSource(path: string | URL = SCHEMA_PATH): string {
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
    crudResolvers(models),
    viewerResolvers,
    dashboardResolvers,
    searchResolvers,
    restrictedFieldResolvers(),
  ]);
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
