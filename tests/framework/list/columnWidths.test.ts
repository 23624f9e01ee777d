import { describe, expect, it } from 'vitest';
import { columnWidths, type ColumnMeasure } from '../../../src/framework/list/columnWidths';

/** 8 px a character, whatever the font: widths become easy to reason about. */
const measure = (text: string) => text.length * 8;
const column = (overrides: Partial<ColumnMeasure>): ColumnMeasure => ({ header: 'H', kind: 'text', texts: [], sortable: false, ...overrides });

describe('column widths', () => {
  it('never lets money, dates, codes or statuses be narrower than their widest value', () => {
    const amount = 'IRR 20,720,000';
    for (const kind of ['money', 'date', 'code', 'enum'] as const) {
      const [width] = columnWidths([column({ kind, texts: ['IRR 7', amount] })], measure);
      expect(width.minWidth, kind).toBeGreaterThanOrEqual(measure(amount));
      expect(width.defaultWidth, kind).toBeGreaterThanOrEqual(width.minWidth);
    }
  });

  it('lets long text share the room left, keep a readable part, and be cut beyond it', () => {
    const title = 'A very long question text that no column should be asked to show whole '.repeat(3);
    const [width] = columnWidths([column({ texts: [title] })], measure);
    expect(width.defaultWidth).toMatch(/^\d+fr$/);
    expect(width.minWidth).toBeLessThan(measure(title));
    expect(width.minWidth).toBeGreaterThanOrEqual(96);
  });

  it("starts a declared width no narrower than the column's header", () => {
    const [width] = columnWidths([column({ header: 'Participants count', width: 60, sortable: true })], measure);
    expect(width.defaultWidth).toBeGreaterThan(measure('Participants count'));
  });
});
