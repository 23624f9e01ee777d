import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { CORE_AREAS } from './src/i18n/coreAreas.ts';
import { flagAssets } from './scripts/vite/flagAssets.ts';
import { persistedDocuments } from './scripts/vite/persistedDocuments.ts';
import { precompiledMessages } from './scripts/vite/precompiledMessages.ts';
import { routePreloads } from './scripts/vite/routePreloads.ts';
import { measuredGroups } from './scripts/vite/measuredGroups.ts';
import { signInPrerender } from './scripts/vite/signInPrerender.ts';
import { compileHints } from './scripts/vite/compileHints.ts';
import { spectrumTokens } from './scripts/vite/spectrumTokens.ts';

/** A module id under one of these folders (either path separator). */
const under = (...parts: string[]) => new RegExp(parts.map((part) => `[\\\\/]${part}`).join('') + '[\\\\/]');

/**
 * How the bundle is cut, beyond one chunk per lazy screen and per shared module set:
 * - each language's catalog is two chunks, the public pages' areas and the rest: its 34 JSON files
 *   were 34 requests, all needed at once;
 * - React and ReactDOM, which every screen runs first, are one long-cached chunk, and React Router
 *   another: the sign-in page opened first shows without it (src/app/router/signInFirst.tsx);
 * - the documents every signed-in screen loads are one chunk: the viewer query and the entities'
 *   list queries (the shell names rows with all 30, src/entities/rowTitles.ts, and each entity's
 *   screens use its own, so each would otherwise be a chunk of its own: src/gql-docs holds one
 *   module per document, so that a screen loads only the documents it uses);
 * - the rest is cut into six groups read from a first pass of the build
 *   (scripts/vite/measuredGroups.ts): the sign-in page's, what signed-out pages load later and
 *   signed-in ones at once, the signed-in layer, an entity list's, a list's lazy filter controls' and an entity form's. A list
 *   loads about 17 scripts before its first row, the sign-in page 5.
 * Grouping the other libraries by the screens that use them (rolldown's `entriesAware` with a
 * merge threshold) was tried: it merged the chart with the rich-text editor and grew every
 * route by a third, so they keep the automatic cut.
 */
/** A language's areas the public pages use (src/i18n/coreAreas.ts). */
/** A language's areas and the module that merges them (src/i18n/whole/<language>.ts). */
const wholeCatalog = (language: string) => new RegExp(`${under('i18n', 'messages', language).source}|[\\\\/]src[\\\\/]i18n[\\\\/]whole[\\\\/]${language}\\.ts$`);
const coreMessages = (language: string) => new RegExp(`${under('i18n', 'messages', language).source}(${CORE_AREAS.join('|')})\\.json$`);

/**
 * React Router's production build. Its package exports only the development build to bundlers
 * (no `production` condition); that one differs by one constant, `ENABLE_DEV_WARNINGS = true`,
 * which keeps its warnings and developer error screens in every page (0.6 KB gzip on each route,
 * the sign-in page's included). Both entry points are aliased, so one copy is bundled; the unit
 * tests and the development server keep the development build and its warnings.
 */
const routerBuild = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const productionRouter = {
  name: 'production-router',
  apply: 'build' as const,
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: join(routerBuild, 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: join(routerBuild, 'dom-export.mjs') },
      ],
    },
  }),
};

/**
 * The groups V8 compiles whole while they download (scripts/vite/compileHints.ts): what a full
 * navigation to a list runs before its first row, and the form's group, which a list fetches once
 * idle, so that the create click runs compiled code. Not the filters' group: its controls open on
 * demand, and eager code costs heap (docs/benchmarks.md).
 */
const HINTED_GROUPS = ['react', 'router', 'boot', 'shared', 'signed-in', 'list', 'form'];

const measured = measuredGroups(fileURLToPath(import.meta.url));

const codeSplitting = {
  groups: [
    { name: 'messages-fa-core', test: coreMessages('fa'), priority: 40 },
    { name: 'messages-en-core', test: coreMessages('en'), priority: 40 },
    { name: 'messages-fa', test: wholeCatalog('fa'), priority: 30 },
    { name: 'messages-en', test: wholeCatalog('en'), priority: 30 },
    { name: 'shell-documents', test: /[\\/]src[\\/]gql-docs[\\/](\w+List|Viewer)\.ts$/, priority: 10 },
    { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
    { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 20 },
    { name: 'boot', test: measured.groups.boot, priority: 7, includeDependenciesRecursively: false },
    { name: 'shared', test: measured.groups.shared, priority: 6, includeDependenciesRecursively: false },
    { name: 'signed-in', test: measured.groups.layer, priority: 5, includeDependenciesRecursively: false },
    { name: 'list', test: measured.groups.list, priority: 4, includeDependenciesRecursively: false },
    { name: 'filters', test: measured.groups.filters, priority: 3, includeDependenciesRecursively: false },
    { name: 'form', test: measured.groups.form, priority: 2, includeDependenciesRecursively: false },
  ],
};

/**
 * The admin's build. React Spectrum ships strings for ~30 locales; only Persian and English are
 * offered, so the rest are pruned from the bundle (they would otherwise load with every screen).
 */
export default defineConfig({
  plugins: [
    react(),
    // Catalogs as ASTs, react-intl without its parser (scripts/vite/precompiledMessages.ts).
    precompiledMessages(),
    // Spectrum's tokens for the kit, read from the library (scripts/vite/spectrumTokens.ts).
    spectrumTokens(fileURLToPath(new URL('./src', import.meta.url))),
    optimizeLocales.vite({ locales: ['fa-IR', 'en-US'] }),
    routePreloads(),
    // The sign-in page in index.html, usable before any script (scripts/vite/signInPrerender.ts).
    signInPrerender(fileURLToPath(new URL('.', import.meta.url))),
    measured.plugin,
    // flag-icons' SVGs at flags/<shape>/<code>.svg (src/framework/display/flagUrl.ts).
    flagAssets(fileURLToPath(new URL('.', import.meta.url))),
    // Each document with the hash it is sent by, and dist/persisted-operations.json (README "Trusted documents").
    persistedDocuments(),
    productionRouter,
    // The groups whose code runs as they load, compiled while they download (scripts/vite/compileHints.ts).
    compileHints(HINTED_GROUPS),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // The string documents are `new TypedDocumentString(...)`: without this, every fragment of
      // the generated module is kept wherever one document is used (the sign-in page's chunk
      // carried all of them, 9 KB gzip).
      treeshake: { manualPureFunctions: ['TypedDocumentString'] },
      output: { codeSplitting },
    },
  },
});
