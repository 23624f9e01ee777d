import { build, type Plugin } from 'vite';

/** Set in the first pass's environment, so that pass does not start another. */
const FIRST_PASS = 'SIGNED_IN_CHUNK_FIRST_PASS';

/** The module whose lazy step loads the signed-in layout (its `import()`s are the layer's roots). */
const SIGNED_IN_LAYOUT = /[\\/]src[\\/]app[\\/]router[\\/]signedInLayout\.tsx$/;

/** The entity list screen, the admin's most opened one (every entity's list renders it). */
const LIST_SCREEN = /[\\/]src[\\/]framework[\\/]screens[\\/]EntityManageRoute\.tsx$/;

/** The page every sign-in lands on. */
const LANDING_PAGE = /[\\/]src[\\/]pages[\\/]dashboard[\\/]DashboardPage\.tsx$/;

/** A library's module. */
const LIBRARY = /[\\/]node_modules[\\/]/;

/** The pages a signed-out visit can open (the blank layout's: sign-in, auth placeholders, errors). */
const PUBLIC_PAGES = /[\\/]src[\\/]pages[\\/](login|auth|misc)[\\/]/;

/** A chunk of the first pass's bundle, as far as this plugin reads it. */
interface Chunk {
  type: 'chunk';
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
}

/**
 * Every chunk `starts` load statically, and with `lazyFrom` also through the `import()`s of the
 * chunks it accepts (not the entry's: those are the router's screens, signed-in ones included).
 */
function reach(chunks: Map<string, Chunk>, starts: string[], lazyFrom: (file: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = chunks.get(file);
    if (!chunk || seen.has(file)) return;
    seen.add(file);
    chunk.imports.forEach(visit);
    if (lazyFrom(file)) chunk.dynamicImports.forEach(visit);
  };
  starts.forEach(visit);
  return seen;
}

/**
 * The modules the signed-in layout loads statically and no signed-out page ever loads: every
 * signed-in screen loads all of them, so one chunk costs none of them a byte. Read from a bundle
 * cut automatically, where each module sits where the tree-shaker kept it (a module graph walk
 * would reach all of Spectrum through its barrel module). Chunk facades stay out, so each lazy
 * import still names its own chunk.
 */
function signedInModules(chunks: Map<string, Chunk>, roots: string[]): { layer: string[]; listLibraries: string[] } {
  const files = [...chunks.keys()];
  const holding = (id: string) => files.filter((file) => chunks.get(file)?.moduleIds.includes(id));
  const entries = files.filter((file) => chunks.get(file)?.isEntry);
  const publicPages = files.filter((file) => PUBLIC_PAGES.test(chunks.get(file)?.facadeModuleId ?? ''));
  const initial = reach(chunks, entries);
  const signedOut = new Set([...initial, ...reach(chunks, publicPages, (file) => !initial.has(file))]);
  const facades = new Set([...chunks.values()].map((chunk) => chunk.facadeModuleId));
  const layerFiles = reach(chunks, roots.flatMap(holding));
  const modulesOf = (files: Iterable<string>) =>
    [...files].filter((file) => !signedOut.has(file)).flatMap((file) => chunks.get(file)?.moduleIds ?? []).filter((id) => !facades.has(id));
  const screen = (pattern: RegExp) => files.filter((file) => pattern.test(chunks.get(file)?.facadeModuleId ?? ''));
  // What the landing page loads too stays in the automatic cut: the dashboard would load it all.
  const elsewhere = reach(chunks, screen(LANDING_PAGE));
  const listFiles = [...reach(chunks, screen(LIST_SCREEN))].filter((file) => !layerFiles.has(file) && !elsewhere.has(file));
  return { layer: modulesOf(layerFiles), listLibraries: modulesOf(listFiles).filter((id) => LIBRARY.test(id)) };
}

/**
 * Puts the signed-in layer in one chunk. The automatic cut gives each set of screens that
 * share a module a chunk of its own, so the shell's ~570 modules came as ~45 scripts, most under
 * 1 KB gzip, each a request and a compile on every signed-in first load. Which modules those are
 * is known only once the tree-shaker has run, so a first build (not written, not minified) is
 * cut automatically and read; `test` then takes exactly those modules in the real build. Only
 * they move (`includeDependenciesRecursively: false` in the group): what they import from the
 * entry or the sign-in page's chunks stays there, so no signed-out page loads the new chunk.
 *
 * `listLibraries` does the same for the library modules an entity list loads beyond that layer
 * and the dashboard does not (Spectrum's menus, dialogs and pickers the list still uses):
 * once the navbar's surfaces left the shell (issue 22), the automatic cut gave them ~30 chunks,
 * most under 2 KB gzip. The dashboard's share stays in the automatic cut, or it would load the
 * whole chunk; account settings, which uses most of it, does load it.
 */
export function signedInChunk(configFile: string): { plugin: Plugin; test: (id: string) => boolean; listLibraries: (id: string) => boolean } {
  const modules = new Set<string>();
  const listModules = new Set<string>();
  const collect: Plugin = {
    name: 'signed-in-chunk:collect',
    generateBundle(_options, bundle) {
      const layout = [...this.getModuleIds()].find((id) => SIGNED_IN_LAYOUT.test(id));
      const roots = layout ? (this.getModuleInfo(layout)?.dynamicallyImportedIds ?? []) : [];
      const chunks = new Map<string, Chunk>();
      for (const [file, output] of Object.entries(bundle)) if (output.type === 'chunk') chunks.set(file, output);
      const { layer, listLibraries } = signedInModules(chunks, [...roots]);
      layer.forEach((id) => modules.add(id));
      listLibraries.forEach((id) => listModules.add(id));
    },
  };
  const plugin: Plugin = {
    name: 'signed-in-chunk',
    apply: (_config, env) => env.command === 'build' && !process.env[FIRST_PASS],
    async config(config) {
      process.env[FIRST_PASS] = '1';
      try {
        await build({ configFile, root: config.root, logLevel: 'silent', plugins: [collect], build: { write: false, minify: false, sourcemap: false } });
      } finally {
        delete process.env[FIRST_PASS];
      }
    },
  };
  return { plugin, test: (id) => modules.has(id), listLibraries: (id) => listModules.has(id) };
}
