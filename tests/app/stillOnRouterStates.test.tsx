import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { stillOnRouterStates } from '../../src/app/router/stillOnRouterStates';

/** A screen that reads the router as the list screen does, and counts its renders. */
function counted() {
  const renders = { count: 0 };
  function Screen() {
    renders.count++;
    useNavigate();
    const [search] = useSearchParams();
    const { id } = useParams();
    return <p>record {id} {search.get('page')}</p>;
  }
  return { Screen, renders };
}

/** A layout, an edit screen (wrapped as the app's routes are) and a route whose loader never ends. */
function app(Screen: () => React.ReactNode, path: string) {
  return createMemoryRouter(
    [
      {
        Component: () => <main><Outlet /></main>,
        children: [
          { path: '/records/:id', Component: stillOnRouterStates(Screen) },
          { path: '/slow', loader: () => new Promise(() => undefined), Component: () => <p>slow</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
}

describe('a screen still on the router’s states (stillOnRouterStates)', () => {
  it('does not render again while the router loads the next screen', async () => {
    const { Screen, renders } = counted();
    const router = app(Screen, '/records/1');
    render(<RouterProvider router={router} />);
    await screen.findByText('record 1');
    const before = renders.count;
    await act(async () => {
      void router.navigate('/slow');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(router.state.navigation.state).toBe('loading');
    expect(renders.count).toBe(before);
    expect(screen.getByText('record 1')).toBeInTheDocument();
  });

  it('renders for its own route’s changes: other params, another search', async () => {
    const { Screen } = counted();
    const router = app(Screen, '/records/1');
    render(<RouterProvider router={router} />);
    await screen.findByText('record 1');
    await act(() => router.navigate('/records/2'));
    expect(await screen.findByText('record 2')).toBeInTheDocument();
    await act(() => router.navigate('/records/2?page=3'));
    expect(await screen.findByText('record 2 3')).toBeInTheDocument();
  });
});
