// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasHiddenCharacters } from '../../src/validation/hiddenText';
import { startTestServer, type TestClient } from './harness';
import { sampleInput } from './fixtures';

/** Names, titles and e-mails that would show other than they read are refused by the server. */
let client: TestClient;
let token: string;
beforeAll(async () => {
  client = await startTestServer();
  token = await client.login('ADMIN');
});
afterAll(() => client.stop());

type UserError = { field: string[] | null; message: string };
type Payload = Record<string, { userErrors: UserError[] }>;

const RLO = '\u202E';
const DECEIVING = {
  override: `${RLO}gpj.exe`,
  embedding: 'a\u202Bb\u202Cc',
  isolate: '\u2066Title\u2069',
  nul: 'Tit\u0000le',
  'zero-width space at the end': 'Title\u200B',
  'byte order mark at the start': '\uFEFFTitle',
  'zero-width non-joiner at the end': 'کتاب\u200C',
  'zero-width space inside': 'Ti\u200Btle',
  'word joiner inside': 'Ti\u2060tle',
  'byte order mark inside': 'Ti\uFEFFtle',
  'two zero-width non-joiners': 'کتاب\u200C\u200Cها',
  'zero-width non-joiner beside a space': 'کتاب \u200Cها',
  'zero-width joiner after a space': 'Title \u200Dx',
  'tag characters (hidden ASCII)': `Title${String.fromCodePoint(0xe0068, 0xe0069)}`,
  'a cancel tag alone': `Title${String.fromCodePoint(0xe007f)}`,
};
// Legitimate text with zero-width or tag characters: Persian spelling, emoji sequences, a subdivision flag.
const LEGITIMATE = {
  'Persian with zero-width non-joiners': 'می‌خواهم کتاب‌ها را',
  'an emoji family (zero-width joiners)': 'Family \u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
  'the flag of Scotland (tags)': `Scotland \u{1F3F4}${String.fromCodePoint(0xe0067, 0xe0062, 0xe0073, 0xe0063, 0xe0074, 0xe007f)}`,
};

describe('hidden characters', () => {
  it('are found by the shared rule, which leaves Persian spelling and direction marks alone', () => {
    for (const [kind, text] of Object.entries(DECEIVING)) expect(hasHiddenCharacters(text), kind).toBe(true);
    for (const text of ['می‌خواهم', 'نیم‌فاصله در میان', 'Persian (فارسی)\u200F', 'tab\tand\nline', 'plain', ...Object.values(LEGITIMATE)]) {
      expect(hasHiddenCharacters(text), text).toBe(false);
    }
  });

  it.each(Object.entries(DECEIVING))('refuse a title with %s, on create and update', async (_, title) => {
    const before = client.db.all('Accent').length;
    const created = await client.run<Payload>('AccentCreate', { input: { ...sampleInput(client.db, 'Accent'), title } }, token);
    expect(created.data!.accentCreate.userErrors).toContainEqual(expect.objectContaining({ field: ['input', 'title'], message: 'validation.hiddenCharacters' }));
    expect(client.db.all('Accent').length).toBe(before);
    const accent = client.db.all('Accent')[0];
    const updated = await client.run<Payload>('AccentUpdate', { id: accent.id, input: { title } }, token);
    expect(updated.data!.accentUpdate.userErrors).toContainEqual(expect.objectContaining({ field: ['input', 'title'], message: 'validation.hiddenCharacters' }));
    expect(client.db.get('Accent', accent.id)!.title).not.toBe(title);
  });

  it('refuse a user name and e-mail, and the viewer’s own name', async () => {
    const input = { ...sampleInput(client.db, 'User'), fullName: `Sara${RLO}`, email: `${RLO}moc.elpmaxe@aras` };
    const created = await client.run<Payload>('UserCreate', { input }, token);
    const errors = created.data!.userCreate.userErrors;
    expect(errors).toContainEqual(expect.objectContaining({ field: ['input', 'fullName'], message: 'validation.hiddenCharacters' }));
    expect(errors).toContainEqual(expect.objectContaining({ field: ['input', 'email'] }));
    const zeroWidthEmail = await client.run<Payload>('UserCreate', { input: { ...sampleInput(client.db, 'User'), email: 'sara@example.com\u200B' } }, token);
    expect(zeroWidthEmail.data!.userCreate.userErrors).toContainEqual(expect.objectContaining({ field: ['input', 'email'] }));
    const own = await client.run<{ viewerUpdate: { userErrors: UserError[] } }>('ViewerUpdate', { input: { fullName: `Admin${RLO}` } }, token);
    expect(own.data!.viewerUpdate.userErrors).toContainEqual(expect.objectContaining({ message: 'validation.hiddenCharacters' }));
  });

  it('refuse an imported row and a bulk-set title, row by row', async () => {
    const imported = await client.run<{ importRows: { results: { ok: boolean; userErrors: UserError[] }[] } }>(
      'ImportRows',
      { subject: 'Accent', rows: [{ ...sampleInput(client.db, 'Accent'), title: DECEIVING.override }, { ...sampleInput(client.db, 'Accent'), title: 'Fine' }], dryRun: true },
      token,
    );
    expect(imported.data!.importRows.results.map((result) => result.ok)).toEqual([false, true]);
    expect(imported.data!.importRows.results[0].userErrors[0].message).toBe('validation.hiddenCharacters');
    const accent = client.db.all('Accent')[0];
    const bulk = await client.request<{ bulkUpdate: { updatedIds: string[]; results: { userErrors: UserError[] }[] } }>(
      'mutation($ids: [ID!]!, $input: JSON!) { bulkUpdate(subject: "Accent", ids: $ids, input: $input) { updatedIds results { userErrors { field message } } } }',
      { ids: [accent.id], input: { title: DECEIVING.isolate } },
      token,
    );
    expect(bulk.data!.bulkUpdate.updatedIds).toEqual([]);
    expect(bulk.data!.bulkUpdate.results[0].userErrors[0].message).toBe('validation.hiddenCharacters');
  });

  it('still accept a Persian title with its zero-width non-joiner, and isolates in prose', async () => {
    const created = await client.run<Payload>('AccentCreate', { input: { ...sampleInput(client.db, 'Accent'), title: 'لهجه‌ی تهرانی' } }, token);
    expect(created.data!.accentCreate.userErrors).toEqual([]);
    for (const title of Object.values(LEGITIMATE)) {
      const accepted = await client.run<Payload>('AccentCreate', { input: { ...sampleInput(client.db, 'Accent'), title } }, token);
      expect(accepted.data!.accentCreate.userErrors, title).toEqual([]);
    }
    const comment = client.db.all('Comment')[0];
    const body = 'نشانی \u2066https://example.com\u2069 را ببینید';
    const updated = await client.run<Payload>('CommentUpdate', { id: comment.id, input: { body } }, token);
    expect(updated.data!.commentUpdate.userErrors).toEqual([]);
  });
});
