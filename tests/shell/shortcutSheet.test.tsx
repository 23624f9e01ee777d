import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShortcutSheet } from '../../src/shell/shortcuts/ShortcutSheet';
import { DialogContainer } from '../../src/ui/kit/Dialog';
import { renderWithProviders } from '../utils/renderWithProviders';

describe('the shortcut sheet', () => {
  it("lists the grid's range keys: Shift+arrows, Ctrl+C of a range, Ctrl+D", async () => {
    await renderWithProviders(
      <DialogContainer onDismiss={() => {}}>
        <ShortcutSheet />
      </DialogContainer>,
    );
    const sheet = await screen.findByRole('dialog');
    const row = (action: RegExp) => within(sheet).getByRole('row', { name: action });
    expect(row(/select a range of cells/)).toHaveTextContent(/Shift.*← ↑ → ↓/);
    expect(row(/copy the cell or the range/)).toHaveTextContent(/C/);
    expect(row(/fill the range’s top row down/)).toHaveTextContent(/D/);
  });
});
