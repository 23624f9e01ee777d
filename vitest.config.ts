import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { spectrumTokens } from './scripts/vite/spectrumTokens.ts';

export default defineConfig({
  plugins: [react(), spectrumTokens(fileURLToPath(new URL('./src', import.meta.url)))],
  // graphql ships CommonJS (main) and ESM (module) builds; Node loads the CommonJS one for both the
  // mock server and @graphql-tools, so tests must too, or types from two realms meet.
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
