// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const catalog = (lang: string): Record<string, string> => {
  const dir = join(root, 'src/i18n/messages', lang);
  return Object.assign({}, ...readdirSync(dir).filter((file) => file.endsWith('.json')).map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8'))));
};

/** The userError messages the entities' behaviours answer (frozen rows, checks, status steps, taken values), as written. */
const sources = ['mock-server/entities.ts', 'src/validation/transitions.ts'];
const ids = sources.flatMap((file) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/message: '([^']+)'|'([a-z][A-Za-z]*\.errors\.[A-Za-z]+)'/g)].map((match) => match[1] ?? match[2]),
);

describe('messages the server answers', () => {
  it('are found', () => expect(ids).toEqual(expect.arrayContaining(['notification.errors.scheduledInPast', 'product.errors.skuTaken', 'invoice.errors.statusTransition'])));

  it.each(['fa', 'en'])('are translated in %s', (lang) => {
    const messages = catalog(lang);
    expect(ids.filter((id) => !(id in messages))).toEqual([]);
  });
});
