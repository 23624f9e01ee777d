import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { DateField } from '../../../src/framework/fields/DateField';
import { renderWithProviders } from '../../utils/renderWithProviders';
import './desktopScreen';

/** Opens the picker of 21 March 2026 and returns its title and the day names of its first week. */
async function openCalendar(language: 'fa' | 'en') {
  await renderWithProviders(
    <Formik initialValues={{ startsAt: '2026-03-21T08:30:00.000Z' }} onSubmit={() => {}}>
      {({ values }) => (
        <>
          <DateField name="startsAt" label="date" isReadOnly={false} />
          <output>{values.startsAt}</output>
        </>
      )}
    </Formik>,
    { language },
  );
  await userEvent.setup().click(within(screen.getByRole('group', { name: 'date' })).getByRole('button'));
  const grid = await screen.findByRole('grid');
  const firstWeek = within(within(grid).getAllByRole('row')[0]).getAllByRole('button');
  // Each day is named like "۱۴۰۵ فروردین ۱, شنبه" or "Sunday, March 1, 2026".
  return { title: grid.getAttribute('aria-label'), days: firstWeek.map((day) => day.getAttribute('aria-label')), firstWeek };
}

describe('date field calendar', () => {
  it('shows the Persian calendar with weeks from Saturday in fa', async () => {
    const { title, days, firstWeek } = await openCalendar('fa');
    // 21 March 2026 is 1 Farvardin 1405, a Saturday: the first cell of the first week.
    expect(title).toContain('فروردین');
    expect(title).toContain('۱۴۰۵');
    expect(days).toHaveLength(7);
    expect(days[0]).toMatch(/^۱۴۰۵ فروردین ۱[,،] شنبه/);
    expect(days[6]).toMatch(/^۱۴۰۵ فروردین ۷[,،] جمعه/);

    // The value stays an ISO instant: 2 Farvardin is 22 March, at the same time of day.
    await userEvent.setup().click(firstWeek[1]);
    expect(screen.getByRole('status')).toHaveTextContent('2026-03-22T08:30:00.000Z');
  });

  it('shows the Gregorian calendar with weeks from Sunday in en', async () => {
    const { title, days } = await openCalendar('en');
    expect(title).toBe('March 2026');
    expect(days[0]).toBe('Sunday, March 1, 2026');
    expect(days[6]).toBe('Saturday, March 7, 2026');
  });
});
