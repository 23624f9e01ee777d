import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { defineRulesFor } from '../../src/ability/rules';

/** What the server's `login` answers for the seeded ADMIN once the password is right. */
export const adminViewer = {
  user: { id: 'u1', email: 'admin@example.com', fullName: 'Admin', avatarUrl: null, role: 'ADMIN' },
  abilityRules: defineRulesFor('ADMIN').map((rule) => ({ ...rule, conditions: null, fields: null, inverted: false, reason: null })),
  unreadNotificationCount: 0,
  notifications: [],
  settings: { language: 'FA', theme: 'LIGHT', notificationKinds: [], emailDigest: false },
};

/** Answers every request with `{ data: { login } }`; returns the fetch stub to read what was sent. */
export function answerLogin(login: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { login } }), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Types the e-mail and password into the (English) sign-in form and presses Sign in. */
export async function submitSignIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Email/ }), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}
