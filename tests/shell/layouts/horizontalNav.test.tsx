import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { urls } from '../../../src/paths';
import { HorizontalNav } from '../../../src/shell/layouts/nav/HorizontalNav';
import { renderWithProviders } from '../../utils/renderWithProviders';

describe('horizontal navigation', () => {
  it('a group opens its menu of list and new-record links, and Escape returns focus to the group', async () => {
    await renderWithProviders(<HorizontalNav />, { rules: 'ADMIN' });
    const user = userEvent.setup();
    const group = screen.getByRole('button', { name: 'People' });
    expect(group).toHaveAttribute('aria-haspopup', 'true');
    await user.click(group);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Users' })).toHaveAttribute('href', urls.manage('User'));
    expect(within(menu).getByRole('menuitem', { name: 'New: Users' })).toHaveAttribute('href', urls.new('User'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(group).toHaveFocus());
  });
});
