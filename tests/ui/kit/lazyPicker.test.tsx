import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyPicker } from '../../../src/ui/kit/LazyPicker';
import { renderWithProviders } from '../../utils/renderWithProviders';

const sizes = [
  { key: '10', label: '10' },
  { key: '25', label: '25' },
  { key: '50', label: '50' },
];
const kinds = [
  { key: 'all', label: 'All' },
  { key: 'image', label: 'Image' },
  { key: 'video', label: 'Video' },
];

describe('a list\'s picker, loaded on intent', () => {
  it('is named as the Picker before its code came, and ArrowDown pressed meanwhile opens it with the focus on the chosen option', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<LazyPicker label="Rows per page" labelPosition="side" options={sizes} selectedKey="25" onChange={onChange} />);
    // The first paint: a plain button named by its value and its label, no listbox code behind it.
    const standIn = screen.getByRole('button', { name: '25 Rows per page' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'listbox');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    // Focused and pressed in the same task, before the chunk can arrive.
    act(() => standIn.focus());
    fireEvent.keyDown(standIn, { key: 'ArrowDown' });
    const listbox = await screen.findByRole('listbox');
    // The Picker took the stand-in's place (the page behind the open list is hidden from assistive technology).
    const picker = screen.getByRole('button', { name: '25 Rows per page', hidden: true });
    expect(picker).not.toBe(standIn);
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '25' })).toHaveFocus());
    const user = userEvent.setup();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('50');
    await waitFor(() => expect(picker).toHaveFocus());
  });

  it('picks by typing a letter on the closed picker, and a press opens it', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<LazyPicker label="Kind" options={kinds} selectedKey="all" onChange={onChange} />);
    const user = userEvent.setup();
    await user.tab();
    const picker = screen.getByRole('button', { name: 'All Kind' });
    await user.keyboard('v');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('video'));
    await user.click(picker);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('takes a press that comes right after the pointer, while the Picker still builds its options out of sight', async () => {
    // A screen mounted before the chunk came (a filter dialog beside a picker already used): a
    // fresh module, as the ones above loaded the Picker's chunk for the whole file.
    vi.resetModules();
    const { LazyPicker } = await import('../../../src/ui/kit/LazyPicker');
    await renderWithProviders(
      <>
        <LazyPicker label="Brand" options={kinds} selectedKey="all" onChange={() => {}} />
        <LazyPicker label="Type" options={kinds} selectedKey="all" onChange={() => {}} />
      </>,
    );
    const brand = screen.getByRole('button', { name: 'All Brand' });
    act(() => brand.focus());
    await waitFor(() => expect(screen.getByRole('button', { name: 'All Brand' })).not.toBe(brand));
    // The chunk is in: the pointer over the second picker, then at once its press, as a quick click does.
    const type = screen.getByRole('button', { name: 'All Type' });
    await act(async () => {
      fireEvent.pointerEnter(type.parentElement!);
      await Promise.resolve();
    });
    // The stand-in stays the one in sight and takes the press until the Select has its options.
    expect(screen.getByRole('button', { name: 'All Type' })).toBe(type);
    fireEvent.pointerDown(type, { button: 0, pointerType: 'mouse' });
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Video' })).toBeInTheDocument();
  });
});
