// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntitySubject } from '../../src/ability/subjects';
import { startTestServer, type TestClient } from './harness';
import { sampleInput, tableFingerprint } from './fixtures';

type Payload = { userErrors: { field: string[] | null; message: string; code: string }[] } & Record<string, unknown>;

let client: TestClient;
let token: string;
beforeAll(async () => {
  client = await startTestServer();
  token = await client.login('ADMIN');
});
afterAll(() => client.stop());

const lc = (type: string) => type[0].toLowerCase() + type.slice(1);

/** Creates `type` from a valid sample with `change` applied; expects `message` on `field` and no new row. */
async function expectRefused(type: EntitySubject, change: (input: Record<string, unknown>) => void, field: string, message: string) {
  const input = sampleInput(client.db, type);
  change(input);
  const before = tableFingerprint(client.db, type);
  const response = await client.run<Record<string, Payload>>(`${type}Create`, { input }, token);
  expect(response.errors).toBeUndefined();
  const payload = response.data![`${lc(type)}Create`];
  expect(payload[lc(type)]).toBeNull();
  expect(payload.userErrors).toContainEqual(expect.objectContaining({ field: ['input', ...field.split('.')], message }));
  expect(tableFingerprint(client.db, type)).toBe(before);
}

describe('server-side validation answers userErrors with message ids on field paths', () => {
  it('Fill at least two quiz options', () =>
    expectRefused('Quiz', (i) => void (i.options = [{ text: 'only one', isCorrect: true }, { text: '', isCorrect: false }]), 'options', 'validation.quiz.minOptions'));
  it('At least one answer must be written (quiz)', () =>
    expectRefused('Quiz', (i) => void (i.options = [{ text: 'a', isCorrect: false }, { text: 'b', isCorrect: false }]), 'options', 'validation.answerRequired'));
  it('exactly one correct option in single mode', () =>
    expectRefused('Quiz', (i) => void Object.assign(i, { markingMode: 'SINGLE', options: [{ text: 'a', isCorrect: true }, { text: 'b', isCorrect: true }] }), 'options', 'validation.quiz.singleCorrect'));
  it('At least one answer must be written (short question)', () =>
    expectRefused('ShortQuestion', (i) => void (i.answers = []), 'answers', 'validation.answerRequired'));
  it('There is no selected card', () =>
    expectRefused('MediaModule', (i) => void Object.assign(i, { kind: 'WATCH', cardIds: [] }), 'cardIds', 'validation.cardRequired'));
  it('Please use navigation to saving (an episode without its serial)', () =>
    expectRefused('Media', (i) => void Object.assign(i, { serialId: null, seasonId: client.db.all('Season')[0].id, episodeNumber: 1 }), 'serialId', 'validation.useNavigation'));
  it('Use ISO 3166 country codes', () => expectRefused('Language', (i) => void (i.countryCode = 'XX'), 'countryCode', 'validation.isoCountry'));
  it('ISO 639-1 language codes', () => expectRefused('Language', (i) => void (i.code = 'english'), 'code', 'validation.languageCode'));
  it('e-mail addresses', () => expectRefused('Master', (i) => void (i.email = 'not-an-address'), 'email', 'validation.email'));
  it('URLs', () => expectRefused('Master', (i) => void (i.avatarUrl = 'ftp://example.com/a.png'), 'avatarUrl', 'validation.url'));
  it('required text', () => expectRefused('Accent', (i) => void (i.title = ''), 'title', 'validation.required'));
  it('end after start', () =>
    expectRefused('Challenge', (i) => void Object.assign(i, { startsAt: '2026-05-02T00:00:00.000Z', endsAt: '2026-05-01T00:00:00.000Z' }), 'endsAt', 'validation.endAfterStart'));
  it('unique values', () => expectRefused('User', (i) => void (i.email = client.db.all('User')[0].email), 'email', 'validation.taken'));
  it('a product SKU another product has, whatever its case, named in the message', async () => {
    const taken = String(client.db.all('Product')[0].sku);
    await expectRefused('Product', (i) => void (i.sku = taken.toLowerCase()), 'sku', 'product.errors.skuTaken');
    const other = client.db.all('Product')[1];
    const response = await client.run<{ productUpdate: Payload }>('ProductUpdate', { id: other.id, input: { sku: taken } }, token);
    expect(response.data!.productUpdate.userErrors).toEqual([{ field: ['input', 'sku'], message: 'product.errors.skuTaken', code: 'TAKEN', values: { value: taken } }]);
  });

  it('validates an update as the stored row plus the change', async () => {
    const quiz = client.db.all('Quiz')[0];
    const before = tableFingerprint(client.db, 'Quiz');
    const response = await client.run<{ quizUpdate: Payload }>('QuizUpdate', { id: quiz.id, input: { options: [{ text: 'x', isCorrect: true }] } }, token);
    expect(response.data!.quizUpdate.userErrors.map((e) => e.message)).toContain('validation.quiz.minOptions');
    expect(tableFingerprint(client.db, 'Quiz')).toBe(before);
  });
});

describe('omitted and null inputs', () => {
  it('stores omitted optional fields as empty, never as invented values', async () => {
    const input = sampleInput(client.db, 'Quiz');
    delete input.level;
    delete input.explanation;
    const response = await client.run<{ quizCreate: { quiz: { id: string } } }>('QuizCreate', { input }, token);
    const row = client.db.get('Quiz', response.data!.quizCreate.quiz.id)!;
    expect(row.level).toBeNull();
    expect(row.explanation).toBeNull();
    const language = sampleInput(client.db, 'Language');
    delete language.sortOrder;
    const created = await client.run<{ languageCreate: { language: { id: string } } }>('LanguageCreate', { input: language }, token);
    expect(client.db.get('Language', created.data!.languageCreate.language.id)!.sortOrder).toBe(0);
  });

  it('answers REQUIRED for null on a field the entity never leaves empty', async () => {
    const language = client.db.all('Language')[0];
    const response = await client.run<{ languageUpdate: Payload }>('LanguageUpdate', { id: language.id, input: { sortOrder: null } }, token);
    expect(response.errors).toBeUndefined();
    expect(response.data!.languageUpdate.userErrors).toContainEqual(expect.objectContaining({ field: ['input', 'sortOrder'], code: 'REQUIRED' }));
  });
});
