import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInFirst, type Leave } from '../../src/app/router/signInFirst';
import { clearSession } from '../../src/core/session/session';
import { reloadSettings } from '../../src/core/settings';
import { loadMessages } from '../../src/i18n/loadMessages';
import { adminViewer, answerLogin, submitSignIn } from '../utils/signInAnswers';

// Rendered with no router above it, as src/main.tsx does: a router hook in the page would throw.
async function open(address: string) {
  window.history.replaceState(null, '', address);
  const leave = vi.fn<Leave>();
  render(
    <IntlProvider locale="en-US" messages={await loadMessages('en')}>
      <SignInFirst leave={leave} />
    </IntlProvider>,
  );
  await screen.findByRole('button', { name: 'Sign in' });
  return leave;
}

beforeEach(() => {
  localStorage.clear();
  reloadSettings();
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the sign-in page opened first, before the router', () => {
  it('shows the form in its blank page, titled, and removes the page loader', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="app-loader"></div>');
    await open('/login');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('textbox', { name: /Email/ }));
    await waitFor(() => expect(document.title).toMatch(/^Sign in \| /));
    expect(document.getElementById('app-loader')).toBeNull();
  });

  it('leaves by its links on a plain click, and lets a modified click open the address itself', async () => {
    const leave = await open('/login');
    const user = userEvent.setup();
    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    expect(forgot).toHaveAttribute('href', '/forgot-password');
    // The test's own stop for the modified click's load, which jsdom cannot perform.
    const stopLoad = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopLoad);
    await user.keyboard('{Control>}');
    await user.click(forgot);
    await user.keyboard('{/Control}');
    document.removeEventListener('click', stopLoad);
    expect(leave).not.toHaveBeenCalled();
    await user.click(forgot);
    expect(leave).toHaveBeenCalledWith('/forgot-password', { replace: false });
  });

  it('signs in and leaves for `to` in place of the sign-in entry', async () => {
    answerLogin({ token: 'signed', expiresAt: null, viewer: adminViewer, userErrors: [] });
    const leave = await open('/login?to=%2Fmedia%2Fmanage%3Fpage%3D2');
    await submitSignIn('admin@example.com', 'password');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/media/manage?page=2', { replace: true }));
  });
});
