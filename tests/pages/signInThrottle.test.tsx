import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeSignInNotice } from '../../src/core/session/signInNotice';
import { LoginPage } from '../../src/pages/login/LoginPage';
import { signIn } from '../../src/pages/login/signIn';
import { renderWithProviders } from '../utils/renderWithProviders';

afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
const throttled = (seconds: number) => answer({ data: null, errors: [{ message: 'wait', extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: seconds, scope: 'account' } }] });

describe('a throttled sign-in', () => {
  it('answers the wait the server asked for', async () => {
    expect(await signIn({ email: 'a@example.com', password: 'x' }, throttled(42) as typeof fetch)).toEqual({ ok: false, messageId: 'auth.login.throttled', retryAfterSeconds: 42 });
  });

  it('keeps the failed attempts for the shell to tell once', async () => {
    const viewer = { user: { id: '1', email: 'a@example.com', fullName: 'A', avatarUrl: null, role: 'ADMIN' }, abilityRules: [] };
    const failedSignIns = { count: 5, addresses: ['203.0.113.7'], since: '2026-03-01T10:00:00.000Z' };
    const ok = answer({ data: { login: { token: 't', expiresAt: null, viewer, userErrors: [], failedSignIns } } });
    expect(await signIn({ email: 'a@example.com', password: 'x' }, ok as typeof fetch)).toEqual({ ok: true });
    expect(takeSignInNotice()).toEqual(failedSignIns);
    expect(takeSignInNotice()).toBeNull();
  });

  it('counts the wait down in the page’s digits and refuses to send until it is over', async () => {
    const fetch = throttled(2);
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(null, { language: 'fa', route: '/login', rules: [], routes: [{ path: '/login', element: <LoginPage /> }] });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), 'owner@example.com');
    await user.type(document.querySelector('input[name="password"]')!, 'right-password');
    const submit = screen.getByRole('button', { name: 'ورود' });
    await user.click(submit);
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^۰:۰[۱۲]$/);
    expect(screen.getByRole('alert').textContent).toContain('تلاش‌های ناموفق ورود بیش از حد');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('زمان انتظار تمام شد؛ اکنون می‌توانید دوباره وارد شوید.', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(submit).not.toHaveAttribute('aria-disabled');
  });
});
