import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from '../../../src/ui/kit/SearchField';
import { renderWithProviders } from '../../utils/renderWithProviders';

function Search({ onSubmit, onClear, language }: { onSubmit?: (text: string) => void; onClear?: () => void; language?: 'fa' }) {
  const [text, setText] = useState('');
  return <SearchField label={language ? 'جستجو' : 'Search'} value={text} onChange={setText} onSubmit={onSubmit} onClear={onClear} width="size-3000" />;
}

describe('kit SearchField', () => {
  it('is a searchbox named by its label; Enter submits the text', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(<Search onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard('pear{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith('pear');
    expect(box).toHaveValue('pear');
  });

  it('Escape clears the text and calls onClear', async () => {
    const onClear = vi.fn();
    await renderWithProviders(<Search onClear={onClear} />);
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.click(box);
    await user.keyboard('pear');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('the translated clear button empties the box, keeps focus in it and is out of the tab order', async () => {
    const onClear = vi.fn();
    await renderWithProviders(<Search onClear={onClear} language="fa" />, { language: 'fa' });
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'جستجو' });
    await user.click(box);
    await user.keyboard('سیب');
    const clear = screen.getByRole('button', { name: 'پاک کردن جستجو' });
    await user.tab();
    expect(clear).not.toHaveFocus();
    await user.click(clear);
    expect(box).toHaveValue('');
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(box).toHaveFocus();
  });

  it('an Escape in an empty box goes on to what is around it; one that clears stops there', async () => {
    const around = vi.fn();
    await renderWithProviders(
      <div onKeyDown={(event) => event.key === 'Escape' && around()}>
        <Search />
      </div>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.keyboard('pear{Escape}');
    expect(around).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(around).toHaveBeenCalledTimes(1);
  });

  it('can be named by aria-label alone', async () => {
    await renderWithProviders(<SearchField aria-label="Filter rows" width="100%" />);
    expect(screen.getByRole('searchbox', { name: 'Filter rows' })).toBeInTheDocument();
  });
});
