import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { focusScreenSearch } from '../../src/shell/layouts/screenFocus';
import { useShortcutKeys } from '../../src/shell/shortcuts/useShortcutKeys';

function Screen({ onSheet = vi.fn(), search = true }: { onSheet?: () => void; search?: boolean }) {
  useShortcutKeys({ onPalette: vi.fn(), onSheet, onSearch: focusScreenSearch });
  return (
    <main>
      <h1 tabIndex={-1}>Users</h1>
      <input aria-label="Note" />
      {search && <input type="search" aria-label="Search" defaultValue="sara" />}
    </main>
  );
}

describe('the / shortcut', () => {
  it('puts the focus in the screen’s search with its text selected, from anywhere but a text field', async () => {
    render(<Screen />);
    const user = userEvent.setup();
    screen.getByRole('heading').focus();
    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect(document.activeElement).toBe(search);
    expect([search.selectionStart, search.selectionEnd]).toEqual([0, 4]);
    // Typed, not a shortcut, in a text field (the search itself included).
    await user.keyboard('/');
    expect(search).toHaveValue('/');
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.keyboard('/');
    expect(note).toHaveValue('/');
    expect(document.activeElement).toBe(note);
  });

  it('leaves the key alone on a screen without a search, and ? still opens the sheet', async () => {
    const onSheet = vi.fn();
    render(<Screen search={false} onSheet={onSheet} />);
    const user = userEvent.setup();
    const heading = screen.getByRole('heading');
    heading.focus();
    await user.keyboard('/');
    expect(document.activeElement).toBe(heading);
    await user.keyboard('?');
    expect(onSheet).toHaveBeenCalledOnce();
  });
});
