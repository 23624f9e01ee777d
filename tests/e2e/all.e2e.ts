/**
 * The browser suite's one entry point (`npm run test:e2e`): checks for Chromium, builds the app
 * once, starts the mock server, `vite preview` and Chromium, then runs every journey file in
 * journeys/ against them in this one process. To add journeys, add a file there.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { requireChromium } from './support/chromium';
import { setSharedStack, stack, startStack } from './support/stack';

// Fails the run before anything is built when there is no browser (never a silent skip).
try {
  requireChromium();
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}

before(async () => setSharedStack(await startStack()), { timeout: 180_000 });

after(async () => {
  await stack().stop();
  setSharedStack(null);
});

const journeys = join(import.meta.dirname, 'journeys');
for (const file of readdirSync(journeys).filter((name) => name.endsWith('.ts')).sort()) {
  await import(join(journeys, file));
}
