import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox } from '../../../src/ui/kit/ComboBox';
import type { PickerOption } from '../../../src/ui/kit/PickerOptions';
import { renderWithProviders } from '../../utils/renderWithProviders';

const languages: PickerOption[] = [
  { key: 'en', label: 'انگلیسی' },
  { key: 'fr', label: 'فرانسوی' },
  { key: 'de', label: 'آلمانی' },
];
const fruits: PickerOption[] = [
  { key: 'apple', label: 'Apple' },
  { key: 'pear', label: 'Pear' },
  { key: 'plum', label: 'Plum' },
];

/** A combobox whose choice lives in state, as a form field's. */
function Chosen({ options, onChange, label = 'Language' }: { options: PickerOption[]; onChange: (key: string | null) => void; label?: string }) {
  const [key, setKey] = useState<string | null>(null);
  return <ComboBox form label={label} options={options} selectedKey={key} onChange={(next) => (setKey(next), onChange(next))} />;
}

/** Options a "server" answers for the typed text, after a pause the test controls (the reference field's way). */
function Searched({ onChange, answer }: { onChange: (key: string | null) => void; answer: { current: (text: string) => void } }) {
  const [key, setKey] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const [found, setFound] = useState({ text: '', options: languages });
  answer.current = (text) => setFound({ text, options: languages.filter((option) => option.label.includes(text)) });
  return (
    <ComboBox
      form
      label="Language"
      options={found.options}
      inputValue={input}
      onInputChange={setInput}
      loading={found.text !== input}
      selectedKey={key}
      onChange={(next) => {
        setKey(next);
        setInput(languages.find((option) => option.key === next)?.label ?? '');
        onChange(next);
      }}
    />
  );
}

describe('combobox: Enter picks the match', () => {
  it('picks the only option «انگ» leaves, in fa, without an arrow', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Chosen options={languages} onChange={onChange} />, { language: 'fa' });
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Language' });
    await user.click(box);
    await user.keyboard('انگ');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['انگلیسی']));
    // Highlighted, so a screen reader reads it as the one Enter takes.
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(within(listbox).getByRole('option').id));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('en');
    expect(box).toHaveValue('انگلیسی');
  });

  it('picks the highlighted one of several, and none unasked', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Chosen options={fruits} onChange={onChange} label="Fruit" />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    await user.click(box);
    await user.keyboard('p');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('l');
    // "pl": Apple and Plum; the second arrow highlights Plum.
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Apple', 'Plum']));
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('plum');
  });

  it('chooses nothing when Tab only passes through', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Chosen options={[fruits[0]]} onChange={onChange} label="Fruit" />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveFocus();
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('waits for the search of what was typed before it highlights its only answer', async () => {
    const onChange = vi.fn();
    const answer = { current: (_text: string) => {} };
    await renderWithProviders(<Searched onChange={onChange} answer={answer} />, { language: 'fa' });
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Language' });
    await user.click(box);
    await user.keyboard('انگ');
    const listbox = await screen.findByRole('listbox');
    // Still the last answer (all three), and the search under way: nothing is highlighted.
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    expect(box).not.toHaveAttribute('aria-activedescendant');
    answer.current('انگ');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await waitFor(() => expect(box).toHaveAttribute('aria-activedescendant'));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('en');
    expect(box).toHaveValue('انگلیسی');
  });
});
