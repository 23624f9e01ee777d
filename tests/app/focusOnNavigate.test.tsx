import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useEffect, useRef, type ReactElement } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NavigationStart, useFocusOnNavigate } from '../../src/app/router/useFocusOnNavigate';
import { SkipLink } from '../../src/shell/layouts/SkipLink';
import { IntlProvider } from 'react-intl';

/** The shell as far as focus goes: the root's hook, a main landmark with a breadcrumb and the screen. */
function Shell() {
  const started = useFocusOnNavigate();
  return (
    <>
      <NavigationStart focused={started} />
      <SkipLink />
      <nav aria-label="Menu">
        <Link to="/users">Users</Link> <Link to="/langs/new">New language</Link> <Link to="/slow">Slow</Link>
      </nav>
      <main id="main-content" tabIndex={-1}>
        <nav aria-label="Breadcrumb"><Link to="/">Dashboard</Link></nav>
        <Outlet />
      </main>
    </>
  );
}

function Users() {
  const navigate = useNavigate();
  return (
    <section>
      <h1>Users</h1>
      <button type="button" onClick={() => void navigate('/users?page=2')}>Next page</button>
      <Link to="/users/new">New user</Link>
    </section>
  );
}

/** A form whose first field takes the focus itself. */
const NewUser = () => (
  <form>
    <h1>New user</h1>
    <input aria-label="Name" autoFocus />
  </form>
);

/** A list with a drawer its route opens, holding the focus. */
function LanguagesWithDrawer() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <>
      <h1>Languages</h1>
      <div role="dialog" aria-label="New language"><input ref={field} aria-label="Title" /></div>
    </>
  );
}

let release: () => void = () => {};
const Slow = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => {
  release = () => resolve({ default: () => <h1>Slow screen</h1> });
}));

function app() {
  const loader = () => null;
  return createMemoryRouter(
    [{
      Component: Shell,
      HydrateFallback: () => null,
      children: [
        { path: '/', loader, Component: () => <h1>Dashboard</h1> },
        { path: '/users', loader, Component: Users },
        { path: '/users/new', loader, Component: NewUser },
        { path: '/langs/new', loader, Component: LanguagesWithDrawer },
        { path: '/slow', loader, element: <Suspense fallback={<p>Loading</p>}><Slow /></Suspense> },
      ],
    }],
    { initialEntries: ['/'] },
  );
}

async function renderApp() {
  const router = app();
  render(<IntlProvider locale="en" messages={{ 'shell.skipToContent': 'Skip to content' }}><RouterProvider router={router} /></IntlProvider>);
  await screen.findByRole('heading', { name: 'Dashboard' });
  return { router, user: userEvent.setup() };
}

describe('focus after a navigation', () => {
  it('moves to the new screen’s heading, focusable from code only; the first screen of a visit keeps the page’s start', async () => {
    const { user } = await renderApp();
    expect(document.activeElement).toBe(document.body);
    await user.click(screen.getByRole('link', { name: 'Users' }));
    const heading = await screen.findByRole('heading', { name: 'Users' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
    // Tab goes on from the heading: the screen's first control.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next page' }));
    // Back to the dashboard through the breadcrumb, which stays on the page.
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Dashboard' })));
  });

  it('stays where it is for a new page or filter of the same screen', async () => {
    const { router, user } = await renderApp();
    await user.click(screen.getByRole('link', { name: 'Users' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Users' })));
    const next = screen.getByRole('button', { name: 'Next page' });
    await user.click(next);
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(document.activeElement).toBe(next);
  });

  it('leaves it to a screen that focuses a field itself, and to a drawer its route opens', async () => {
    const { user } = await renderApp();
    await user.click(screen.getByRole('link', { name: 'Users' }));
    await user.click(await screen.findByRole('link', { name: 'New user' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })));
    await user.click(screen.getByRole('link', { name: 'New language' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('waits for a heading that shows after a loading state', async () => {
    const { user } = await renderApp();
    await user.click(screen.getByRole('link', { name: 'Slow' }));
    await screen.findByText('Loading');
    act(() => release());
    const heading = await screen.findByRole('heading', { name: 'Slow screen' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

describe('the skip link', () => {
  it('is the first Tab stop and lands on the screen’s heading', async () => {
    const { user } = await renderApp();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Dashboard' }));
  });
});
