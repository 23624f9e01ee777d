import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { urls } from '../../src/paths';
import { ShortcutsMenu } from '../../src/shell/navbar/ShortcutsMenu';
import { renderWithProviders } from '../utils/renderWithProviders';

const open = async () => {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Shortcuts' }));
  return within(await screen.findByRole('dialog'));
};

describe('shortcuts menu', () => {
  it('links each entity through the URL builder, named as its menu entry', async () => {
    await renderWithProviders(<ShortcutsMenu />, { rules: 'ADMIN' });
    const dialog = await open();
    expect(dialog.getByRole('link', { name: 'Media' })).toHaveAttribute('href', urls.manage('Media'));
    expect(dialog.getByRole('link', { name: 'Users' })).toHaveAttribute('href', urls.manage('User'));
    expect(dialog.getByRole('link', { name: 'Payments' })).toHaveAttribute('href', urls.manage('Payment'));
    expect(dialog.getByRole('link', { name: 'Abuse reports' })).toHaveAttribute('href', urls.manage('Abuse'));
  });

  it('offers only the lists the viewer may read', async () => {
    await renderWithProviders(<ShortcutsMenu />, { rules: 'EDITOR' });
    const dialog = await open();
    expect(dialog.getByRole('link', { name: 'Media' })).toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: 'Users' })).toBeNull();
  });
});
