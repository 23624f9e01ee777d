import { parseZonedDateTime } from '@internationalized/date';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DatePicker } from '../../../src/ui/kit/DatePicker';
import { renderWithProviders } from '../../utils/renderWithProviders';

const starts = parseZonedDateTime('2026-03-21T08:30[Asia/Tehran]');

/** A date-time field between two other stops, as on a form. */
const Form = ({ label }: { label: string }) => (
  <>
    <button type="button">Before</button>
    <DatePicker form label={label} value={starts} onChange={() => {}} granularity="minute" hideTimeZone />
    <button type="button">After</button>
  </>
);

describe('date-time field: one Tab stop for its segments, one for its calendar', () => {
  for (const [language, label] of [['en', 'Starts'], ['fa', 'شروع']] as const) {
    it(`Tab passes the segments in one step and Shift+Tab comes back the same way (${language})`, async () => {
      await renderWithProviders(<Form label={label} />, { language });
      const user = userEvent.setup();
      const group = screen.getByRole('group', { name: new RegExp(label) });
      const segments = within(group).getAllByRole('spinbutton');
      // Year, month, day, hour, minute (and AM/PM in en): five or six parts, one stop.
      expect(segments.length).toBeGreaterThanOrEqual(5);
      const calendar = within(group).getByRole('button');
      const before = screen.getByRole('button', { name: 'Before' });
      const after = screen.getByRole('button', { name: 'After' });

      await user.click(before);
      await user.tab();
      expect(segments[0]).toHaveFocus();
      await user.tab();
      expect(calendar).toHaveFocus();
      await user.tab();
      expect(after).toHaveFocus();

      await user.tab({ shift: true });
      expect(calendar).toHaveFocus();
      await user.tab({ shift: true });
      expect(segments[segments.length - 1]).toHaveFocus();
      await user.tab({ shift: true });
      expect(before).toHaveFocus();
    });
  }

  it('moves between its parts with the arrows, and Tab from any part leaves for the calendar', async () => {
    await renderWithProviders(<Form label="Starts" />);
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: /Starts/ });
    const segments = within(group).getAllByRole('spinbutton');
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(segments[1]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(segments[2]).toHaveFocus();
    await user.tab();
    expect(within(group).getByRole('button')).toHaveFocus();
  });
});
