import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { factorEnrollmentPending } from '../../src/core/session/factorEnrollment';
import { clearSession } from '../../src/core/session/session';
import { isLoggedIn, reloadSettings } from '../../src/core/settings';
import { LoginPage } from '../../src/pages/login/LoginPage';
import { renderWithProviders } from '../utils/renderWithProviders';

const viewer = (secondFactor: { enrolled: boolean; required: boolean }) => ({
  user: { id: 'u1', email: 'finance@example.com', fullName: 'Finance', avatarUrl: null, role: 'FINANCE' },
  abilityRules: [],
  unreadNotificationCount: 0,
  notifications: [],
  settings: { language: 'EN', theme: 'LIGHT', notificationKinds: [], emailDigest: false },
  preview: null,
  secondFactor,
});
const challenge = { token: null, expiresAt: null, viewer: null, userErrors: [], challenge: { token: 'c1', expiresAt: '2030-01-01T00:00:00Z' } };
const refused = (message: string) => ({ token: null, expiresAt: null, viewer: null, userErrors: [{ field: ['code'], message, code: 'INVALID', values: null }], challenge: null });
const session = (factor: { enrolled: boolean; required: boolean }) => ({ token: 't', expiresAt: null, viewer: viewer(factor), userErrors: [], challenge: null });

/** Answers each POST in turn, by the operation's root field; returns what was sent. */
function answers(...payloads: unknown[]) {
  const sent: { operationName: string; variables: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init!.body)) as { operationName: string; variables: Record<string, string> };
    sent.push(body);
    const root = body.operationName === 'Login' ? 'login' : 'loginWithFactor';
    return new Response(JSON.stringify({ data: { [root]: payloads.shift() } }), { headers: { 'content-type': 'application/json' } });
  }));
  return sent;
}

async function signInWithPassword() {
  await renderWithProviders(null, { route: '/login', rules: [], routes: [{ path: '/login', element: <LoginPage /> }, { path: '*', element: <p>landed</p> }] });
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'finance@example.com');
  await user.type(screen.getByLabelText(/Password/), 'password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

beforeEach(() => {
  localStorage.clear();
  reloadSettings();
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('sign-in with a second factor', () => {
  it('asks for the code on the same card and sends Persian digits as ASCII', async () => {
    const sent = answers(challenge, session({ enrolled: true, required: true }));
    const user = await signInWithPassword();
    const code = await screen.findByRole('textbox', { name: /Code/ });
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(isLoggedIn()).toBe(false);
    await user.type(code, '۱۲۳ ۴۵۶');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ operationName: 'LoginWithFactor', variables: { challenge: 'c1', code: '123456' } });
    expect(isLoggedIn()).toBe(true);
    expect(factorEnrollmentPending()).toBe(false);
  });

  it('says why a code was refused, and goes back to the password', async () => {
    answers(challenge, refused('auth.factor.invalidCode'));
    const user = await signInWithPassword();
    await user.type(await screen.findByRole('textbox', { name: /Code/ }), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This code is not right');
    await waitFor(() => expect(alert).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('finance@example.com');
  });

  it('marks a session whose role requires a factor it lacks, so the guard sends it to enrolment', async () => {
    answers(session({ enrolled: false, required: true }));
    await signInWithPassword();
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(factorEnrollmentPending()).toBe(true);
    clearSession();
    expect(factorEnrollmentPending()).toBe(false);
  });
});
