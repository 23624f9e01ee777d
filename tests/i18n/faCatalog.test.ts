// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(__dirname, '../../src/i18n/messages/fa');
const messages = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => Object.entries(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>).map(([id, text]) => ({ file, id, text })));

describe('the Persian catalog', () => {
  it('calls an invoice فاکتور everywhere, as the menu does, never صورتحساب', () => {
    const other = messages.filter(({ text }) => /صورت[\s\u200c]?حساب/.test(text)).map(({ file, id }) => `${file}: ${id}`);
    expect(other).toEqual([]);
    expect(messages.find(({ id }) => id === 'invoice.title.one')?.text).toBe('فاکتور');
  });

  it('writes e-mails, URLs and phone numbers as left-to-right isolates inside its right-to-left sentences', () => {
    const STRUCTURED = /[\w.+-]+@[\w-]+\.[\w.]+|https?:\/\/[^\s\u2069]+|\+\d{6,}/g;
    const loose = messages.flatMap(({ id, text }) =>
      [...text.matchAll(STRUCTURED)]
        .filter((match) => text[match.index - 1] !== '\u2066' || text[match.index + match[0].length] !== '\u2069')
        .map((match) => `${id}: ${match[0]}`),
    );
    expect(loose).toEqual([]);
    expect(messages.find(({ id }) => id === 'user.help.mobile')?.text).toContain('\u2066+989121234567\u2069');
  });
});
