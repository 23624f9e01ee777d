import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ENTITY_SEGMENTS } from '../../src/paths/segments.ts';

/** A chunk of the finished bundle, as far as this plugin reads it. */
interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  name: string;
  code: string;
  /** The stylesheets the chunk's modules import (Vite's metadata on each chunk). */
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Chunks smaller than this (minified bytes) are left for the browser to find through their
 * importers: each preload link costs the page ~3 ms of main thread at a 4× slower CPU, and a
 * list's screens count over a hundred chunks, most of them a few hundred bytes.
 */
const MIN_PRELOAD_BYTES = 4_000;

/**
 * The screens a first visit can open, by the module that starts them. Their chunks are what the
 * page would otherwise discover one after another: the entry runs, the router asks for the route's
 * lazy module, that module's imports arrive, and only then its data request starts.
 */
const SCREENS = {
  login: 'src/pages/login/LoginPage.tsx',
  signInFirst: 'src/app/router/signInFirst.tsx',
  router: 'src/app/router/startRouter.tsx',
  layout: 'src/shell/layouts/DefaultLayout.tsx',
  routes: 'src/app/router/appRoutes.ts',
  rowTitles: 'src/entities/rowTitles.ts',
  client: 'src/shell/apollo/appClient.ts',
  listPreload: 'src/app/router/listPreload.ts',
  manage: 'src/framework/screens/EntityManageRoute.tsx',
  form: 'src/framework/screens/EntityFormRoute.tsx',
  dashboard: 'src/pages/dashboard/DashboardPage.tsx',
};

/**
 * `Media: { … import('./media') }` in the entity registry, one line per entity: path segment →
 * declaration module (the segments come from src/paths, a leaf with no imports of its own).
 */
function entityModules(root: string): Record<string, string> {
  const source = readFileSync(resolve(root, 'src/entities/registry.ts'), 'utf8');
  const pairs = [...source.matchAll(/^\s+(\w+): \{[^\n]*?import\('\.\/([\w/.-]+)'\)/gm)];
  const segments: Record<string, string> = ENTITY_SEGMENTS;
  return Object.fromEntries(pairs.filter(([, subject]) => subject in segments).map(([, subject, path]) => [segments[subject], `src/entities/${path}`]));
}

/** A chunk and every chunk it imports statically, without the ones the entry already brings. */
function closure(chunks: Map<string, BundleChunk>, start: BundleChunk, known: Set<string>): string[] {
  const files: string[] = [];
  const visit = (file: string) => {
    if (known.has(file) || files.includes(file)) return;
    files.push(file);
    chunks.get(file)?.imports.forEach(visit);
  };
  visit(start.fileName);
  return files;
}

/**
 * What a screen preloads: its own chunk and the sizeable ones of its closure; all of a small
 * screen's (the sign-in page's seventeen), whose leftovers would otherwise arrive a round trip
 * after the entry has run.
 */
function worthPreloading(chunks: Map<string, BundleChunk>, files: string[]): string[] {
  const scripts = files.length <= 20 ? files : files.filter((file, index) => index === 0 || (chunks.get(file)?.code.length ?? 0) >= MIN_PRELOAD_BYTES);
  return [...scripts, ...stylesheetsOf(chunks, files)];
}

/**
 * The stylesheets of `files`, all of them: the build's `import()` of a chunk waits until its
 * stylesheets have loaded, and it asks for them only when it runs. A list's three (the shared
 * controls', the signed-in layer's and the list's) were asked for 0.5 to 1 s after the page
 * started, one step of the chain after another, and the screen's own request waited for them.
 */
function stylesheetsOf(chunks: Map<string, BundleChunk>, files: string[]): string[] {
  return [...new Set(files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]))];
}

/**
 * Adds a small script to the built page that asks for the chunks of the screen being opened, and
 * for the catalog of the stored language, as soon as the document arrives, while the entry still
 * downloads and runs (`<link rel=modulepreload>`: the browser fetches and compiles them once, and
 * the router's `import()` finds them ready). Which screen: the sign-in page when no session is
 * stored, else the signed-in shell plus the manage or form screen and the entity's declaration the
 * path names, with the signed-in route table the router discovers on any path but `/` and the
 * public ones (src/app/router/createAppRouter.ts). Anything it does not recognise is left to
 * the router, as before.
 */
export function routePreloads(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return;
        const chunks = new Map<string, BundleChunk>();
        for (const output of Object.values(context.bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output as BundleChunk);
        const entry = [...chunks.values()].find((chunk) => (chunk as { isEntry?: boolean }).isEntry);
        if (!entry) return;
        const known = new Set(closure(chunks, entry, new Set()));
        // The chunk a module starts, or else the shared chunk that holds it.
        const byModule = (id: string) => {
          const module = resolve(root, id);
          const all = [...chunks.values()];
          return all.find((chunk) => chunk.facadeModuleId === module) ?? all.find((chunk) => chunk.moduleIds.includes(module));
        };
        const filesOf = (id: string) => {
          const chunk = byModule(id);
          return chunk ? worthPreloading(chunks, closure(chunks, chunk, known)) : [];
        };
        const screens = Object.fromEntries(Object.entries(SCREENS).map(([key, id]) => [key, filesOf(id)]));
        const entities = Object.fromEntries(Object.entries(entityModules(root)).map(([segment, id]) => {
          const chunk = byModule(`${id}.ts`) ?? byModule(`${id}.tsx`) ?? byModule(`${id}/index.ts`);
          return [segment, chunk ? worthPreloading(chunks, closure(chunks, chunk, known)) : []];
        }));
        // A language's catalog: `fa-core` (the public pages' areas) and `fa` (the rest), and
        // React Aria's Persian strings, which every Persian page but sign-in installs.
        const catalog = (name: string) => [...chunks.values()].filter((chunk) => chunk.name === `messages-${name}`).map((chunk) => chunk.fileName);
        const messages = {
          'fa-core': catalog('fa-core'),
          'fa-aria': filesOf('src/i18n/aria/faAria.ts'),
          fa: catalog('fa'),
          'en-core': catalog('en-core'),
          en: catalog('en'),
        };
        // File names once, lists as indexes into them: the plan stays a few KB in the page.
        const files: string[] = [];
        const indexOf = (file: string) => {
          if (!files.includes(file)) files.push(file);
          return files.indexOf(file);
        };
        const indexes = (list: string[]) => list.map(indexOf);
        const plan = {
          base,
          files,
          screens: Object.fromEntries(Object.entries(screens).map(([key, list]) => [key, indexes(list)])),
          entities: Object.fromEntries(Object.entries(entities).map(([key, list]) => [key, indexes(list)])),
          messages: Object.fromEntries(Object.entries(messages).map(([key, list]) => [key, indexes(list)])),
        };
        // Before the stylesheets: an inline script waits for the stylesheets above it to load.
        const script = `<script>${bootScript(JSON.stringify(plan))}</script>`;
        const at = html.search(/<link rel="stylesheet"/);
        return at < 0 ? html.replace('</head>', `${script}</head>`) : `${html.slice(0, at)}${script}\n    ${html.slice(at)}`;
      },
    },
  };
}

/** The script itself: plain ES5, run before any module. */
function bootScript(plan: string): string {
  return `(function (plan) {
  var read = function (key) { try { return localStorage.getItem(key); } catch (e) { return null; } };
  var seen = {};
  var add = function (files) {
    (files || []).forEach(function (file) {
      file = plan.files[file];
      if (seen[file]) return;
      seen[file] = true;
      var link = document.createElement('link');
      // A stylesheet is fetched now and applied when the build's import() adds it (it waits for it).
      if (/\\.css$/.test(file)) { link.rel = 'preload'; link.as = 'style'; } else link.rel = 'modulepreload';
      // As the build's own links ask (crossorigin), or the browser would not reuse what was fetched.
      link.crossOrigin = '';
      link.fetchPriority = 'high';
      link.href = plan.base + file;
      document.head.appendChild(link);
    });
  };
  var path = location.pathname;
  var publicPage = /^\\/(login|register|forgot-password|reset-password|not-authorized|pages)(\\/|$)/.test(path);
  var signedIn = !!(read('userData') && read('accessToken'));
  var language = read('language') === 'en' ? 'en' : 'fa';
  add(plan.messages[language + '-core']);
  var login = !signedIn && (!publicPage || /^\\/login/.test(path));
  // Opened on the sign-in page signed out, it shows without the router (src/main.tsx); any other page starts with it.
  if (!signedIn && /^\\/login\\/?$/.test(path)) { add(plan.screens.signInFirst); return; }
  add(plan.screens.router);
  // A path the router does not know from the start needs the signed-in route table first (then, signed out, its guard sends it to sign in).
  var known = publicPage || path === '/';
  if (login) { add(plan.screens.login); if (!known) add(plan.screens.routes); return; }
  add(plan.messages[language + '-aria']);
  if (!signedIn || publicPage) return;
  add(plan.messages[language]);
  add(plan.screens.layout); add(plan.screens.routes); add(plan.screens.rowTitles); add(plan.screens.client);
  var match = /^\\/([\\w-]+)\\/(manage|new|edit\\/[^/]+)\\/?$/.exec(path);
  if (path === '/') add(plan.screens.dashboard);
  else if (match && plan.entities[match[1]]) {
    add(plan.entities[match[1]]);
    if (match[2] === 'manage') { add(plan.screens.listPreload); add(plan.screens.manage); } else add(plan.screens.form);
  }
})(${plan});`;
}
