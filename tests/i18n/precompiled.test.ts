// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../scripts/vite/precompiledMessages';
import { messageText } from '../../src/i18n/messageText';

const messagesDir = join(__dirname, '../../src/i18n/messages');
const LOCALES = { fa: 'fa-IR', en: 'en-US' } as const;

/** A language's whole catalog as the source holds it (ICU strings). */
function catalog(language: keyof typeof LOCALES): Record<string, string> {
  const dir = join(messagesDir, language);
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  return Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>));
}

type Values = Record<string, string | number | Date>;

/** Values for every argument of a message, one set per count (plurals and numbers) and select case. */
function valueSets(ast: MessageFormatElement[]): Values[] {
  const numbers = new Set<string>();
  const selects = new Map<string, string[]>();
  const others = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.plural || element.type === TYPE.number) numbers.add(element.value);
      else if (element.type === TYPE.select) selects.set(element.value, Object.keys(element.options));
      else if (element.type === TYPE.argument || element.type === TYPE.date || element.type === TYPE.time) others.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) Object.values(element.options).forEach((option) => visit(option.value));
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(ast);
  const cases = Math.max(1, ...[...selects.values()].map((keys) => keys.length));
  return [0, 1, 2, 21, 1234.5].flatMap((count) =>
    Array.from({ length: cases }, (_, index) => ({
      ...Object.fromEntries([...others].map((name) => [name, `‹${name}›`])),
      ...Object.fromEntries([...selects].map(([name, keys]) => [name, keys[index % keys.length]])),
      ...Object.fromEntries([...numbers].map((name) => [name, count])),
    })),
  );
}

describe('precompiled catalogs', () => {
  for (const language of ['fa', 'en'] as const) {
    it(`format every ${language} message exactly as its string does`, () => {
      const source = catalog(language);
      const compiled = compileCatalog(source);
      const fromString = createIntl({ locale: LOCALES[language], messages: source });
      const fromAst = createIntl({ locale: LOCALES[language], messages: compiled as Record<string, MessageFormatElement[]> });
      let formatted = 0;
      for (const [id, message] of Object.entries(compiled)) {
        for (const values of typeof message === 'string' ? [{}] : valueSets(message)) {
          expect(fromAst.formatMessage({ id }, values), id).toBe(fromString.formatMessage({ id }, values));
          formatted += 1;
        }
      }
      expect(formatted).toBeGreaterThan(Object.keys(source).length);
    });
  }

  it('keep Persian plurals, selects and digits', () => {
    const fa = createIntl({ locale: 'fa-IR', messages: compileCatalog(catalog('fa')) as Record<string, MessageFormatElement[]> });
    const en = createIntl({ locale: 'en-US', messages: compileCatalog(catalog('en')) as Record<string, MessageFormatElement[]> });
    expect(en.formatMessage({ id: 'dashboard.topMedia.views' }, { count: 1 })).toBe('1 view');
    expect(en.formatMessage({ id: 'dashboard.topMedia.views' }, { count: 1234 })).toBe('1,234 views');
    expect(fa.formatMessage({ id: 'dashboard.topMedia.views' }, { count: 1234 })).toMatch(/۱٬۲۳۴/);
    expect(en.formatMessage({ id: 'account.avatar.hint' }, { count: 5 })).toContain('up to 5 MB');
    expect(fa.formatMessage({ id: 'account.avatar.hint' }, { count: 5 })).toContain('۵');
    expect(en.formatMessage({ id: 'views.roleCannotRead' }, { role: 'EDITOR' })).toBe('Editors cannot see this list');
    expect(fa.formatMessage({ id: 'views.roleCannotRead' }, { role: 'EDITOR' })).not.toBe(fa.formatMessage({ id: 'views.roleCannotRead' }, { role: 'NOBODY' }));
  });

  it('read a label as its text', () => {
    const [label] = Object.values(compileCatalog({ label: "Rock 'n' roll" }));
    expect(messageText(label)).toBe("Rock 'n' roll");
    expect(messageText('plain')).toBe('plain');
    expect(messageText(undefined)).toBe('');
  });
});
