// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { M, validateInput, type EntityType, type FieldProblem } from '../../src/validation';
import { richDoc, validSamples } from './samples';

/** Problems of a valid sample with some fields replaced. */
const check = <T extends EntityType>(type: T, patch: Record<string, unknown>) =>
  validateInput(type, { ...validSamples[type], ...patch });

const problem = (path: string, message: string, values?: Record<string, unknown>): FieldProblem =>
  values ? { path: path.split('.'), message, values } : { path: path.split('.'), message };

describe('the spec messages (original-spec.md §5)', () => {
  it('quiz: at least two filled options', async () => {
    const options = [{ text: 'Only one', isCorrect: true }, { text: '   ', isCorrect: false }];
    expect(await check('Quiz', { options })).toEqual([problem('options', M.quizMinOptions)]);
    expect(await check('Quiz', { options: [] })).toContainEqual(problem('options', M.quizMinOptions));
  });

  it('quiz: at least one option marked correct', async () => {
    const options = [{ text: 'A', isCorrect: false }, { text: 'B', isCorrect: false }];
    expect(await check('Quiz', { options })).toEqual([problem('options', 'validation.answerRequired')]);
  });

  it('quiz: exactly one correct option in SINGLE mode, several allowed in MULTIPLE', async () => {
    const options = [{ text: 'A', isCorrect: true }, { text: 'B', isCorrect: true }];
    expect(await check('Quiz', { options, markingMode: 'SINGLE' })).toEqual([problem('options', 'validation.quiz.singleCorrect')]);
    expect(await check('Quiz', { options, markingMode: 'MULTIPLE' })).toEqual([]);
  });

  it('quiz: a blank option marked correct is reported on its text', async () => {
    const options = [{ text: 'A', isCorrect: false }, { text: 'B', isCorrect: true }, { text: '', isCorrect: true }];
    expect(await check('Quiz', { options })).toEqual([problem('options.2.text', M.required)]);
  });

  it('short question: at least one answer written', async () => {
    expect(await check('ShortQuestion', { answers: ['', '  '] })).toEqual([problem('answers', 'validation.answerRequired')]);
    expect(await check('ShortQuestion', { answers: null })).toEqual([problem('answers', 'validation.answerRequired')]);
  });

  it('media module: a WATCH step needs a card; other kinds do not', async () => {
    expect(await check('MediaModule', { kind: 'WATCH', cardIds: [] })).toEqual([problem('cardIds', 'validation.cardRequired')]);
    expect(await check('MediaModule', { kind: 'WATCH', cardIds: null })).toEqual([problem('cardIds', 'validation.cardRequired')]);
    expect(await check('MediaModule', { kind: 'QUIZ', cardIds: [] })).toEqual([]);
  });

  it('season and episode: no serial means the form was not reached through the serial', async () => {
    for (const serialId of [undefined, null, '']) {
      expect(await check('Season', { serialId })).toEqual([problem('serialId', 'validation.useNavigation')]);
    }
    expect(await check('Media', { serialId: null })).toEqual([problem('serialId', 'validation.useNavigation')]);
    expect(await check('Media', { serialId: null, seasonId: null, episodeNumber: null })).toEqual([]);
  });

  const countryFields: [EntityType, string][] = [
    ['Language', 'countryCode'],
    ['Accent', 'countryCode'],
    ['Master', 'countryCode'],
    ['User', 'countryCode'],
  ];
  it.each(countryFields)('%s.%s takes ISO 3166 codes only', async (type, field) => {
    for (const bad of ['XX', 'ir', 'IRN', 'UK', 'EU']) {
      expect(await check(type, { [field]: bad })).toEqual([problem(field, 'validation.isoCountry')]);
    }
    expect(await check(type, { [field]: 'AX' })).toEqual([]);
    expect(await check(type, { [field]: null })).toEqual([]);
  });

  it('email and url fields', async () => {
    expect(await check('User', { email: 'not-an-address' })).toEqual([problem('email', 'validation.email')]);
    expect(await check('Master', { avatarUrl: 'javascript:alert(1)' })).toEqual([problem('avatarUrl', 'validation.url')]);
    expect(await check('Tube', { videoUrl: 'ftp://example.com/a.mp4' })).toEqual([problem('videoUrl', 'validation.url')]);
    expect(await check('Banner', { imageUrl: 'data:image/png;base64,AAAA' })).toEqual([problem('imageUrl', 'validation.url')]);
    expect(await check('Banner', { linkUrl: '' })).toEqual([]);
  });

  it('required fields, including blank text and cleared rich text', async () => {
    expect(await check('Accent', { title: '  ', languageId: null })).toEqual([
      problem('title', 'validation.required'),
      problem('languageId', 'validation.required'),
    ]);
    expect(await check('Quiz', { question: { type: 'doc', content: [{ type: 'paragraph' }] } })).toEqual([
      problem('question', 'validation.required'),
    ]);
    expect(await check('Media', { brand: '', durationSeconds: '' })).toEqual([
      problem('brand', M.required),
      problem('durationSeconds', M.required),
    ]);
  });
});

describe('other rules', () => {
  it('language code is ISO 639-1: two lower-case letters', async () => {
    for (const code of ['FA', 'fas', 'f']) {
      expect(await check('Language', { code })).toEqual([problem('code', 'validation.languageCode')]);
    }
  });

  it('ranges: the end comes after the start, reported on the end', async () => {
    expect(await check('Challenge', { endsAt: '2026-03-01T00:00:00.000Z' })).toEqual([problem('endsAt', M.endAfterStart)]);
    expect(await check('Banner', { endsAt: '2026-01-01T00:00:00.000Z' })).toEqual([problem('endsAt', M.endAfterStart)]);
    expect(await check('VideoText', { startMs: 5000, endMs: 4000 })).toEqual([problem('endMs', M.endAfterStart)]);
    expect(await check('ProfessorExplanation', { startMs: 5000, endMs: 5000 })).toEqual([problem('endMs', M.endAfterStart)]);
    expect(await check('Media', { clips: [{ title: 'x', startMs: 10, endMs: 5 }] })).toEqual([problem('clips.0.endMs', M.endAfterStart)]);
    expect(await check('Challenge', { startsAt: 'yesterday' })).toEqual([problem('startsAt', M.date)]);
  });

  it('numbers: integers, non-negative, percent, quantity at least one', async () => {
    expect(await check('Media', { durationSeconds: -1 })).toEqual([problem('durationSeconds', M.min, { min: 0 })]);
    expect(await check('Plan', { price: 9.5 })).toEqual([problem('price', M.moneyFraction)]);
    expect(await check('Plan', { durationDays: 12.5 })).toEqual([problem('durationDays', M.integer)]);
    expect(await check('Plan', { durationDays: -5 })).toEqual([problem('durationDays', M.min, { min: 1 })]);
    expect(await check('Plan', { discountPercent: 150 })).toEqual([problem('discountPercent', M.percent)]);
    expect(await check('Plan', { discountPercent: 12.5 })).toEqual([problem('discountPercent', M.integer)]);
    expect(await check('Plan', { discountPercent: 101 })).toEqual([problem('discountPercent', M.percent)]);
    expect(await check('Plan', { discountPercent: -5 })).toEqual([problem('discountPercent', M.percent)]);
    const items = [{ description: 'x', quantity: 0, unitPrice: 100 }];
    expect(await check('Invoice', { items })).toEqual([problem('items.0.quantity', M.min, { min: 1 })]);
    expect(await check('Invoice', { items: [] })).toEqual([problem('items', M.minItems, { min: 1 })]);
    expect(await check('Plan', { price: 'abc' })).toEqual([problem('price', M.number)]);
    // Text a number field could not read stays text: never cast, so "1e5" is not 100000.
    for (const text of ['12abc', '1e5', '0x10', ' 12 ']) {
      expect(await check('Plan', { durationDays: text })).toEqual([problem('durationDays', M.number)]);
      expect(await check('Plan', { discountPercent: text })).toEqual([problem('discountPercent', M.number)]);
    }
    expect(await check('Plan', { discountPercent: '' })).toEqual([]);
    expect(await check('Plan', { durationDays: '' })).toEqual([problem('durationDays', M.required)]);
  });

  it('lengths and lists', async () => {
    expect(await check('Media', { title: 'x'.repeat(201) })).toEqual([problem('title', M.maxLength, { max: 200 })]);
    expect(await check('Master', { languageIds: ['a', 'a'] })).toEqual([problem('languageIds', M.duplicate)]);
    expect(await check('Tube', { tags: ['ok', ''] })).toEqual([problem('tags.1', M.required)]);
  });

  it('enums take only the contract values', async () => {
    expect(await check('User', { role: 'ROOT' })).toEqual([problem('role', M.oneOf)]);
  });

  it('rich text: a well-formed document with http, https or data images only', async () => {
    const image = (src: string) => ({ type: 'doc', content: [{ type: 'image', attrs: { src } }] });
    expect(await check('Master', { bio: image('https://cdn.example.com/a.png') })).toEqual([]);
    expect(await check('Master', { bio: image('data:image/png;base64,AAAA') })).toEqual([]);
    expect(await check('Master', { bio: image('javascript:alert(1)') })).toEqual([problem('bio', M.imageSource)]);
    expect(await check('Master', { bio: '<p>html</p>' })).toEqual([problem('bio', M.checkInput)]);
    expect(await check('Quiz', { question: richDoc('') })).toEqual([problem('question', M.required)]);
  });

  it('user mobile in international form', async () => {
    expect(await check('User', { mobile: '09121234567' })).toEqual([problem('mobile', M.mobile)]);
    expect(await check('User', { mobile: '' })).toEqual([]);
  });

  it('notification recipients follow the audience; a scheduled one needs a time', async () => {
    expect(await check('Notification', { audience: 'PLAN', planId: null })).toEqual([problem('planId', M.required)]);
    expect(await check('Notification', { audience: 'USERS', userIds: [] })).toEqual([problem('userIds', M.minItems, { min: 1 })]);
    expect(await check('Notification', { audience: 'ALL', userIds: null })).toEqual([]);
    expect(await check('Notification', { status: 'SCHEDULED', scheduledAt: null })).toEqual([problem('scheduledAt', M.required)]);
  });

  it('invoice: due on or after the issue date', async () => {
    const issuedAt = validSamples.Invoice.issuedAt;
    expect(await check('Invoice', { dueAt: issuedAt })).toEqual([]);
    expect(await check('Invoice', { dueAt: '2026-01-01T00:00:00.000Z' })).toEqual([problem('dueAt', M.endAfterStart)]);
  });
});

describe('invisible characters in names (the forms use the rule the server uses)', () => {
  it('refuses a zero-width space or hidden tags inside a title, keeps a Persian zero-width non-joiner', async () => {
    expect(await check('Language', { title: 'Fa\u200Brsi' })).toEqual([problem('title', M.hiddenCharacters)]);
    expect(await check('Language', { title: `Farsi${String.fromCodePoint(0xe0068, 0xe0069)}` })).toEqual([problem('title', M.hiddenCharacters)]);
    expect(await check('Language', { title: 'فارسی‌ها' })).toEqual([]);
  });
});
