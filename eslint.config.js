import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The admin's layers, top to bottom. An arrow may only point down: composition (app, router)
 * knows everything, the shared pieces at the bottom know nothing of the screens built on them.
 * A new import the wrong way (say framework → app) fails `npm run lint` and
 * tests/architecture/boundaries.test.ts. The folders beside src have their own arrows (mayImport):
 * the mock server shares only the contract's leaves with the admin, and the browser suite and the
 * bench share support/ instead of importing each other.
 */
/**
 * The framework's own folders, top to bottom: screens compose lists and forms, the CSV import
 * reads what a list exports and fills what a form would, a list may open a
 * form's way back, a form lays out fields, fields show cells, rich text and display pieces, and
 * everything stands on the entity declarations' types. Each may import only the ones below it.
 */
const frameworkLayers = ['screens', 'panels', 'import', 'list', 'form', 'fields', 'cells', 'richtext', 'display', 'format', 'entity', 'overlays']
  .map((folder) => `framework/${folder}`);

const elements = [
  { type: 'router', pattern: 'src/app/router' },
  { type: 'app', pattern: 'src/app' },
  { type: 'shell', pattern: 'src/shell' },
  { type: 'pages', pattern: 'src/pages' },
  { type: 'entities', pattern: 'src/entities' },
  ...frameworkLayers.map((type) => ({ type, pattern: `src/${type}` })),
  { type: 'framework', pattern: 'src/framework' },
  { type: 'core', pattern: 'src/core' },
  { type: 'ui', pattern: 'src/ui' },
  { type: 'validation', pattern: 'src/validation' },
  { type: 'paths', pattern: 'src/paths' },
  { type: 'ability', pattern: 'src/ability' },
  { type: 'apollo', pattern: 'src/apollo' },
  { type: 'i18n', pattern: 'src/i18n' },
  { type: 'gql', pattern: 'src/gql' },
  { type: 'gql', pattern: 'src/gql-strings' },
  { type: 'gql', pattern: 'src/gql-docs' },
  { type: 'gql', pattern: 'src/gql-facts' },
  { type: 'styles', pattern: 'src/styles' },
  // The folders beside src, matched from the root only (tests/mock-server is a test, not the server).
  // bench/floor is a page of its own, built beside the admin: before bench, so it matches first.
  { type: 'floor', pattern: 'bench/floor', partialMatch: false },
  ...['mock-server', 'scripts', 'bench', 'tests', 'support'].map((type) => ({ type, pattern: type, partialMatch: false })),
];

/** Leaves everything may use: generated types, rules, messages, styles, segments and urls. */
const base = ['gql', 'ability', 'i18n', 'styles', 'paths'];

/** Every layer of the admin, for the folders that drive it from outside. */
const admin = [...new Set(elements.map(({ type }) => type).filter((type) => !['mock-server', 'scripts', 'bench', 'floor', 'tests', 'support'].includes(type)))];

/** Outside layers see the framework as one: any of its folders. */
const framework = ['framework', ...frameworkLayers];

/** Which layers each layer may import (besides itself). */
const mayImport = {
  app: ['router', 'shell', 'core', 'ui', ...base],
  // The router composes screens: routes from the registry, pages and the framework's screens.
  router: ['pages', 'entities', ...framework, 'shell', 'core', 'ui', ...base],
  shell: ['entities', ...framework, 'core', 'ui', 'apollo', 'validation', ...base],
  pages: ['entities', ...framework, 'shell', 'core', 'ui', 'validation', ...base],
  entities: [...framework, 'ui', 'validation', ...base],
  framework: [...frameworkLayers, 'ui', 'validation', ...base],
  ...Object.fromEntries(frameworkLayers.map((layer, index) => [layer, [...frameworkLayers.slice(index + 1), 'ui', 'validation', ...base]])),
  core: ['ui', 'apollo', ...base],
  ui: ['ability', 'i18n', 'styles'],
  validation: ['ability', 'gql'],
  // Where screens live (segments, `urls`): a leaf the mock server shares, so only subjects and types.
  paths: ['ability', 'gql'],
  ability: ['gql'],
  apollo: ['gql'],
  i18n: [],
  gql: [],
  styles: [],
  // The mock server shares the contract's leaves with the admin, never its screens or registry.
  'mock-server': ['ability', 'validation', 'gql', 'i18n', 'paths'],
  // Browser and server pieces that both the suite and the bench drive the built app with.
  support: ['mock-server', ...base],
  bench: ['support', ...base],
  // The bench's floor (bench/README.md "Floor"): the admin's documents and catalog, built by its plugins, none of its code.
  floor: ['scripts', ...base],
  scripts: [...admin, 'mock-server', 'support'],
  // Tests reach everything they test, but not the bench: what both need lives in support.
  tests: [...admin, 'mock-server', 'scripts', 'support'],
};

const policies = Object.entries(mayImport).map(([from, to]) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: [from, ...to] } } } },
}));

/** Only the boundary rule: the architecture test runs this part on its own. */
export const boundaryRules = {
  'boundaries/dependencies': [2, { default: 'disallow', policies }],
};

export default defineConfig(
  { ignores: ['dist/**', 'test-output/**', 'node_modules/**', 'src/gql/**', 'src/gql-strings/**', 'src/gql-docs/**', 'src/gql-facts/**', 'mock-server/generated/**'] },
  {
    files: ['src/**/*.{ts,tsx}', 'mock-server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.{ts,tsx}', 'support/**/*.ts', 'tests/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
    plugins: { '@typescript-eslint': tseslint.plugin, 'react-hooks': reactHooks },
    // Files silence exhaustive-deps or no-explicit-any where they mean to; neither is in this set.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    // A few rules that catch real mistakes; style is left to review and TypeScript's strict mode.
    rules: {
      ...Object.fromEntries(
        ['no-debugger', 'no-dupe-keys', 'no-unreachable', 'no-self-assign', 'no-self-compare', 'no-cond-assign',
          'no-constant-binary-expression', 'no-unsafe-finally', 'no-sparse-arrays', 'no-dupe-else-if', 'no-loss-of-precision']
          .map((rule) => [rule, 'error']),
      ),
      'react-hooks/rules-of-hooks': 'error',
      '@typescript-eslint/no-non-null-asserted-optional-chain': 'error',
      '@typescript-eslint/no-misused-new': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // A live message handled in onData must not also re-render the screen that holds the hook:
      // a burst of 1,000 changes re-rendered an open list (its table and all) once per message, and
      // wrote every message into the cache, which then compared every query on screen.
      'no-restricted-syntax': ['error', ...['ignoreResults', 'fetchPolicy'].map((option) => ({
        selector: `CallExpression[callee.name='useSubscription'] > ObjectExpression:not(:has(> Property[key.name='${option}']))`,
        message: "useSubscription: handle messages in onData with fetchPolicy: 'no-cache' and ignoreResults: true, so a message neither fills the cache nor re-renders the screen.",
      }))],
    },
  },
  {
    files: ['{src,mock-server,scripts,bench,tests,support}/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['{src,mock-server,scripts,bench,tests,support}/**/*'],
      // Lazy screens are dynamic imports and re-exports are imports too: both count as arrows.
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json', '.css'] } },
    },
    rules: boundaryRules,
  },
);
