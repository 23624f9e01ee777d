import { describe, expect, it } from 'vitest';
import { ratio, ratioRows } from '../../support/ratios';

describe('admin against the floor', () => {
  it('says how many times the floor the admin is, to one decimal under ten and whole above', () => {
    expect(ratio(340, 100)).toBe('×3.4');
    expect(ratio(100, 100)).toBe('×1.0');
    expect(ratio(80, 100)).toBe('×0.8');
    expect(ratio(1234, 100)).toBe('×12');
  });

  it('gives no ratio without both figures or with a floor of zero', () => {
    expect(ratio(null, 100)).toBe('n/a');
    expect(ratio(100, null)).toBe('n/a');
    expect(ratio(100, 0)).toBe('n/a');
  });

  it('prints each figure with its unit: whole milliseconds, kilobytes and mebibytes to one decimal', () => {
    expect(ratioRows([
      { name: 'login', unit: 'ms', admin: 812.6, floor: 301.2 },
      { name: 'login bytes', unit: 'KB', admin: 133.04, floor: 91.36 },
      { name: 'heap', unit: 'MiB', admin: 24.25, floor: null },
    ])).toEqual([
      ['login', '813 ms', '301 ms', '×2.7'],
      ['login bytes', '133.0 KB', '91.4 KB', '×1.5'],
      ['heap', '24.3 MiB', 'n/a', 'n/a'],
    ]);
  });
});
