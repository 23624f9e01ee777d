import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../src/i18n/loadMessages';
import { LoginPage } from '../../src/pages/login/LoginPage';
import { failureOf, signIn } from '../../src/pages/login/signIn';
import { renderWithProviders } from '../utils/renderWithProviders';

afterEach(() => vi.unstubAllGlobals());

describe('what the sign-in page can say', () => {
  it('finds every answer of a sign-in in the catalog a signed-out page loads, in Persian', async () => {
    const core = (await loadCatalog('fa', 'core')) as Record<string, string>;
    expect(core['auth.invalidCredentials']).toBe('ایمیل یا رمز عبور نادرست است');
    for (const id of ['auth.login.failed', 'auth.login.originRefused', 'errors.network']) expect(core[id], id).toMatch(/[\u0600-\u06FF]/);
  });

  it('tells a server that refuses the origin from one that cannot be reached', async () => {
    const refused = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.mode === 'no-cors') return new Response(null);
      throw new TypeError('Failed to fetch');
    });
    const result = await signIn({ email: 'a@example.com', password: 'x' }, refused as typeof fetch);
    expect(result).toEqual({ ok: false, messageId: 'auth.login.originRefused', values: { origin: window.location.origin, server: 'http://127.0.0.1:4000' } });
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failureOf('http://127.0.0.1:4000/graphql', down as typeof fetch)).toEqual({ ok: false, messageId: 'errors.network' });
    // The same origin needs no probe: it cannot be a CORS refusal.
    expect(await failureOf('/graphql', down as typeof fetch)).toEqual({ ok: false, messageId: 'errors.network' });
    expect(down).toHaveBeenCalledTimes(1);
  });

  it('says nothing when an empty e-mail field is left, so the links under it stay put', async () => {
    await renderWithProviders(null, { route: '/login', rules: [], routes: [{ path: '/login', element: <LoginPage /> }, { path: '*', element: <p>landed</p> }] });
    const email = screen.getByRole('textbox', { name: /Email/ });
    fireEvent.blur(email);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter your email.')).toBeNull();
    // A value that is there and wrong is told on leaving.
    await userEvent.setup().type(email, 'nope');
    fireEvent.blur(email);
    expect(await screen.findByText('This is not a valid email.')).toBeInTheDocument();
  });
});
