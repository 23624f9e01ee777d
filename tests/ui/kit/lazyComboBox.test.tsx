import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyComboBox } from '../../../src/ui/kit/LazyComboBox';
import { renderWithProviders } from '../../utils/renderWithProviders';

const fruits = [
  { key: 'apple', label: 'Apple' },
  { key: 'pear', label: 'Pear' },
  { key: 'peach', label: 'Peach' },
];

describe('a list filter\'s combobox, loaded on intent', () => {
  it('keeps what was typed before its code came, with the focus, and picks with the keyboard', async () => {
    const onActive = vi.fn();
    const onChange = vi.fn();
    await renderWithProviders(<LazyComboBox label="Fruit" options={fruits} selectedKey={null} onChange={onChange} onActive={onActive} />);
    // The first paint: a plain input drawn as the combobox, no list behind it yet.
    const standIn = screen.getByRole('combobox', { name: 'Fruit' });
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    // Focused and typed into in the same task, before the chunk can arrive.
    act(() => standIn.focus());
    fireEvent.change(standIn, { target: { value: 'Pe' } });
    expect(onActive).toHaveBeenCalledTimes(1);
    // It opens as it takes the focus, then narrows one task later, when it gets what was typed.
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Pear', 'Peach']));
    const combobox = screen.getByRole('combobox', { name: 'Fruit' });
    expect(combobox).not.toBe(standIn);
    expect(combobox).toHaveValue('Pe');
    expect(combobox).toHaveFocus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('pear');
  });

  it('shows the chosen option\'s name before any intent', async () => {
    await renderWithProviders(<LazyComboBox label="Fruit" options={fruits} selectedKey="peach" onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveValue('Peach');
  });
});
