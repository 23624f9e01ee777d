import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A catalog file: `src/i18n/messages/<language>/<area>.json` (either path separator). */
const CATALOG_FILE = /[\\/]src[\\/]i18n[\\/]messages[\\/]\w+[\\/][\w-]+\.json$/;

/**
 * Every message of a catalog as the AST react-intl would parse it into at runtime (the same
 * parser, default options: tags on, no locations). An empty message stays a string, so react-intl
 * treats it as missing exactly as before.
 */
export function compileCatalog(messages: Record<string, string>): Record<string, string | MessageFormatElement[]> {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, message === '' ? '' : parse(message)]));
}

/**
 * Catalogs ship as ASTs and the bundle without the ICU parser (~27 KB minified in the entry, run
 * over every message of the first screen at a 4× slower CPU). The catalog files stay readable
 * ICU strings in the source; they are parsed once, here, in `npm start` and in the build alike,
 * so both run the parser-less react-intl (`@formatjs/icu-messageformat-parser/no-parser.js`, the
 * alias formatjs documents for precompiled messages). A message that does not parse fails the
 * build instead of a screen. Unit tests import the catalogs without this plugin, as strings.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'lingua:precompiled-messages',
    enforce: 'pre',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
    }),
    transform(code, id) {
      const path = id.split('?')[0];
      if (!CATALOG_FILE.test(path)) return null;
      // Still JSON: Vite's JSON plugin turns it into the module as before.
      return { code: JSON.stringify(compileCatalog(JSON.parse(code) as Record<string, string>)), map: null };
    },
  };
}
