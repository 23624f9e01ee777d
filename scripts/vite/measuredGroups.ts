import { build, type Plugin } from 'vite';

/** Set in the first pass's environment, so that pass does not start another. */
const FIRST_PASS = 'MEASURED_GROUPS_FIRST_PASS';

/** The module whose lazy step loads the signed-in layout (its `import()`s are the layer's roots). */
const SIGNED_IN_LAYOUT = /[\\/]src[\\/]app[\\/]router[\\/]signedInLayout\.tsx$/;

/**
 * The signed-in route table: the router loads it on the first URL it does not know, a signed-out
 * deep link's too (before its guard sends it to sign in), and the signed-in layout asks for it as
 * one of its steps. So it is what a signed-out page may load later and every signed-in screen
 * loads at once: the `shared` group, with the entity registry it shares with the layout (one
 * script fewer on every signed-in screen than a chunk of its own, and ~0.6 KB gzip less).
 */
const ROUTE_TABLE = /[\\/]src[\\/]app[\\/]router[\\/]appRoutes\.ts$/;

/** The module whose `import()`s are the entities' declarations, one lazy chunk each. */
const ENTITY_REGISTRY = /[\\/]src[\\/]entities[\\/]registry\.ts$/;

/** A module reached by this many declarations is common to them: it comes with every list. */
const COMMON_TO = 5;

/** The entity list screen, the admin's most opened one (every entity's list renders it). */
const LIST_SCREEN = /[\\/]src[\\/]framework[\\/]screens[\\/]EntityManageRoute\.tsx$/;

/** The sign-in page, the first page of every visit. */
const SIGN_IN_PAGE = /[\\/]src[\\/]pages[\\/]login[\\/]LoginPage\.tsx$/;

/** A list's filter controls that are chunks of their own (the date range's pickers). */
const LAZY_FILTERS = /[\\/]src[\\/]framework[\\/]list[\\/]filters[\\/]/;

/** The entity form screen (every entity's new and edit pages render it). */
const FORM_SCREEN = /[\\/]src[\\/]framework[\\/]screens[\\/]EntityFormRoute\.tsx$/;

/** The page every sign-in lands on. */
const LANDING_PAGE = /[\\/]src[\\/]pages[\\/]dashboard[\\/]DashboardPage\.tsx$/;

/** The pages a signed-out visit can open (the blank layout's: sign-in, auth placeholders, errors). */
const PUBLIC_PAGES = /[\\/]src[\\/]pages[\\/](login|auth|misc)[\\/]/;

/**
 * A signed-in module a public page may ask for lazily, only once someone is signed in (the 401
 * page's "Why?"): it is no part of what a signed-out page loads, so it stays out of `shared`.
 */
const SIGNED_IN_ONLY = /\.signedIn\.tsx?$/;

/** A chunk of the first pass's bundle, as far as this plugin reads it. */
export interface Chunk {
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
    if (lazyFrom(file)) chunk.dynamicImports.filter((target) => !SIGNED_IN_ONLY.test(chunks.get(target)?.facadeModuleId ?? '')).forEach(visit);
  };
  starts.forEach(visit);
  return seen;
}

/** The groups read from the first pass: module ids, each group one chunk in the real build. */
export interface Groups {
  /** What the entry and the sign-in page load: a signed-out visit's first load in one script. */
  boot: string[];
  /** What a signed-out page loads only later (an error view, a toast) and every signed-in screen loads at once. */
  shared: string[];
  /** What the signed-in layout loads (and its own lazy steps), and what both the dashboard and a list load; no signed-out page loads it. */
  layer: string[];
  /** What an entity list loads beyond all that and the dashboard does not, with what most entity declarations share. */
  list: string[];
  /** What a list's lazy filter controls load (the date pickers), which forms use too. */
  filters: string[];
  /** What an entity's page form loads beyond its list. */
  form: string[];
}

/**
 * The groups, read from a bundle cut automatically (`chunks` by file name), where each module
 * sits where the tree-shaker kept it. `roots` are the signed-in layout's lazy modules,
 * `declarations` the entities' declaration modules, `lazyFilters` the list's filter controls
 * loaded by `import()`. A lazy module (a chunk's facade) stays out of
 * every group, so its `import()` still loads its own chunk, except the layout's own lazy steps,
 * which every signed-in screen loads at once.
 */
export function groupsOf(chunks: Map<string, Chunk>, roots: string[], declarations: string[], lazyFilters: string[] = []): Groups {
  const files = [...chunks.keys()];
  const holding = (id: string) => files.filter((file) => chunks.get(file)?.moduleIds.includes(id));
  const entries = files.filter((file) => chunks.get(file)?.isEntry);
  const screen = (pattern: RegExp) => files.filter((file) => pattern.test(chunks.get(file)?.facadeModuleId ?? ''));
  const publicPages = files.filter((file) => PUBLIC_PAGES.test(chunks.get(file)?.facadeModuleId ?? '') && !SIGNED_IN_ONLY.test(chunks.get(file)?.facadeModuleId ?? ''));
  const initial = reach(chunks, entries);
  const signIn = reach(chunks, screen(SIGN_IN_PAGE));
  const signedOut = new Set([...initial, ...reach(chunks, publicPages, (file) => !initial.has(file)), ...reach(chunks, screen(ROUTE_TABLE))]);
  // A lazy module keeps its own chunk, but the layout's own lazy steps load with every signed-in screen.
  const rootSet = new Set(roots);
  const lazy = new Set([...chunks.values()].map((chunk) => chunk.facadeModuleId).filter((id) => id !== null && !rootSet.has(id)));
  const modulesOf = (from: Iterable<string>, keep: (file: string) => boolean) =>
    [...from].filter(keep).flatMap((file) => chunks.get(file)?.moduleIds ?? []).filter((id) => !lazy.has(id));
  const landing = reach(chunks, screen(LANDING_PAGE));
  const list = reach(chunks, screen(LIST_SCREEN));
  // What both the landing page and a list load is the signed-in layer's too (the dashboard opens first).
  const layerFiles = new Set([...reach(chunks, roots.flatMap(holding)), ...[...landing].filter((file) => list.has(file))]);
  // What entity declarations share (a cell kind, a document) comes with the list that opens one;
  // a declaration's own chunk stays apart, or every list would load all thirty.
  const declarationFiles = new Set(declarations.flatMap(holding));
  const reachedBy = new Map<string, number>();
  for (const file of declarationFiles) for (const other of reach(chunks, [file])) reachedBy.set(other, (reachedBy.get(other) ?? 0) + 1);
  const declared = [...reachedBy].filter(([file, count]) => count >= COMMON_TO && !declarationFiles.has(file)).map(([file]) => file);
  const listFiles = new Set([...list, ...declared].filter((file) => !layerFiles.has(file) && !landing.has(file)));
  // A list's lazy filter controls (the date pickers) are one script, which forms load too: in the
  // form's group, a list's date filter would load all of the form's.
  const filterFiles = [...reach(chunks, lazyFilters.flatMap(holding))].filter((file) => !layerFiles.has(file) && !landing.has(file) && !listFiles.has(file));
  const filterSet = new Set(filterFiles);
  // What a page form loads beyond the list it is opened from (formik, the form's widgets) is one script too.
  const formFiles = [...reach(chunks, screen(FORM_SCREEN))].filter((file) => !layerFiles.has(file) && !landing.has(file) && !listFiles.has(file) && !filterSet.has(file));
  return {
    boot: modulesOf(new Set([...initial, ...signIn]), () => true),
    shared: modulesOf(layerFiles, (file) => signedOut.has(file) && !initial.has(file) && !signIn.has(file)),
    layer: modulesOf(layerFiles, (file) => !signedOut.has(file)),
    list: modulesOf(listFiles, (file) => !signedOut.has(file)),
    filters: modulesOf(filterFiles, (file) => !signedOut.has(file)),
    form: modulesOf(formFiles, (file) => !signedOut.has(file)),
  };
}

/**
 * Cuts the signed-in screens' modules into a few named scripts, read from the bundle itself. The
 * automatic cut gives each set of lazy screens that share a module a chunk of its own: with ~30
 * entities, their lists, forms and panels, a list loaded 88 scripts before its first row, most
 * under 1 KB gzip, each a request and a compile. Grouping by folder or package does not help (a
 * `kit` group took a list to 153 scripts: a group's chunk imports the automatic chunks of
 * everything its modules share). Which modules each screen loads is known only once the
 * tree-shaker has run, so a first build (not written, not minified) is cut automatically and read;
 * each group's `test` then takes exactly its modules in the real build, without their
 * dependencies (`includeDependenciesRecursively: false`), so no page loads a group it does not
 * need as a whole:
 *
 * - `boot`: the entry and the sign-in page (a signed-out visit: React's group, this, the public
 *   catalog and the page);
 * - `shared`: what a signed-out page loads only later (the kit's button on an error page, a
 *   toast) and every signed-in screen loads at once;
 * - `signed-in`: the signed-in layout's modules and its own lazy steps (Apollo, the shell, the
 *   ability), and what both the dashboard and a list load;
 * - `list`: what an entity list loads beyond that, and what most entity declarations share;
 * - `filters`: what a list's lazy filter controls load (the date pickers), which forms use too;
 * - `form`: what an entity's page form loads beyond its list (formik, the form framework).
 *
 * Other lazy modules keep their chunks (a screen, an entity's declaration, a widget, a dialog).
 */
export function measuredGroups(configFile: string): { plugin: Plugin; groups: Record<keyof Groups, (id: string) => boolean> } {
  const found: Record<keyof Groups, Set<string>> = { boot: new Set(), shared: new Set(), layer: new Set(), list: new Set(), filters: new Set(), form: new Set() };
  const collect: Plugin = {
    name: 'measured-groups:collect',
    generateBundle(_options, bundle) {
      const layout = [...this.getModuleIds()].find((id) => SIGNED_IN_LAYOUT.test(id));
      const roots = layout ? (this.getModuleInfo(layout)?.dynamicallyImportedIds ?? []) : [];
      const registry = [...this.getModuleIds()].find((id) => ENTITY_REGISTRY.test(id));
      const declarations = registry ? (this.getModuleInfo(registry)?.dynamicallyImportedIds ?? []) : [];
      const chunks = new Map<string, Chunk>();
      for (const [file, output] of Object.entries(bundle)) if (output.type === 'chunk') chunks.set(file, output);
      const lazyFilters = [...this.getModuleIds()].filter((id) => LAZY_FILTERS.test(id) && (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0);
      const groups = groupsOf(chunks, [...roots], [...declarations], lazyFilters);
      for (const name of Object.keys(found) as (keyof Groups)[]) groups[name].forEach((id) => found[name].add(id));
    },
  };
  const plugin: Plugin = {
    name: 'measured-groups',
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
  const test = (name: keyof Groups) => (id: string) => found[name].has(id);
  return { plugin, groups: { boot: test('boot'), shared: test('shared'), layer: test('layer'), list: test('list'), filters: test('filters'), form: test('form') } };
}
