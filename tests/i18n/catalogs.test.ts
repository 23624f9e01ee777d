// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildSchema, isEnumType } from 'graphql';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { PRIMARY_COLORS } from '../../src/core/config/colors';
import { NAV_GROUPS } from '../../src/shell/menu/buildMenu';
import { appRouteDefs } from '../../src/app/router/appRoutes';
import { entityRoutes, specialEntityRoutes } from '../../src/entities/routes';

const root = join(__dirname, '../..');
const messagesDir = join(root, 'src/i18n/messages');
type Catalog = Record<string, string>;

function readArea(lang: string, file: string): Catalog {
  return JSON.parse(readFileSync(join(messagesDir, lang, file), 'utf8')) as Catalog;
}
const areaFiles = (lang: string) => readdirSync(join(messagesDir, lang)).filter((f) => f.endsWith('.json')).sort();
const merged = (lang: string): Catalog => Object.assign({}, ...areaFiles(lang).map((f) => readArea(lang, f)));
const catalogs = { fa: merged('fa'), en: merged('en') };
const prefixes = new Set(Object.keys(catalogs.en).map((id) => id.split('.')[0]));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return /^gql/.test(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Ids react-intl usages spell literally, as `formatjs extract` finds them. */
function extractedIds(): string[] {
  const out = join(mkdtempSync(join(tmpdir(), 'ids-')), 'extracted.json');
  const bin = join(root, 'node_modules/.bin/formatjs');
  const files = sourceFiles(join(root, 'src')).map((file) => relative(root, file));
  execFileSync(bin, ['extract', ...files, '--out-file', out], { cwd: root, stdio: 'pipe' });
  return Object.keys(JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>);
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/**
 * Ids passed through helpers (`t('shell.nav.open')`, `titleId: 'nav.dashboard'`): string literals
 * shaped like an id of a known area, except stems that only prefix ids (`optionPrefix="shell.theme"`).
 */
function literalIds(): string[] {
  const ids = new Set<string>();
  const keys = Object.keys(catalogs.en);
  for (const file of sourceFiles(join(root, 'src'))) {
    for (const match of withoutComments(readFileSync(file, 'utf8')).matchAll(/['"`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+)['"`]/g)) {
      const id = match[1];
      if (prefixes.has(id.split('.')[0]) && !keys.some((key) => key.startsWith(`${id}.`))) ids.add(id);
    }
  }
  return [...ids];
}

/** Ids built at run time from a value list (`notifications.kind.${kind}`). */
function dynamicIds(): string[] {
  const schema = buildSchema(readFileSync(join(root, 'schema.graphql'), 'utf8'));
  const enumValues = (name: string) => {
    const type = schema.getType(name);
    return isEnumType(type) ? type.getValues().map((value) => value.name) : [];
  };
  const routeTitles = appRouteDefs.flatMap((def) => [def.meta.title, ...[...(def.meta.breadcrumbLead ?? []), ...(def.meta.breadcrumb ?? [])].map((item) => item.title)]);
  return [
    ...entityRoutes.map((info) => info.titleMessageId),
    ...specialEntityRoutes.map((route) => route.titleMessageId),
    ...NAV_GROUPS.map((group) => `nav.group.${group}`),
    ...enumValues('StaffNotificationKind').map((kind) => `notifications.kind.${kind}`),
    ...enumValues('Role').map((role) => `shell.role.${role}`),
    ...['light', 'dark', 'system'].map((theme) => `shell.theme.${theme}`),
    ...['new', 'edit'].map((mode) => `shell.page.${mode}`),
    ...Object.keys(PRIMARY_COLORS).map((color) => `shell.customizer.color.${color}`),
    ...['default', 'bordered'].map((skin) => `shell.customizer.skins.${skin}`),
    ...['vertical', 'horizontal'].map((nav) => `shell.customizer.navLayouts.${nav}`),
    ...['fluid', 'boxed'].map((width) => `shell.customizer.widths.${width}`),
    ...['sticky', 'static', 'hidden'].map((type) => `shell.customizer.navbarTypes.${type}`),
    ...routeTitles.flatMap((title) => (title && typeof title !== 'string' ? [title.id, ...(title.entity ? [title.entity] : [])] : [])),
  ];
}

describe('message catalogs', () => {
  it('fa and en have the same area files with the same keys', () => {
    expect(areaFiles('fa')).toEqual(areaFiles('en'));
    for (const file of areaFiles('en')) {
      expect(Object.keys(readArea('fa', file)).sort(), file).toEqual(Object.keys(readArea('en', file)).sort());
    }
  });

  it('defines each id in one area only', () => {
    const seen = new Map<string, string>();
    for (const file of areaFiles('en')) {
      for (const id of Object.keys(readArea('en', file))) {
        expect(seen.get(id), `${id} in ${file}`).toBeUndefined();
        seen.set(id, file);
      }
    }
  });

  it('has a fa and an en message for every id used in src', () => {
    const used = new Set([...extractedIds(), ...literalIds(), ...dynamicIds()]);
    const missing = [...used].filter((id) => !(id in catalogs.fa) || !(id in catalogs.en)).sort();
    expect(missing, missing.join(', ')).toEqual([]);
  }, 60_000);

  it.each(['fa', 'en'] as const)('every %s message is valid ICU and formats with its own arguments', (lang) => {
    const errors: unknown[] = [];
    const intl = createIntl({ locale: lang, messages: catalogs[lang], onError: (error) => errors.push(error) });
    for (const [id, message] of Object.entries(catalogs[lang])) intl.formatMessage({ id }, sampleValues(parse(message)) as Record<string, string>);
    expect(errors).toEqual([]);
  });

  it('gives a message the same arguments in fa and en', () => {
    const differing = Object.keys(catalogs.en)
      .filter((id) => id in catalogs.fa)
      .filter((id) => JSON.stringify(argumentsOf(parse(catalogs.fa[id]))) !== JSON.stringify(argumentsOf(parse(catalogs.en[id]))));
    expect(differing).toEqual([]);
  });

  it('writes the shell areas in real Persian', () => {
    for (const area of ['shell', 'auth', 'errors', 'nav', 'common', 'notifications']) {
      for (const [id, text] of Object.entries(readArea('fa', `${area}.json`))) expect(text, id).toMatch(/[\u0600-\u06FF]/);
    }
    expect(catalogs.fa['nav.dashboard']).toBe('داشبورد');
  });
});

/** A value of the right kind for every argument a message uses (numbers for plurals, a date for dates). */
function sampleValues(elements: MessageFormatElement[], values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.tag) values[element.value] ??= element.type === TYPE.tag ? (chunks: unknown) => chunks : 'x';
    if (element.type === TYPE.number || element.type === TYPE.plural) values[element.value] = 2;
    if (element.type === TYPE.date || element.type === TYPE.time) values[element.value] = new Date(0);
    if (element.type === TYPE.select) values[element.value] = 'other';
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) sampleValues(option.value, values);
    if (element.type === TYPE.tag) sampleValues(element.children, values);
  }
  return values;
}

/** The sorted names of a message's arguments. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return Object.keys(sampleValues(elements)).sort();
}
