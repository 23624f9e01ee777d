import { describe, expect, it } from 'vitest';
import { blockTargets, blockText, parsePasted } from '../../../../src/framework/list/inline/pasteBlock';

describe('a block pasted from a spreadsheet', () => {
  it('reads Excel’s text: tabs between cells, CRLF after every row', () => {
    expect(parsePasted('Pilot\tPUBLISHED\t۱۲\r\nFinale\tDRAFT\t۳\r\n')).toEqual([
      ['Pilot', 'PUBLISHED', '۱۲'],
      ['Finale', 'DRAFT', '۳'],
    ]);
  });

  it('reads rows ended by LF, and the last row without a line break (Google Sheets)', () => {
    expect(parsePasted('a\tb\nc\td')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(parsePasted('one')).toEqual([['one']]);
  });

  it('keeps quoted cells whole: tabs, line breaks (LF or CRLF) and doubled quotes inside', () => {
    const text = '"a\tb"\t"line 1\nline 2"\r\n"he said ""hi"""\t"x\r\ny"\r\n';
    expect(parsePasted(text)).toEqual([
      ['a\tb', 'line 1\nline 2'],
      ['he said "hi"', 'x\ny'],
    ]);
  });

  it('keeps empty cells and empty rows in the middle, and drops only the final line break', () => {
    expect(parsePasted('a\t\tc\r\n\r\nd\r\n')).toEqual([['a', '', 'c'], [''], ['d']]);
    expect(parsePasted('\t\r\n')).toEqual([['', '']]);
    expect(parsePasted('\r\n')).toEqual([['']]);
    expect(parsePasted('')).toEqual([]);
  });

  it('reads a quote inside a cell as itself, and text whose quotes do not pair without quoting', () => {
    expect(parsePasted('5" screen\t2\n')).toEqual([['5" screen', '2']]);
    expect(parsePasted('"open\tb\nc\td')).toEqual([['"open', 'b'], ['c', 'd']]);
  });

  it('writes cells back as a spreadsheet reads them, and reads its own text back the same', () => {
    const cells = [['a\tb', 'two\nlines', 'say "hi"'], ['', 'منتشرشده', '۱۴۰۵/۰۹/۱۶'], ['', '', '']];
    const text = blockText(cells);
    expect(text).toBe('"a\tb"\t"two\nlines"\t"say ""hi"""\r\n\tمنتشرشده\t۱۴۰۵/۰۹/۱۶\r\n\t\t\r\n');
    expect(parsePasted(text)).toEqual(cells);
    expect(blockText([['only']])).toBe('only\r\n');
    expect(blockText([])).toBe('');
  });
});

describe('where a pasted block lands', () => {
  const columns = ['title', 'status', 'level', 'publishedAt'];

  it('fills from the focused cell across the visible columns and down the rows', () => {
    const { cells, dropped } = blockTargets({ row: 2, column: 'status' }, [['DRAFT', 'A1'], ['PUBLISHED', 'B2']], 10, columns);
    expect(cells).toEqual([
      { row: 2, column: 'status', text: 'DRAFT' },
      { row: 2, column: 'level', text: 'A1' },
      { row: 3, column: 'status', text: 'PUBLISHED' },
      { row: 3, column: 'level', text: 'B2' },
    ]);
    expect(dropped).toEqual([]);
  });

  it('reports values past the last column and the last row as dropped, never wrapped', () => {
    const block = [['x', 'y', 'z'], ['u', 'v', 'w'], ['p', 'q', 'r']];
    const { cells, dropped } = blockTargets({ row: 8, column: 'level' }, block, 10, columns);
    expect(cells.map(({ row, column }) => `${row}:${column}`)).toEqual(['8:level', '8:publishedAt', '9:level', '9:publishedAt']);
    expect(dropped).toEqual([
      { line: 0, index: 2, text: 'z' },
      { line: 1, index: 2, text: 'w' },
      { line: 2, index: 0, text: 'p' },
      { line: 2, index: 1, text: 'q' },
      { line: 2, index: 2, text: 'r' },
    ]);
  });

  it('follows the visible order it is given (a column hidden or moved is skipped)', () => {
    const { cells } = blockTargets({ row: 0, column: 'publishedAt' }, [['1', '2']], 1, ['publishedAt', 'title']);
    expect(cells).toEqual([
      { row: 0, column: 'publishedAt', text: '1' },
      { row: 0, column: 'title', text: '2' },
    ]);
  });

  it('lands ragged rows as they are', () => {
    const { cells } = blockTargets({ row: 0, column: 'title' }, [['a'], ['b', 'c']], 5, columns);
    expect(cells.map(({ row, column, text }) => `${row}:${column}=${text}`)).toEqual(['0:title=a', '1:title=b', '1:status=c']);
  });

  it('drops everything when the focused column is not among the visible ones', () => {
    expect(blockTargets({ row: 0, column: 'gone' }, [['a']], 5, columns)).toEqual({ cells: [], dropped: [{ line: 0, index: 0, text: 'a' }] });
  });
});
