import { describe, expect, it } from 'vitest';
import { columnWidths, headerWidth, TITLE_CHARS, type ColumnMeasure } from '../../../src/framework/list/columnWidths';

/** 8 px a character, whatever the font: widths become easy to reason about. */
const measure = (text: string) => text.length * 8;
const column = (overrides: Partial<ColumnMeasure>): ColumnMeasure => ({ header: 'H', kind: 'text', texts: [], sortable: false, ...overrides });

describe('column widths', () => {
  it('never lets money, dates, codes or statuses be narrower than their widest value', () => {
    const amount = 'IRR 20,720,000';
    for (const kind of ['money', 'date', 'code', 'enum'] as const) {
      const [size] = columnWidths([column({ kind, texts: ['IRR 7', amount] })], measure);
      expect(size.min, kind).toBeGreaterThanOrEqual(measure(amount));
      expect(size.natural, kind).toBe(size.min);
    }
  });

  it('lets long text be narrowed and cut, down to a readable part', () => {
    const text = 'A very long question text that no column should be asked to show whole '.repeat(3);
    const [size] = columnWidths([column({ texts: [text] })], measure);
    expect(size.natural).toBeGreaterThanOrEqual(measure(text));
    expect(size.min).toBeLessThan(size.natural);
    expect(size.min).toBeGreaterThanOrEqual(96);
  });

  it('never makes a column narrower than its header, so headers are not cut', () => {
    const header = 'Participants count';
    for (const kind of ['text', 'code', 'boolean'] as const) {
      const [size] = columnWidths([column({ header, kind, texts: ['7'], sortable: true, width: 60 })], measure);
      expect(size.min, kind).toBeGreaterThanOrEqual(headerWidth(header, true, measure));
      expect(headerWidth(header, true, measure)).toBeGreaterThan(measure(header));
    }
  });

  it('sizes the row header for titles of up to 48 characters, and lets even a code there be cut', () => {
    const long = 'x'.repeat(80);
    const [title] = columnWidths([column({ texts: [long], isRowHeader: true })], measure);
    expect(title.natural).toBeLessThan(measure(long));
    expect(title.natural).toBeGreaterThanOrEqual(measure('x'.repeat(TITLE_CHARS)));
    const [code] = columnWidths([column({ kind: 'code', texts: ['pi_3MtwBwLkdIwHu7ix28a3tqPa'], isRowHeader: true })], measure);
    expect(code.min).toBeLessThan(code.natural);
  });
});
