import { describe, expect, it } from 'vitest';
import { cellEdges, clampRange, extendRange, isBlock, rangeRect, rangeSize, rangeText, rowRange, type CellRange } from '../../../../src/framework/list/table/cellRange';
import { blockText, parsePasted } from '../../../../src/framework/list/inline/pasteBlock';

const bounds = { rowCount: 10, firstCol: 1, lastCol: 5, perPage: 4, rtl: false };
const key = (name: string, extra: Partial<{ ctrlKey: boolean; shiftKey: boolean }> = {}) => ({ key: name, shiftKey: true, ctrlKey: false, metaKey: false, altKey: false, ...extra });

describe('a range of cells', () => {
  it('Shift+arrows extend it from the anchor; the anchor stays while the other corner moves', () => {
    const one = extendRange(null, { row: 2, col: 3 }, key('ArrowDown'), bounds)!;
    expect(one).toEqual({ anchor: { row: 2, col: 3 }, end: { row: 3, col: 3 } });
    const two = extendRange(one, one.end, key('ArrowRight'), bounds)!;
    expect(two).toEqual({ anchor: { row: 2, col: 3 }, end: { row: 3, col: 4 } });
    // Back over the anchor: the rectangle turns, the anchor is still its corner.
    const back = [key('ArrowUp'), key('ArrowUp'), key('ArrowLeft'), key('ArrowLeft')].reduce((range, event) => extendRange(range, range.end, event, bounds)!, two);
    expect(back).toEqual({ anchor: { row: 2, col: 3 }, end: { row: 1, col: 2 } });
    expect(rangeRect(back)).toEqual({ top: 1, bottom: 2, first: 2, last: 3 });
    expect(rangeSize(back)).toEqual({ rows: 2, cols: 2 });
  });

  it('goes in the visual direction right to left: Shift+ArrowLeft extends to the cell on the left, the next column', () => {
    const rtl = { ...bounds, rtl: true };
    expect(extendRange(null, { row: 0, col: 2 }, key('ArrowLeft'), rtl)?.end).toEqual({ row: 0, col: 3 });
    expect(extendRange(null, { row: 0, col: 2 }, key('ArrowRight'), rtl)?.end).toEqual({ row: 0, col: 1 });
  });

  it('Shift+Home/End reach the row’s data columns, with Ctrl the first/last row; Shift+Page Up/Down a page; all clamped', () => {
    const at = { row: 5, col: 3 };
    expect(extendRange(null, at, key('Home'), bounds)?.end).toEqual({ row: 5, col: 1 });
    expect(extendRange(null, at, key('End'), bounds)?.end).toEqual({ row: 5, col: 5 });
    expect(extendRange(null, at, key('End', { ctrlKey: true }), bounds)?.end).toEqual({ row: 9, col: 3 });
    expect(extendRange(null, at, key('Home', { ctrlKey: true }), bounds)?.end).toEqual({ row: 0, col: 3 });
    expect(extendRange(null, at, key('PageDown'), bounds)?.end).toEqual({ row: 9, col: 3 });
    expect(extendRange(null, at, key('PageUp'), bounds)?.end).toEqual({ row: 1, col: 3 });
    expect(extendRange(null, { row: 9, col: 5 }, key('ArrowDown'), bounds)?.end).toEqual({ row: 9, col: 5 });
    // From the checkbox column, the range starts on the first data column.
    expect(extendRange(null, { row: 0, col: 0 }, key('ArrowDown'), bounds)).toEqual({ anchor: { row: 0, col: 1 }, end: { row: 1, col: 1 } });
  });

  it('a key without Shift, on the header, or one that does not move extends nothing; focus elsewhere starts anew', () => {
    expect(extendRange(null, { row: 2, col: 2 }, key('ArrowDown', { shiftKey: false }), bounds)).toBeNull();
    expect(extendRange(null, { row: -1, col: 2 }, key('ArrowDown'), bounds)).toBeNull();
    expect(extendRange(null, { row: 2, col: 2 }, key('Tab'), bounds)).toBeNull();
    expect(extendRange(null, { row: 2, col: 2 }, key('ArrowDown', { ctrlKey: true }), bounds)).toBeNull();
    const old: CellRange = { anchor: { row: 0, col: 1 }, end: { row: 3, col: 1 } };
    expect(extendRange(old, { row: 6, col: 2 }, key('ArrowDown'), bounds)).toEqual({ anchor: { row: 6, col: 2 }, end: { row: 7, col: 2 } });
  });

  it('is kept within fewer rows or columns, and gone when nothing is left', () => {
    const range: CellRange = { anchor: { row: 2, col: 2 }, end: { row: 8, col: 5 } };
    expect(clampRange(range, { rowCount: 10, firstCol: 1, lastCol: 5 })).toBe(range);
    expect(clampRange(range, { rowCount: 4, firstCol: 1, lastCol: 3 })).toEqual({ anchor: { row: 2, col: 2 }, end: { row: 3, col: 3 } });
    expect(clampRange(range, { rowCount: 0, firstCol: 1, lastCol: 3 })).toBeNull();
  });

  it('shows on each row its columns and edges; one cell is no block', () => {
    const range: CellRange = { anchor: { row: 4, col: 3 }, end: { row: 2, col: 2 } };
    expect(isBlock(range)).toBe(true);
    expect(isBlock({ anchor: { row: 1, col: 1 }, end: { row: 1, col: 1 } })).toBe(false);
    expect(rowRange(range, 1)).toBeNull();
    expect(rowRange(range, 2)).toEqual({ first: 2, last: 3, top: true, bottom: false });
    expect(rowRange(range, 3)).toEqual({ first: 2, last: 3, top: false, bottom: false });
    expect(cellEdges(rowRange(range, 2)!, 2)).toBe('top start');
    expect(cellEdges(rowRange(range, 4)!, 3)).toBe('bottom end');
    expect(cellEdges(rowRange(range, 3)!, 2)).toBe('start');
    expect(rowRange({ anchor: { row: 1, col: 1 }, end: { row: 1, col: 1 } }, 1)).toBeNull();
  });
});

describe("a range's text on the clipboard", () => {
  const blocks: string[][][] = [
    [['Published', '120,000 IRR'], ['Draft', '']],
    [['two\nlines', 'a\ttab'], ['say "hi"', ' padded ']],
    [['۱۲۰٬۰۰۰ ریال', 'منتشر شده'], ['', '']],
  ];
  it.each(blocks)('is what a spreadsheet writes, and pastes back as the same block (%#)', (...block) => {
    const cells = block as unknown as string[][];
    expect(rangeText(cells)).toBe(blockText(cells));
    expect(parsePasted(rangeText(cells))).toEqual(cells);
  });
});
