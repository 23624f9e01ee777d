import { STAFF_ROLES } from '../src/ability/subjects';
import { readConfig } from './config';
import { describeRecovery, recoverDatabase } from './durable/recover';
import { startMockServer } from './server';

/** `npm run mock`: serves the contract with seeded data and prints how to sign in. */
async function main() {
  const config = readConfig();
  // `--recover`: salvage a damaged database first (see durable/recover.ts), then serve what was kept.
  if (process.argv.includes('--recover')) {
    if (!config.dataDir) throw new Error('--recover needs the data folder: npm run mock -- --data DIR --recover');
    console.log(describeRecovery(config.dataDir, recoverDatabase(config.dataDir)));
  }
  const server = await startMockServer(config);
  const { db } = server.services;
  const rows = [...db.models.keys()].reduce((sum, type) => sum + db.all(type).length, 0);
  const ms = Math.round(server.origin.ms);
  const origin = server.origin.kind === 'seed' ? `seeded ${rows} rows in ${ms} ms (MOCK_SEED=${config.seed})` : `restored ${rows} rows from ${config.dataDir} in ${ms} ms`;
  console.log(`Mock GraphQL server: ${server.url}/graphql  (${origin})`);
  console.log(`Subscriptions: ${server.url.replace(/^http/, 'ws')}/graphql  (graphql-transport-ws; the token in connection_init)`);
  console.log(`Staff logins (password "${config.devPassword}"):`);
  const enrols = new Set(config.factorRequiredRoles ?? []);
  for (const role of STAFF_ROLES) console.log(`  ${role.padEnd(9)} ${role.toLowerCase()}@example.com${enrols.has(role) ? '  (sets up two-step verification at first sign-in)' : ''}`);

  // Once: a second Ctrl-C while the sockets are told goodbye must not close the closed HTTP server.
  let stopping: Promise<void> | null = null;
  const shutdown = () => {
    stopping ??= server.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
