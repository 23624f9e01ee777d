import { defaultTheme, Link, Provider } from '@adobe/react-spectrum';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SpectrumRouter } from '../../../src/shell/layouts/SpectrumRouter';

function app() {
  return createMemoryRouter(
    [
      {
        Component: () => <SpectrumRouter><Outlet /></SpectrumRouter>,
        children: [
          { path: '/users/manage', Component: () => <Link href="/users/edit/7">Edit Sara</Link> },
          { path: '/users/edit/:id', Component: () => <p>the form</p> },
        ],
      },
    ],
    { initialEntries: ['/users/manage'] },
  );
}

describe('Spectrum links inside the router (SpectrumRouter)', () => {
  it('show the path they open and open it in the app, without loading the page', async () => {
    const router = app();
    render(<Provider theme={defaultTheme}><RouterProvider router={router} /></Provider>);
    const link = await screen.findByRole('link', { name: 'Edit Sara' });
    expect(link).toHaveAttribute('href', '/users/edit/7');
    await act(() => userEvent.setup().click(link));
    expect(await screen.findByText('the form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/edit/7');
  });
});
