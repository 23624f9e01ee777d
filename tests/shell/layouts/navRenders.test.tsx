import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { VerticalNav } from '../../../src/shell/layouts/nav/VerticalNav';
import { renderWithProviders } from '../../utils/renderWithProviders';

async function renderNav(route: string) {
  const commits = vi.fn();
  const nav = (
    <Profiler id="nav" onRender={commits}>
      <VerticalNav overlay={false} collapsed={false} onToggleCollapsed={() => undefined} onClose={() => undefined} />
    </Profiler>
  );
  const result = await renderWithProviders(nav, { route });
  await screen.findByRole('link', { name: 'Users' });
  commits.mockClear();
  return { ...result, commits };
}

describe('the vertical navigation', () => {
  it("does not render again for a list's page, sort or size: only when the path changes", async () => {
    const { router, commits } = await renderNav('/users/manage');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await act(() => router.navigate('/users/manage?page=2&pageSize=all&sort=EMAIL:asc'));
    expect(commits).not.toHaveBeenCalled();

    await act(() => router.navigate('/langs/manage'));
    expect(commits).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Languages' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a link in the app on a plain click, and leaves a modified click to the browser (a new tab)', async () => {
    const { router } = await renderNav('/users/manage?page=3');
    const users = screen.getByRole('link', { name: 'Users' });
    expect(users).toHaveAttribute('href', '/users/manage');
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    fireEvent(users, ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(router.state.location.search).toBe('?page=3');

    const user = userEvent.setup();
    await user.click(users);
    expect(router.state.location.pathname).toBe('/users/manage');
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('link', { name: 'New: Users' }));
    expect(router.state.location.pathname).toBe('/users/new');
  });
});
