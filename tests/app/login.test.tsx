import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../src/core/session/session';
import { getSettings, isLoggedIn, reloadSettings } from '../../src/core/settings';
import { LoginPage } from '../../src/pages/login/LoginPage';
import { renderWithProviders } from '../utils/renderWithProviders';
import { adminViewer, answerLogin, submitSignIn } from '../utils/signInAnswers';

async function renderLogin(route: string) {
  return renderWithProviders(null, {
    route,
    rules: [],
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>landed</p> },
    ],
  });
}

beforeEach(() => {
  localStorage.clear();
  reloadSettings();
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('login page', () => {
  it('explains missing and malformed input without asking the server', async () => {
    const fetchMock = answerLogin(null);
    await renderLogin('/login');
    await submitSignIn('not-an-email', 'x');
    expect(await screen.findByText('This is not a valid email.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links each missing value\'s message to its required field, which starts focused', async () => {
    answerLogin(null);
    await renderLogin('/login');
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveFocus();
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Enter your email.');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Enter your password.');
  });

  it('shows the server refusal translated and focused, and keeps what was typed', async () => {
    answerLogin({ token: null, expiresAt: null, viewer: null, userErrors: [{ field: null, message: 'auth.invalidCredentials', code: 'INVALID', values: null }] });
    await renderLogin('/login');
    await submitSignIn('admin@example.com', 'wrong');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent(/\S/);
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('admin@example.com');
    expect(screen.getByLabelText(/Password/)).toHaveValue('wrong');
    expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-disabled');
    expect(isLoggedIn()).toBe(false);
  });

  it('shows the submit button pending while the server answers', async () => {
    let release: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (release = resolve))));
    await renderLogin('/login');
    await submitSignIn('admin@example.com', 'password');
    const button = screen.getByRole('button', { name: /Sign in/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    release(new Response(JSON.stringify({ data: { login: { token: null, expiresAt: null, viewer: null, userErrors: [{ field: null, message: 'x', code: 'INVALID', values: null }] } } }), { headers: { 'content-type': 'application/json' } }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('stores the session and lands on `to`', async () => {
    const fetchMock = answerLogin({ token: 'signed', expiresAt: null, viewer: adminViewer, userErrors: [] });
    const { router } = await renderLogin('/login?to=%2Fmedia%2Fmanage%3Fpage%3D2');
    await submitSignIn('admin@example.com', 'password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/media/manage'));
    expect(router.state.location.search).toBe('?page=2');
    expect(getSettings()).toMatchObject({ accessToken: 'signed', userData: adminViewer.user });
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as { query: string };
    expect(body.query).toContain('mutation Login');
  });
});
