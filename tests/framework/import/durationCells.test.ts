import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { col } from '../../../src/framework/cells/cells';
import type { FieldDef } from '../../../src/framework/entity/types';
import { createValueFormatter } from '../../../src/framework/format/useValueFormatter';
import { cellValue } from '../../../src/framework/import/convert';

const field: FieldDef = { name: 'durationSeconds', kind: 'duration' };
const column = col.duration('durationSeconds');

describe('duration cells', () => {
  it.each([
    ['fa', 2476, '۴۱:۱۶'],
    ['fa', 3930, '۱:۰۵:۳۰'],
    ['en', 2476, '41:16'],
    ['en', 5, '0:05'],
  ] as const)('a %s list shows %i seconds as %s, and an import reads it back', (locale, seconds, shown) => {
    const format = createValueFormatter(createIntl({ locale: locale === 'fa' ? 'fa-IR' : 'en-US' }));
    expect(column.text!({ durationSeconds: seconds }, format)).toBe(shown);
    expect(cellValue(field, shown, format)).toBe(seconds);
  });

  it('reads plain seconds, and sends a cell that is no duration as it is (the dry run names it)', () => {
    const format = createValueFormatter(createIntl({ locale: 'en-US' }));
    expect(cellValue(field, '2476', format)).toBe(2476);
    expect(cellValue(field, '1:75:00', format)).toBe('1:75:00');
    expect(column.text!({ durationSeconds: null }, format)).toBe('');
  });
});
