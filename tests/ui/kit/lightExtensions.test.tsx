import { parseZonedDateTime, type DateValue } from '@internationalized/date';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from '../../../src/ui/kit/DatePicker';
import { Radio, RadioGroup } from '../../../src/ui/kit/RadioGroup';
import { TextField } from '../../../src/ui/kit/TextField';
import { renderWithProviders } from '../../utils/renderWithProviders';

describe('light date picker as a form field with minutes', () => {
  it('types the day and time segment by segment and links its error', async () => {
    const onChange = vi.fn();
    function Field() {
      const [value, setValue] = useState<DateValue | null>(parseZonedDateTime('2024-03-05T09:30[UTC]'));
      return (
        <DatePicker form label="Starts" granularity="minute" hideTimeZone value={value} isRequired
          onChange={(next) => (setValue(next), onChange(next))} errorMessage="Too early" />
      );
    }
    await renderWithProviders(<Field />);
    const user = userEvent.setup();
    expect(screen.getByRole('spinbutton', { name: /hour/i })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /minute/i })).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /time zone/i })).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('spinbutton', { name: /month/i })).toHaveFocus();
    expect(screen.getByRole('spinbutton', { name: /month/i })).toHaveAccessibleDescription(/Too early/);
    await user.click(screen.getByRole('spinbutton', { name: /minute/i }));
    await user.keyboard('{ArrowUp}');
    expect(String(onChange.mock.lastCall?.[0])).toContain('09:31');
  });
});

describe('light text field without a visible label', () => {
  it('is named by its label and takes the focus first', async () => {
    await renderWithProviders(<TextField label="New tag" hideLabel autoFocus value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'New tag' })).toHaveFocus();
    expect(screen.queryByText('New tag')).not.toBeInTheDocument();
  });
});

describe('light radio group of its own rows', () => {
  it('moves the choice by arrows between radios named by aria-label', async () => {
    function Quiz() {
      const [value, setValue] = useState<string | null>('0');
      return (
        <RadioGroup label="Correct answer" value={value} onChange={setValue}>
          {['Paris', 'Rome'].map((text, index) => (
            <div key={text}>
              <Radio value={String(index)} aria-label={`Correct: ${text}`} />
              <span>{text}</span>
            </div>
          ))}
        </RadioGroup>
      );
    }
    await renderWithProviders(<Quiz />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Correct: Paris' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Correct: Rome' })).toBeChecked();
  });

  it('draws each option in its own language and can be disabled', async () => {
    await renderWithProviders(
      <RadioGroup label="Language" isDisabled value="fa" onChange={() => {}}
        options={[{ key: 'fa', label: 'فارسی', lang: 'fa' }, { key: 'en', label: 'English', lang: 'en' }]} />,
    );
    expect(screen.getByText('فارسی')).toHaveAttribute('lang', 'fa');
    expect(screen.getByRole('radio', { name: 'English' })).toBeDisabled();
  });
});
