import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { KitRouter } from '../../../src/shell/layouts/KitRouter';
import { Button } from '../../../src/ui/kit/Button';
import { Link } from '../../../src/ui/kit/Link';

function app() {
  return createMemoryRouter(
    [
      {
        Component: () => <KitRouter><Outlet /></KitRouter>,
        children: [
          {
            path: '/users/manage',
            Component: () => (
              <>
                <Link href="/users/edit/7">Edit Sara</Link>
                <Button variant="accent" href="/users/new">New user</Button>
              </>
            ),
          },
          { path: '/users/edit/:id', Component: () => <p>the form</p> },
          { path: '/users/new', Component: () => <p>the new form</p> },
        ],
      },
    ],
    { initialEntries: ['/users/manage'] },
  );
}

describe('The kit\'s links inside the router (KitRouter)', () => {
  it('show the path they open and open it in the app, without loading the page', async () => {
    const router = app();
    render(<IntlProvider locale="en" messages={{}} onError={() => {}}><RouterProvider router={router} /></IntlProvider>);
    const link = await screen.findByRole('link', { name: 'Edit Sara' });
    expect(link).toHaveAttribute('href', '/users/edit/7');
    await act(() => userEvent.setup().click(link));
    expect(await screen.findByText('the form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/edit/7');
  });

  it('a link drawn as a button opens by keyboard in the app', async () => {
    const router = app();
    render(<IntlProvider locale="en" messages={{}} onError={() => {}}><RouterProvider router={router} /></IntlProvider>);
    const link = await screen.findByRole('link', { name: 'New user' });
    expect(link).toHaveAttribute('href', '/users/new');
    link.focus();
    await act(() => userEvent.setup().keyboard('{Enter}'));
    expect(await screen.findByText('the new form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/new');
  });
});
