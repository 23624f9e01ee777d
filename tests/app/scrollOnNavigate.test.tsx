import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollOnNavigate } from '../../src/app/router/useScrollOnNavigate';

function Screen() {
  useScrollOnNavigate();
  return <p>screen</p>;
}

const setScrollY = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};

afterEach(() => setScrollY(0));

describe('scrolling on navigation', () => {
  it('leaves a page already at the top alone (no layout mid-render), and brings a scrolled one back to the top', async () => {
    setScrollY(0);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', element: <Screen /> }], { initialEntries: ['/payments/manage'] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/payments/manage?pageSize=all'));
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => setScrollY(640));
    await act(() => router.navigate('/payments/manage?page=2'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
