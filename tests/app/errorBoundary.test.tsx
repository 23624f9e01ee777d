import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from '../../src/app/router/RouteErrorBoundary';
import { renderWithProviders } from '../utils/renderWithProviders';

describe('a screen that fails to render', () => {
  it('shows the 500 page inside the shell, logs the error, and retries', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('boom');
      return <p>recovered</p>;
    }
    await renderWithProviders(null, {
      routes: [
        {
          element: (
            <div>
              <nav aria-label="shell">shell navigation</nav>
              <Outlet />
            </div>
          ),
          children: [{ path: '*', Component: Flaky, ErrorBoundary: ScreenErrorBoundary }],
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Internal server error' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'shell' })).toBeInTheDocument();
    expect(log.mock.calls.some(([error]) => error instanceof Error && error.message === 'boom')).toBe(true);
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('recovered')).toBeInTheDocument();
    log.mockRestore();
  });
});
