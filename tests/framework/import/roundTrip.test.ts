import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import language from '../../../src/entities/language';
import { columnLabelId } from '../../../src/framework/entity/labels';
import { createValueFormatter } from '../../../src/framework/format/useValueFormatter';
import { rowInput } from '../../../src/framework/import/convert';
import { importFields } from '../../../src/framework/import/importFields';
import { autoMap } from '../../../src/framework/import/mapping';
import { parseCsv } from '../../../src/framework/import/parseCsv';
import { chunksOf } from '../../../src/framework/import/useImportRows';
import { buildCsv, csvLines } from '../../../src/framework/list/csv';
import { loadMessages } from '../../../src/i18n/loadMessages';

async function intlFor(locale: 'fa' | 'en') {
  const intl = createIntl({ locale: locale === 'fa' ? 'fa-IR' : 'en-US', messages: await loadMessages(locale) });
  const label = (id: string, fallback: string) => (id in intl.messages ? intl.formatMessage({ id }) : fallback);
  return { intl, label, format: createValueFormatter(intl) };
}

const rows = [
  { id: 'l1', title: 'Persian, "Farsi"', nativeTitle: 'فارسی\nایران', code: 'fa', countryCode: 'IR', isRTL: true, isActive: true, sortOrder: 3 },
  { id: 'l2', title: '=SUM(A1)', nativeTitle: 'English', code: 'en', countryCode: 'GB', isRTL: false, isActive: false, sortOrder: 12 },
];

describe('CSV import reads what the export writes', () => {
  it.each(['fa', 'en'] as const)('a %s export of languages maps itself and gives back every value', async (locale) => {
    const { label, format } = await intlFor(locale);
    const header = language.columns.map((column) => label(columnLabelId('Language', column), column.key));
    const text = buildCsv(header, csvLines(language.columns, rows, format));
    const csv = await parseCsv(new File([text], 'langs.csv', { type: 'text/csv' }));

    expect(csv.header).toEqual(header);
    const fields = importFields('Language', language.fields, label);
    const mapping = autoMap(csv.header, fields);
    expect(mapping).toEqual(['title', 'nativeTitle', 'code', 'countryCode', 'isRTL', 'isActive', 'sortOrder']);
    const byName = new Map(fields.map(({ field }) => [field.name, field]));
    expect(csv.rows.map((cells) => rowInput(cells, mapping, byName, format))).toEqual(rows.map(({ id: _id, ...values }) => values));
  });

  it('maps headers written in the other language, by field name, and leaves unknown columns out', async () => {
    const fa = await intlFor('fa');
    const en = await intlFor('en');
    const fields = importFields('Language', language.fields, fa.label);
    const englishLabels = Object.fromEntries(language.fields.map((field) => [field.name, en.label(`language.fields.${field.name}`, field.name)]));
    expect(autoMap([englishLabels.title, 'code', 'Notes', ' SORT_ORDER '], fields, englishLabels)).toEqual(['title', 'code', null, 'sortOrder']);
  });
});

describe('import requests', () => {
  it('split 10,000 rows into requests of at most 1,000 rows, and wide rows by size', () => {
    const narrow = Array.from({ length: 10_000 }, (_, line) => ({ line, input: { title: `Row ${line}` } }));
    expect(chunksOf(narrow).map((chunk) => chunk.length)).toEqual(Array(10).fill(1000));
    const wide = Array.from({ length: 100 }, (_, line) => ({ line, input: { description: 'ب'.repeat(20_000) } }));
    const chunks = chunksOf(wide);
    expect(chunks.length).toBeGreaterThan(7);
    expect(chunks.flat().map((row) => row.line)).toEqual(wide.map((row) => row.line));
  });
});
