import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useOverlayNav } from '../../../src/shell/layouts/useOverlayNav';

/** The layout's use of the hook: a button that opens the overlay, its state shown. */
function Layout({ onRender }: { onRender: () => void }) {
  const nav = useOverlayNav(true);
  onRender();
  return (
    <button type="button" onClick={nav.show}>
      {nav.open ? 'open' : 'closed'}
    </button>
  );
}

function renderLayout() {
  const rendered = vi.fn();
  const router = createMemoryRouter([{ path: '*', element: <Layout onRender={rendered} /> }], { initialEntries: ['/users/manage'] });
  render(<RouterProvider router={router} />);
  return { router, rendered, button: screen.getByRole('button') };
}

describe('the overlay navigation', () => {
  it('closes when the path changes, not for a query string, and on Escape', async () => {
    const { router, button } = renderLayout();
    fireEvent.click(button);
    expect(button).toHaveTextContent('open');
    await act(() => router.navigate('/users/manage?page=2'));
    expect(button).toHaveTextContent('open');
    await act(() => router.navigate('/users/new'));
    expect(button).toHaveTextContent('closed');

    fireEvent.click(button);
    expect(button).toHaveTextContent('open');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(button).toHaveTextContent('closed');
  });

  it('closed, a navigation does not render the layout again (the click to a form renders only the screen)', async () => {
    const { router, rendered } = renderLayout();
    rendered.mockClear();
    await act(() => router.navigate('/users/new'));
    await act(() => router.navigate('/langs/manage'));
    expect(rendered).not.toHaveBeenCalled();
  });
});
