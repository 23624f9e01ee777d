import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Spectrum's design tokens for the kit (src/ui/kit), read from the library at build time.
 *
 * The kit draws react-aria-components with Spectrum 3's custom properties. Spectrum defines them
 * on its provider element under hashed theme classes (global, medium scale, light and darkest
 * colour stops); the admin has no such element, so this module re-emits them for the document:
 * the global, medium and light blocks on `:root`, the darkest block (Spectrum's dark theme) on
 * `html[data-theme='dark']`. Only the properties the admin's own CSS and components name are
 * kept, with every property those refer to in turn, so a token is never copied by hand and the
 * sheet carries ~a tenth of Spectrum's variables.
 *
 * @example import 'virtual:spectrum-tokens.css'; // once, in main.tsx
 */
export const TOKENS_ID = 'virtual:spectrum-tokens.css';
const RESOLVED = `\0${TOKENS_ID}`;

const THEME_FILES = {
  base: ['vars_spectrum-global.css', 'vars_spectrum-medium.css', 'vars_spectrum-light.css'],
  dark: ['vars_spectrum-darkest.css'],
};

type Declarations = Map<string, string>;

/** `--name: value;` pairs of every rule in a theme file (selectors are Spectrum's hashed classes). */
export function readDeclarations(css: string, into: Declarations = new Map()): Declarations {
  for (const match of css.matchAll(/(--[\w-]+)\s*:\s*([^;}]+);?/g)) into.set(match[1], match[2].trim());
  return into;
}

/** The custom properties a source text names, in `var(--x)` or as a declaration. */
export function namedTokens(source: string): Set<string> {
  return new Set(Array.from(source.matchAll(/--spectrum-[\w-]+/g), (match) => match[0]));
}

/** `wanted` and every property their values refer to, transitively, within `both` declaration sets. */
export function closure(wanted: Iterable<string>, sets: Declarations[]): Set<string> {
  const keep = new Set<string>();
  const queue = [...wanted];
  while (queue.length) {
    const name = queue.pop()!;
    if (keep.has(name)) continue;
    keep.add(name);
    for (const set of sets) {
      const value = set.get(name);
      if (value) for (const ref of namedTokens(value)) if (!keep.has(ref)) queue.push(ref);
    }
  }
  return keep;
}

function block(selector: string, declarations: Declarations, keep: Set<string>): string {
  const lines = [...declarations].filter(([name]) => keep.has(name)).map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n${lines.join('\n')}\n}\n`;
}

function sourceFiles(folder: string, out: string[] = []): string[] {
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.(css|tsx?)$/.test(entry)) out.push(path);
  }
  return out;
}

/** The stylesheet: Spectrum's tokens that `sources` name, light on :root, dark on html[data-theme=dark]. */
export function tokensSheet(sources: string[], themeFolder: string): string {
  return tokensSheetOf(sources.map((file) => readFileSync(file, 'utf8')), themeFolder);
}

/** The same for source texts (the sign-in page's critical CSS, scripts/vite/signInPrerender.ts). */
export function tokensSheetOf(texts: string[], themeFolder: string): string {
  const read = (files: string[]) => files.reduce((set, file) => readDeclarations(readFileSync(join(themeFolder, file), 'utf8'), set), new Map() as Declarations);
  const base = read(THEME_FILES.base);
  const dark = read(THEME_FILES.dark);
  const wanted = new Set<string>();
  for (const text of texts) for (const name of namedTokens(text)) wanted.add(name);
  const keep = closure(wanted, [base, dark]);
  return `/* React Spectrum's tokens, from @adobe/react-spectrum's theme (scripts/vite/spectrumTokens.ts). */\n${block(':root', base, keep)}${block("html[data-theme='dark']", dark, keep)}`;
}

/** Where the library keeps its theme files. */
export function themeFolder(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@adobe/react-spectrum/package.json')), 'dist', 'private');
}

/** Vite plugin serving `virtual:spectrum-tokens.css` from the sources under `srcFolder`. */
export function spectrumTokens(srcFolder: string): Plugin {
  return {
    name: 'spectrum-tokens',
    resolveId: (id) => (id === TOKENS_ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const sources = sourceFiles(srcFolder);
      for (const file of sources) this.addWatchFile(file);
      return tokensSheet(sources, themeFolder());
    },
  };
}
