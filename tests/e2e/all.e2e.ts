/**
 * The browser suite's one entry point (`npm run test:e2e`): checks for Chromium, builds the app
 * once, starts the mock server, `vite preview` and Chromium, then runs every journey file in
 * journeys/ against them in this one process. To add journeys, add a file there. `E2E_ONLY`
 * (journey file name prefixes, comma-separated) and `E2E_DIST` (build folder) are for development.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { requireChromium } from '../../support/chromium';
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

// `E2E_ONLY=media,learning` runs only the journey files whose names start with those words.
const only = (process.env.E2E_ONLY ?? '').split(',').map((word) => word.trim()).filter(Boolean);
const journeys = join(import.meta.dirname, 'journeys');
const picked = readdirSync(journeys).filter((name) => name.endsWith('.ts') && (only.length === 0 || only.some((word) => name.startsWith(word))));
for (const file of picked.sort()) {
  await import(join(journeys, file));
}
