// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_AREAS } from '../../src/i18n/coreAreas';
import { loadCatalog, peekMessages, subscribeCatalogs } from '../../src/i18n/loadMessages';

const root = join(__dirname, '../..');
const area = (id: string) => id.split('.')[0];

/** The source files of the pages a signed-out visit can open, and what they draw with. */
const PUBLIC_SOURCES = ['src/pages/login', 'src/pages/misc', 'src/pages/auth', 'src/ui/Brand.tsx'];

function files(path: string): string[] {
  const full = join(root, path);
  if (path.endsWith('.tsx') || path.endsWith('.ts')) return [full];
  return readdirSync(full).filter((name) => /\.tsx?$/.test(name)).map((name) => join(full, name));
}

describe('the catalog in two parts', () => {
  it('loads only the public areas signed out, and everything signed in', async () => {
    const core = await loadCatalog('fa', 'core');
    expect(new Set(Object.keys(core).map(area))).toEqual(new Set(CORE_AREAS));
    const all = await loadCatalog('fa');
    expect(Object.keys(all).length).toBeGreaterThan(Object.keys(core).length * 3);
    expect(all).toMatchObject(core);
  });

  it('answers a peek with the fullest catalog loaded', async () => {
    const all = await loadCatalog('en');
    expect(peekMessages('en', 'core')).toBe(all);
    expect(peekMessages('en')).toBe(all);
  });

  it('tells subscribers before the waiting screen resumes', async () => {
    const heard: string[] = [];
    const stop = subscribeCatalogs(() => heard.push('store'));
    // A fresh scope key: the English public areas were not asked for yet in this file.
    await loadCatalog('en', 'core').then(() => heard.push('screen'));
    stop();
    expect(heard).toEqual(['store', 'screen']);
  });

  it("holds every message id the public pages use", () => {
    const ids = PUBLIC_SOURCES.flatMap(files).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['`]([a-z]+(?:\.[\w]+)+)['`]/g)].map((match) => match[1]));
    const outside = ids.filter((id) => /^[a-z]+\.[a-zA-Z]/.test(id) && !/\.(tsx?|json|css)$/.test(id)).filter((id) => !(CORE_AREAS as readonly string[]).includes(area(id)));
    expect(ids.length).toBeGreaterThan(10);
    expect(outside).toEqual([]);
  });
});
