import { ApolloClient, InMemoryCache } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { createAppAbility } from '../../src/ability/ability';
import { defineRulesFor } from '../../src/ability/rules';
import { typePolicies } from '../../src/apollo/typePolicies';
import { FactorStore } from '../../mock-server/auth/factor';
import { hashPassword } from '../../mock-server/auth/passwords';
import { TokenService } from '../../mock-server/auth/tokens';
import { readConfig } from '../../mock-server/config';
import type { MockContext, MockServices } from '../../mock-server/context';
import { buildSchema, readSchemaSource } from '../../mock-server/schema';
import { seedDatabase } from '../../mock-server/seed/run';
import { SavedViewStore } from '../../mock-server/savedViews';
import { StaffState } from '../../mock-server/staff';
import { Database } from '../../mock-server/store/db';
import { UploadStore } from '../../mock-server/uploads';

let cached: { schema: ReturnType<typeof buildSchema>; passwordHash: string } | null = null;

/**
 * An Apollo client that runs operations in-process against the mock server's real schema,
 * resolvers, seeded tables and authorization, signed in as `role`. Component tests use it with
 * renderWithProviders({ apolloClient }) so screens talk to the same contract as in the browser.
 */
export function createTestApollo(role = 'ADMIN') {
  cached ??= { schema: buildSchema(readSchemaSource()), passwordHash: hashPassword('password') };
  const { schema, models } = cached.schema;
  const db = new Database(models);
  const config = { ...readConfig({}, []), port: 0, factorRequiredRoles: [] };
  seedDatabase(db, config.seed, cached.passwordHash);
  const staff = new StaffState();
  staff.seed(db, db.clock());
  const services: MockServices = {
    db,
    staff,
    savedViews: new SavedViewStore(),
    tokens: new TokenService(config.jwtSecret, config.tokenTtlSeconds),
    uploads: new UploadStore({ publicUrl: 'http://127.0.0.1:4000', maxBytes: config.uploadMaxBytes, contentTypes: config.uploadContentTypes }),
    config,
    factors: new FactorStore(),
  };
  const viewer = db.all('User').find((user) => user.role === role) ?? null;
  const context = (): MockContext => ({ ...services, viewer, ability: createAppAbility(defineRulesFor(role)), token: null });
  const client = new ApolloClient({ cache: new InMemoryCache({ typePolicies }), link: new SchemaLink({ schema, context }) });
  return { client, db, services };
}
