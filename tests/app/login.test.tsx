import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineRulesFor } from '../../src/ability/rules';
import { clearSession } from '../../src/core/session/session';
import { getSettings, isLoggedIn, reloadSettings } from '../../src/core/settings';
import { LoginPage } from '../../src/pages/login/LoginPage';
import { renderWithProviders } from '../utils/renderWithProviders';

const viewer = {
  user: { id: 'u1', email: 'admin@example.com', fullName: 'Admin', avatarUrl: null, role: 'ADMIN' },
  abilityRules: defineRulesFor('ADMIN').map((rule) => ({ ...rule, conditions: null, fields: null, inverted: false, reason: null })),
  unreadNotificationCount: 0,
  notifications: [],
  settings: { language: 'FA', theme: 'LIGHT', notificationKinds: [], emailDigest: false },
};

function answer(login: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { login } }), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

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

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Email/ }), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
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
    const fetchMock = answer(null);
    await renderLogin('/login');
    await submit('not-an-email', 'x');
    expect(await screen.findByText('This is not a valid email.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server refusal translated and keeps what was typed', async () => {
    answer({ token: null, expiresAt: null, viewer: null, userErrors: [{ field: null, message: 'auth.invalidCredentials', code: 'INVALID', values: null }] });
    await renderLogin('/login');
    await submit('admin@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('admin@example.com');
    expect(isLoggedIn()).toBe(false);
  });

  it('stores the session and lands on `to`', async () => {
    const fetchMock = answer({ token: 'signed', expiresAt: null, viewer, userErrors: [] });
    const { router } = await renderLogin('/login?to=%2Fmedia%2Fmanage%3Fpage%3D2');
    await submit('admin@example.com', 'password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/media/manage'));
    expect(router.state.location.search).toBe('?page=2');
    expect(getSettings()).toMatchObject({ accessToken: 'signed', userData: viewer.user });
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as { query: string };
    expect(body.query).toContain('mutation Login');
  });
});
