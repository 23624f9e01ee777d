import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { IntlMessageFormat } from 'intl-messageformat';
import { openApp, screenshot, text } from '../support';
import { db, dbUntil, rowNamed, search, unique } from '../support/entities';

type Lang = 'fa' | 'en';

/** A catalog message with plural arguments too, as the app formats it. */
const formatted = (lang: Lang, id: string, values: Record<string, number | string>) =>
  String(new IntlMessageFormat(text(lang, id), lang === 'fa' ? 'fa-IR' : 'en-US').format(values));

const csvLine = (cells: string[]) => cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');

/**
 * Five teachers of the journey's own, headed by the form's labels in the screen's language, with a
 * column the import has no field for: rows 2 and 4 are bad (no last name; an e-mail another
 * teacher has). Languages are named by code and as "Persian (fa)".
 */
function teachersCsv(lang: Lang, tag: string, takenEmail: string): string {
  const header = ['firstName', 'lastName', 'email', 'languageIds'].map((name) => text(lang, `master.fields.${name}`));
  const rows = [
    ['Import', `${tag} Adams`, `${tag}-1@example.com`, 'fa, en'],
    ['Import', '', `${tag}-2@example.com`, 'en'],
    ['وارد', `${tag} رضایی`, `${tag}-3@example.com`, 'Persian (fa)'],
    ['Import', `${tag} Clash`, takenEmail, ''],
    ['Import', `${tag} "Quoted, comma"`, `${tag}-5@example.com`, ''],
  ];
  return '\uFEFF' + [[...header, 'Notes'], ...rows.map((row) => [...row, 'ignored'])].map(csvLine).join('\r\n') + '\r\n';
}

async function importTeachers(t: Parameters<typeof openApp>[0], lang: Lang, theme: 'light' | 'dark') {
  const { page } = await openApp(t, { role: 'EDITOR', language: lang, theme, path: '/masters/manage' });
  const tag = `csv${unique()}`;
  const taken = String(db().all('Master').find((row) => typeof row.email === 'string')!.email);
  await page.getByRole('button', { name: text(lang, 'import.open'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'teachers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(teachersCsv(lang, tag, taken), 'utf8'),
  });

  // Mapping: every column but "Notes" found its field by its header.
  const check = dialog.getByRole('button', { name: formatted(lang, 'import.check', { count: 5 }), exact: true });
  await check.waitFor();
  const notes = dialog.getByRole('button', { name: new RegExp(formatted(lang, 'import.map.column', { column: 'Notes' })) });
  await notes.filter({ hasText: text(lang, 'import.map.ignore') }).waitFor();
  await screenshot(page, `csv-import-map-${lang}-${theme}`);
  await check.click();

  // The dry run names both bad rows and their fields, and saved nothing.
  const report = dialog.getByRole('status');
  await report.getByText(formatted(lang, 'import.report.check', { passed: 3, refused: 2 })).waitFor();
  const refused = report.getByRole('list', { name: text(lang, 'import.report.refusedRows') });
  const rowText = (row: number, field: string, reason: string) =>
    `${formatted(lang, 'import.report.row', { row })} ${text(lang, `master.fields.${field}`)}: ${text(lang, reason)}`;
  assert.equal(
    (await refused.locator(':scope > li').allInnerTexts()).map((line) => line.replace(/\s+/g, ' ').trim()).join('\n'),
    [rowText(2, 'lastName', 'validation.required'), rowText(4, 'email', 'validation.taken')].join('\n'),
  );
  assert.equal(db().all('Master').filter((row) => String(row.email).startsWith(tag)).length, 0, 'a dry run saves nothing');
  await screenshot(page, `csv-import-check-${lang}-${theme}`);

  await dialog.getByRole('button', { name: formatted(lang, 'import.run', { count: 3, skipped: 2 }), exact: true }).click();
  await report.getByText(formatted(lang, 'import.report.import', { passed: 3, refused: 2 })).waitFor();
  await dbUntil('Master', (rows) => rows.filter((row) => String(row.email).startsWith(tag)).length === 3, 'the three valid teachers are saved');
  const saved = db().all('Master').filter((row) => String(row.email).startsWith(tag));
  const languagesOf = (email: string) =>
    ((saved.find((row) => row.email === email)!.languages as { code: string }[]) ?? []).map((language) => language.code).sort();
  assert.deepEqual(languagesOf(`${tag}-1@example.com`), ['en', 'fa']);
  assert.deepEqual(languagesOf(`${tag}-3@example.com`), ['fa']);
  assert.equal(saved.find((row) => row.email === `${tag}-5@example.com`)!.lastName, `${tag} "Quoted, comma"`);

  await dialog.getByRole('button', { name: text(lang, 'import.close'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await search(page, lang, tag);
  for (const name of [`Import ${tag} Adams`, `وارد ${tag} رضایی`, `Import ${tag} "Quoted, comma"`]) await rowNamed(page, name).waitFor();
}

describe('CSV import', { concurrency: 2 }, () => {
  test('EDITOR imports five teachers, two refused in the dry run, three saved (fa, dark)', (t) => importTeachers(t, 'fa', 'dark'));
  test('EDITOR imports five teachers, two refused in the dry run, three saved (en, light)', (t) => importTeachers(t, 'en', 'light'));
});
