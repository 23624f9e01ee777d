// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestServer, type TestClient } from './harness';

interface Problem { field: string[] | null; message: string; code: string }
interface Result { index: number; ok: boolean; id: string | null; unchanged: boolean; userErrors: Problem[] }
interface Payload { createdIds: string[]; results: Result[] }

let client: TestClient;
beforeAll(async () => {
  client = await startTestServer();
});
afterAll(() => client.stop());

const importRows = async (role: string, subject: string, rows: Record<string, unknown>[], dryRun: boolean) =>
  client.run<{ importRows: Payload }>('ImportRows', { subject, rows, dryRun }, await client.login(role));

const language = (code: string, extra: Record<string, unknown> = {}) => ({ title: `Imported ${code}`, nativeTitle: code, code, sortOrder: 5, ...extra });
const problems = (result: Result) => result.userErrors.map(({ field, code }) => ({ field, code }));

describe('importRows', () => {
  it('a dry run answers each row and saves nothing, also not a duplicate within the file', async () => {
    const before = client.db.all('Language').length;
    const rows = [language('qa'), language('qb', { title: null }), language('fa'), language('qa'), language('qc', { sortOrder: 'many' })];
    const result = await importRows('EDITOR', 'Language', rows, true);
    expect(result.errors).toBeUndefined();
    const { createdIds, results } = result.data!.importRows;
    expect(createdIds).toEqual([]);
    expect(results.map((row) => [row.index, row.ok, row.id])).toEqual([[0, true, null], [1, false, null], [2, false, null], [3, false, null], [4, false, null]]);
    expect(problems(results[1])).toEqual([{ field: ['input', 'title'], code: 'REQUIRED' }]);
    expect(problems(results[2])).toEqual([{ field: ['input', 'code'], code: 'TAKEN' }]);
    expect(problems(results[3])).toEqual([{ field: ['input', 'code'], code: 'TAKEN' }]);
    expect(problems(results[4])).toEqual([{ field: ['input', 'sortOrder'], code: 'INVALID' }]);
    expect(client.db.all('Language').length).toBe(before);
  });

  it('a row that repeats an existing one as it is changes nothing: unchanged, with its id, never created again', async () => {
    const stored = client.db.all('Language').find((row) => row.code === 'fa')!;
    const same = { title: stored.title, nativeTitle: stored.nativeTitle, code: stored.code, sortOrder: stored.sortOrder };
    const changed = { ...same, title: `${String(stored.title)} (changed)` };
    const before = client.db.all('Language').length;
    for (const dryRun of [true, false]) {
      const { createdIds, results } = (await importRows('ADMIN', 'Language', [same, changed], dryRun)).data!.importRows;
      expect(createdIds).toEqual([]);
      expect(results[0]).toMatchObject({ ok: true, unchanged: true, id: stored.id, userErrors: [] });
      // Another value under the same unique code is a clash, as before: an import creates, it does not update.
      expect(results[1]).toMatchObject({ ok: false, unchanged: false });
      expect(problems(results[1])).toEqual([{ field: ['input', 'code'], code: 'TAKEN' }]);
    }
    expect(client.db.all('Language').length).toBe(before);
  });

  it('an import creates the valid rows, with history, and answers why the others were not', async () => {
    const rows = [language('qd'), language('qe', { code: '' }), language('qf', { isRTL: true })];
    const result = await importRows('ADMIN', 'Language', rows, false);
    const { createdIds, results } = result.data!.importRows;
    expect(createdIds).toHaveLength(2);
    expect(results.map((row) => row.ok)).toEqual([true, false, true]);
    expect(results[1].userErrors[0]).toMatchObject({ field: ['input', 'code'], code: 'REQUIRED' });
    expect(createdIds.map((id) => client.db.get('Language', id)!.code)).toEqual(['qd', 'qf']);
    expect(client.db.get('Language', createdIds[1])!.isRTL).toBe(true);
    const history = await client.request<{ history: { action: string }[] }>(
      'query ($id: ID!) { history(subject: "Language", id: $id) { action } }', { id: createdIds[0] }, await client.login('ADMIN'));
    expect(history.data?.history.map((entry) => entry.action)).toEqual(['CREATE']);
  });

  it('resolves references by id, code, title, "title (code)" or a language’s name in Persian, and names what matches nothing', async () => {
    const [fa, en] = ['fa', 'en'].map((code) => client.db.all('Language').find((row) => row.code === code)!);
    const master = (email: string, languageIds: unknown) => ({ firstName: 'Imported', lastName: email, email, languageIds });
    const rows = [
      master('im1@example.com', [fa.id, 'en']),
      master('im2@example.com', [`${String(fa.title)} (fa)`, String(en.title)]),
      master('im3@example.com', ['Klingon']),
      // As the Persian admin names languages (and exports them): from the code, in Persian.
      master('im4@example.com', ['انگلیسی', 'فارسی']),
    ];
    const { results } = (await importRows('EDITOR', 'Master', rows, true)).data!.importRows;
    expect(results.map((row) => row.ok)).toEqual([true, true, false, true]);
    expect(results[2].userErrors[0]).toMatchObject({ field: ['input', 'languageIds'], code: 'NOT_FOUND', message: 'validation.notFound' });
  });

  it('is FORBIDDEN as a whole to a role that may not create the subject, and saves nothing', async () => {
    const before = client.db.all('Language').length;
    const result = await importRows('FINANCE', 'Language', [language('qg')], false);
    expect(codeOf(result)).toBe('FORBIDDEN');
    expect(client.db.all('Language').length).toBe(before);
  });

  it('refuses more rows than the cap at once', async () => {
    const rows = Array.from({ length: 5001 }, (_, index) => language(`c${index}`));
    const result = await importRows('ADMIN', 'Language', rows, true);
    // Counted per document, over every importRows field of it (cost-limits.test.ts).
    expect(codeOf(result)).toBe('TOO_MANY_ROWS');
  });
});
