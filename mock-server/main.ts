import { STAFF_ROLES } from '../src/ability/subjects';
import { readConfig } from './config';
import { startMockServer } from './server';

/** `npm run mock`: serves the contract with seeded data and prints how to sign in. */
async function main() {
  const config = readConfig();
  const server = await startMockServer(config);
  const { db } = server.services;
  const rows = [...db.models.keys()].reduce((sum, type) => sum + db.all(type).length, 0);
  const origin = server.origin.kind === 'seed' ? `seeded ${rows} rows in ${Math.round(server.origin.ms)} ms (MOCK_SEED=${config.seed})` : `restored ${rows} rows from ${config.dataDir}`;
  console.log(`Mock GraphQL server: ${server.url}/graphql  (${origin})`);
  console.log(`Staff logins (password "${config.devPassword}"):`);
  for (const role of STAFF_ROLES) console.log(`  ${role.padEnd(9)} ${role.toLowerCase()}@example.com`);

  const shutdown = async () => {
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
