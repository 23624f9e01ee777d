import { parseDate, type DateValue } from '@internationalized/date';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox } from '../../../src/ui/kit/ComboBox';
import { DatePicker } from '../../../src/ui/kit/DatePicker';
import { Picker } from '../../../src/ui/kit/Picker';
import { renderWithProviders } from '../../utils/renderWithProviders';

const fruits = [
  { key: '__all__', label: 'All' },
  { key: 'apple', label: 'Apple' },
  { key: 'pear', label: 'Pear' },
];

/** A control whose value lives in state, as the URL keeps a filter's. */
function Stateful({ start, onChange, children }: { start: string | null; onChange: (key: string | null) => void; children: (key: string | null, set: (key: string | null) => void) => React.ReactNode }) {
  const [key, setKey] = useState(start);
  return children(key, (next) => {
    setKey(next);
    onChange(next);
  });
}

describe('light select', () => {
  it('is a button named by its value and label, picked with the keyboard', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <Stateful start="__all__" onChange={onChange}>
        {(key, set) => <Picker label="Fruit" options={fruits} selectedKey={key} onChange={set} />}
      </Stateful>,
    );
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: /Fruit/ });
    expect(trigger).toHaveTextContent('All');
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('apple');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(trigger).toHaveTextContent('Apple');
    expect(trigger).toHaveFocus();
  });

  it('shows nothing chosen for a null key (several values from a link)', async () => {
    await renderWithProviders(<Picker label="Fruit" options={fruits} selectedKey={null} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: /Fruit/ })).not.toHaveTextContent(/All|Apple|Pear/);
  });
});

describe('light combobox', () => {
  it('narrows its own options as one types, picks with the keyboard and clears', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <Stateful start={null} onChange={onChange}>
        {(key, set) => <ComboBox label="Fruit" options={fruits.slice(1)} selectedKey={key} onChange={set} />}
      </Stateful>,
    );
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    await user.click(box);
    await user.keyboard('pe');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Pear']));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('pear');
    expect(box).toHaveValue('Pear');
    await user.clear(box);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('lists options found elsewhere as given, with a spinner while searching', async () => {
    const onInputChange = vi.fn();
    await renderWithProviders(
      <ComboBox label="Fruit" options={fruits.slice(1)} selectedKey={null} onChange={() => {}} onInputChange={onInputChange} loading />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Fruit' }));
    await user.keyboard('x');
    expect(onInputChange).toHaveBeenLastCalledWith('x');
    // Not narrowed by the typed text: the server's search decides.
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    expect(document.querySelector('.light-field__spinner')).not.toBeNull();
  });
});

describe('light date picker', () => {
  it('reads and picks Persian days in fa, handing back the same day', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <Stateful start="2026-03-21" onChange={onChange}>
        {(iso, set) => (
          <DatePicker label="از" value={iso ? parseDate(iso) : null} onChange={(date: DateValue | null) => set(date ? date.toString() : null)} />
        )}
      </Stateful>,
      { language: 'fa' },
    );
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: /از/ });
    // 21 March 2026 is 1 Farvardin 1405.
    expect(within(group).getByRole('spinbutton', { name: /سال/ })).toHaveAttribute('aria-valuenow', '1405');
    expect(within(group).getByRole('spinbutton', { name: /ماه/ })).toHaveAttribute('aria-valuenow', '1');
    await user.click(within(group).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    const heading = within(dialog).getByRole('heading');
    expect(heading).toHaveTextContent('فروردین');
    expect(heading).toHaveTextContent('۱۴۰۵');
    // Weeks start on Saturday in fa-IR.
    expect(dialog.querySelector('th')).toHaveTextContent('ش');
    // The focused day is the chosen one; the next day with the keyboard (left in right-to-left),
    // 2 Farvardin 1405, handed back in the value's Gregorian calendar.
    await user.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2026-03-22'));
  });

  it('is cleared segment by segment with the keyboard', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <Stateful start="2026-03-21" onChange={onChange}>
        {(iso, set) => <DatePicker label="From" value={iso ? parseDate(iso) : null} onChange={(date) => set(date ? date.toString() : null)} />}
      </Stateful>,
    );
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: /From/ });
    const segments = within(group).getAllByRole('spinbutton');
    await user.click(segments[segments.length - 1]);
    // Digit by digit, segment after segment towards the start; a field with every segment empty has no value.
    await user.keyboard('{Backspace>12/}');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
