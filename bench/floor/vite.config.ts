import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { persistedDocuments } from '../../scripts/vite/persistedDocuments.ts';
import { compileCatalog, precompiledMessages } from '../../scripts/vite/precompiledMessages.ts';
import { FLOOR_MESSAGE_IDS } from './messageIds.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const MESSAGES = 'virtual:floor-messages';

/**
 * `virtual:floor-messages`: the Persian catalog's messages the floor shows (messageIds.ts), as
 * the admin ships its catalogs (precompiled ASTs, react-intl without its parser). An id missing
 * from the catalog fails the build.
 */
function floorMessages(): Plugin {
  return {
    name: 'floor:messages',
    resolveId: (id) => (id === MESSAGES ? `\0${MESSAGES}` : null),
    load(id) {
      if (id !== `\0${MESSAGES}`) return null;
      const folder = join(ROOT, 'src/i18n/messages/fa');
      const catalog: Record<string, string> = Object.assign({}, ...readdirSync(folder).filter((file) => file.endsWith('.json')).map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8'))));
      const missing = FLOOR_MESSAGE_IDS.filter((messageId) => !(messageId in catalog));
      if (missing.length > 0) this.error(`not in the fa catalog: ${missing.join(', ')}`);
      const picked = Object.fromEntries(FLOOR_MESSAGE_IDS.map((messageId) => [messageId, catalog[messageId]]));
      return `export default ${JSON.stringify(compileCatalog(picked))};`;
    },
  };
}

/**
 * The floor (bench/README.md "Floor"): React, the router, Apollo Client with the admin's
 * persisted documents and react-intl, nothing else. `VITE_GRAPHQL_URL` points it at a server as
 * it does the admin; bench/floorBuild.ts builds it into test-output/floor-dist.
 */
export default defineConfig({
  root: import.meta.dirname,
  envDir: ROOT,
  plugins: [react(), precompiledMessages(), floorMessages(), persistedDocuments()],
  build: {
    target: 'es2022',
    outDir: join(ROOT, 'test-output/floor-dist'),
    emptyOutDir: true,
    // As the admin's build: a string document's fragments stay out unless used.
    rolldownOptions: { treeshake: { manualPureFunctions: ['TypedDocumentString'] } },
  },
});
