import { describe, expect, it } from 'vitest';
import { isFormulaLike, withoutBidiControls } from '../../../../src/framework/list/export/safeText';
import { csvField } from '../../../../src/framework/list/csv';

describe('safe cells', () => {
  it.each([
    ['=1+1'], ['+cmd'], ['-2+3'], ['@SUM(A1)'], ['  =1+1'], ['\u200F=HYPERLINK("x")'], ['\u200E+1'], ['\u061C@x'],
    ['\u200B=1'], ['＝1+1'], ['＋cmd'], ['－1'], ['＠x'], [' \u200F ＝x'], ['\tx'], ['\rx'],
  ])('%j reads as a formula', (text) => {
    expect(isFormulaLike(text)).toBe(true);
  });

  it.each([['-12.5'], ['+3'], ['a = b'], ['فارسی'], ['user@example.com'], ['']])('%j does not', (text) => {
    expect(isFormulaLike(text)).toBe(false);
  });

  it('drops embeddings, overrides and isolates, and keeps the marks and joiners', () => {
    expect(withoutBidiControls('\u202Eexe.jpg\u202C')).toBe('exe.jpg');
    expect(withoutBidiControls('\u2066abc\u2069 \u2067x\u2069 \u2068y\u2069 \u202Az\u202B')).toBe('abc x y z');
    expect(withoutBidiControls('\u200Fمی\u200Cخواهم\u200E')).toBe('\u200Fمی\u200Cخواهم\u200E');
  });

  it('CSV: an RLM or an isolate before "=" is still defused, and the control is gone', () => {
    expect(csvField('\u200F=1+2')).toBe("'\u200F=1+2");
    expect(csvField('\u2067=1+2\u2069')).toBe("'=1+2");
    expect(csvField('\u202E@SUM(A1)')).toBe("'@SUM(A1)");
  });
});
