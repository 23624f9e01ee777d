import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type AtRule } from 'postcss';
import { runnerImport, type Plugin } from 'vite';
import { CORE_AREAS } from '../../src/i18n/coreAreas.ts';
import { themeFolder, tokensSheetOf } from './spectrumTokens.ts';

/**
 * The sign-in page in index.html, usable before any script (issue 31): the page React renders
 * (LoginPage, through src/pages/login/prerenderSignIn.tsx) rendered here to static HTML in both
 * languages from the catalogs, each in a `<template>`, with the CSS that draws it inline. The
 * head script of index.html marks the document `data-signin="fa|en"` on the sign-in route (the
 * stored language; `/login`, or `/` with no session); the script placed after the templates
 * then clones that language's page into `#signin-prerender`, focuses its first field and keeps a
 * submit for later. LoginForm takes it over on its first commit (src/pages/login/prerendered.ts).
 */
export const LANGUAGES = ['fa', 'en'] as const;
export type PrerenderLanguage = (typeof LANGUAGES)[number];
export type RenderSignIn = (language: PrerenderLanguage, messages: Record<string, string>) => string;

/** A language's public catalog areas, merged: what the sign-in page is rendered with at runtime. */
export function catalogOf(root: string, language: PrerenderLanguage): Record<string, string> {
  const read = (area: string) => JSON.parse(readFileSync(join(root, 'src/i18n/messages', language, `${area}.json`), 'utf8')) as Record<string, string>;
  return Object.assign({}, ...CORE_AREAS.map(read)) as Record<string, string>;
}

/** The app's stylesheets the page draws with; only the first two may add element (class-less) rules. */
const STYLE_FILES = ['tokens.css', 'base.css', 'pages.css', 'vertical-nav.css', 'login.css', 'login-form.css'];
const GLOBAL_RULES = new Set(['tokens.css', 'base.css']);

/**
 * The rules of the app's stylesheets that draw `markup`: every rule whose selectors' classes all
 * occur in it (and the document-wide rules of tokens.css and base.css), the keyframes they
 * animate with, and Spectrum's tokens they name. Copied from the sources at build time, so the
 * pre-rendered page is drawn by the same CSS before the main stylesheet arrives.
 */
export function criticalCss(root: string, markup: string): string {
  const classes = new Set(Array.from(markup.matchAll(/class="([^"]*)"/g), (match) => match[1].split(/\s+/)).flat());
  const sheets = STYLE_FILES.map((file) => {
    const sheet = postcss.parse(readFileSync(join(root, 'src/styles', file), 'utf8'));
    sheet.walkComments((comment) => void comment.remove());
    sheet.walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
      const kept = rule.selectors.filter((selector) => {
        const named = selector.match(/\.[\w-]+/g);
        return named ? named.every((name) => classes.has(name.slice(1))) : GLOBAL_RULES.has(file);
      });
      if (kept.length === 0) rule.remove();
      else rule.selectors = kept;
    });
    return sheet;
  });
  const text = sheets.map((sheet) => sheet.toString()).join('\n');
  for (const sheet of sheets) {
    sheet.walkAtRules((atRule) => {
      const unused = /keyframes$/.test(atRule.name) ? !new RegExp(`animation[^;]*\\b${atRule.params}\\b`).test(text) : !atRule.nodes?.length;
      if (unused) atRule.remove();
    });
  }
  const css = sheets.map((sheet) => sheet.toString()).join('\n');
  const tokens = tokensSheetOf([css], themeFolder()).replace(/^\/\*.*\*\/\n/, '');
  return `${tokens}${css}\nhtml[data-signin] #app-loader { display: none; }\n`.replace(/\n\s*\n/g, '\n');
}

/**
 * Clones the stored language's page out of its template (before `#app`), shows the stored theme
 * in the toolbar's toggle, focuses the first field, and keeps a submit (Enter, or the button) as
 * `data-submit` for LoginForm to perform once it takes over. Plain ES5, run while parsing.
 */
const BODY_SCRIPT = `(function () {
  var root = document.documentElement;
  var language = root.getAttribute('data-signin');
  var template = language && document.getElementById('signin-' + language);
  if (!template) return;
  var block = document.createElement('div');
  block.id = 'signin-prerender';
  block.appendChild(template.content.cloneNode(true));
  var toggle = block.querySelector('[aria-pressed]');
  if (toggle) toggle.setAttribute('aria-pressed', String(root.getAttribute('data-theme') === 'dark'));
  var form = block.querySelector('form');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    block.setAttribute('data-submit', '');
  });
  document.currentScript.parentNode.insertBefore(block, document.currentScript);
  var first = form.querySelector('[autofocus]');
  if (first) first.focus();
})();`;

/** The templates and the script that shows one, for the body of index.html. */
export function signInBody(pages: Record<PrerenderLanguage, string>): string {
  const templates = LANGUAGES.map((language) => `<template id="signin-${language}">${pages[language]}</template>`).join('\n    ');
  return `${templates}\n    <script>${BODY_SCRIPT}</script>`;
}

/** index.html with the critical CSS at the end of its head and the pages before `#app`. */
export function injectSignIn(html: string, pages: Record<PrerenderLanguage, string>, css: string): string {
  return html
    .replace('</head>', `  <style id="signin-critical">\n${css}</style>\n  </head>`)
    .replace('<div id="app"></div>', `${signInBody(pages)}\n    <div id="app"></div>`);
}

/** Both languages' pages from `render` and the catalogs under `root`. */
export function renderPages(root: string, render: RenderSignIn): Record<PrerenderLanguage, string> {
  return { fa: render('fa', catalogOf(root, 'fa')), en: render('en', catalogOf(root, 'en')) };
}

/** The renderer, loaded through Vite's module runner (TSX, the app's own modules). */
async function loadRenderer(root: string, dev: boolean): Promise<RenderSignIn> {
  const { module } = await runnerImport<{ renderSignIn: RenderSignIn }>(join(root, 'src/pages/login/prerenderSignIn.tsx'), {
    root,
    logLevel: 'error',
    // The page as the build or the dev server renders it (LoginPage shows a hint in development).
    define: { 'import.meta.env.DEV': JSON.stringify(dev) },
  });
  return module.renderSignIn;
}

/** Vite plugin: index.html carries the pre-rendered sign-in page (dev server and build alike). */
export function signInPrerender(root: string): Plugin {
  let dev = false;
  let cached: Promise<string> | null = null;
  const page = async (html: string) => {
    const pages = renderPages(root, await loadRenderer(root, dev));
    return injectSignIn(html, pages, criticalCss(root, pages.fa + pages.en));
  };
  return {
    name: 'sign-in-prerender',
    configResolved(config) {
      dev = config.command === 'serve';
    },
    configureServer(server) {
      // A change to the page's components, catalogs or styles renders it again on the next load.
      server.watcher.on('change', (file) => {
        if (/[\\/]src[\\/](pages[\\/]login|i18n[\\/]messages|styles|ui)[\\/]/.test(file)) cached = null;
      });
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        cached ??= page(html);
        return cached;
      },
    },
  };
}
