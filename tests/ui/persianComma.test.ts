import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { createValueFormatter } from '../../src/framework/format/useValueFormatter';
import { persianComma } from '../../src/ui/persianComma';

describe('date-times in Persian', () => {
  it('join date and time with the Persian comma, in Persian digits; English keeps its comma', () => {
    expect(persianComma('۱۴۰۴/۲/۷, ۱۳:۰۶', 'fa-IR')).toBe('۱۴۰۴/۲/۷، ۱۳:۰۶');
    expect(persianComma('Apr 27, 2025, 1:06 PM', 'en-US')).toBe('Apr 27, 2025, 1:06 PM');
  });

  it('formats a list date-time so', () => {
    const at = '2026-03-21T08:30:00.000Z';
    const fa = createValueFormatter(createIntl({ locale: 'fa-IR', messages: {} })).dateTime(at);
    expect(fa).toMatch(/[۰-۹]/);
    expect(fa).not.toMatch(/[0-9,]/);
    expect(fa).toContain('،');
    expect(createValueFormatter(createIntl({ locale: 'en-US', messages: {} })).dateTime(at)).toMatch(/2026, \d/);
  });
});
