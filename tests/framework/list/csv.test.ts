import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ColumnDef } from '../../../src/framework/entity/types';
import { buildCsv, CSV_BOM, csvField, csvLines } from '../../../src/framework/list/csv';
import { createValueFormatter } from '../../../src/framework/format/useValueFormatter';

const format = createValueFormatter(createIntl({ locale: 'en-US', messages: { 'list.value.yes': 'Yes', 'list.value.no': 'No' } }));

describe('CSV builder', () => {
  it('starts with a UTF-8 BOM and ends lines with CRLF, so Excel opens Persian text correctly', () => {
    const csv = buildCsv(['عنوان', 'code'], [['فارسی', 'fa']]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}عنوان,code\r\nفارسی,fa\r\n`);
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes separators, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses formulas but keeps negative numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-12.5')).toBe('-12.5');
  });

  it('defuses a formula hidden behind leading spaces, invisible marks or a full-width sign', () => {
    expect(csvField('  =1+1')).toBe("'  =1+1");
    expect(csvField('\u200F=HYPERLINK("x")')).toBe(`"'\u200F=HYPERLINK(""x"")"`);
    expect(csvField('\u200B\u202E@SUM(A1)')).toBe("'\u200B@SUM(A1)");
    expect(csvField('＝1+1')).toBe("'＝1+1");
    expect(csvField('＋cmd')).toBe("'＋cmd");
    expect(csvField(' -12')).toBe('" -12"');
    expect(csvField('a = b')).toBe('a = b');
  });

  it("uses each column's text() and otherwise the value as text", () => {
    type Row = { title: string; isActive: boolean; amount: number; user: { fullName: string }; tags: string[]; note: null };
    const columns: ColumnDef<Row>[] = [
      { key: 'title' },
      { key: 'isActive' },
      { key: 'amount', text: (row, f) => f.money(row.amount, 'USD') },
      { key: 'user' },
      { key: 'tags' },
      { key: 'note' },
    ];
    const rows: Row[] = [{ title: 'A', isActive: true, amount: 1250, user: { fullName: 'Sara' }, tags: ['x', 'y'], note: null }];
    expect(csvLines(columns, rows, format)).toEqual([['A', 'Yes', '$12.50', 'Sara', 'x, y', '']]);
  });
});
