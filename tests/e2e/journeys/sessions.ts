import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page, WebSocket } from 'playwright-core';
import { hashPassword } from '../../../mock-server/auth/passwords';
import { DEV_PASSWORD, preferences, screenshot, stack, text, textStem, until } from '../support';

/**
 * Issue 36: a stranger's guesses slow an account down and its owner sees the wait and, once in,
 * how many failed; an owner sees their sessions and ends one, whose page is sent to sign-in at once.
 * Each test signs in as an account of its own, made here, so no other journey's sign-ins count.
 */
function createStaff(email: string): void {
  const { db } = stack().mock.services;
  const template = db.all('User').find((row) => row.email === 'support@example.com')!;
  const { id: _id, createdAt: _c, updatedAt: _u, __typename: _t, ...values } = template as Record<string, unknown>;
  db.insert('User', { ...values, email, fullName: email.split('@')[0], lastLoginAt: null, passwordHash: hashPassword(DEV_PASSWORD) } as never);
}

async function fillSignIn(page: Page, email: string): Promise<void> {
  if (new URL(page.url(), 'http://x').pathname !== '/login') await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEV_PASSWORD);
}

async function signIn(page: Page, email: string): Promise<void> {
  await fillSignIn(page, email);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.locator('#main-content').waitFor();
}

/** A wrong password from `address`, straight to the mock server as a script would send it. */
async function guess(email: string, address: string): Promise<void> {
  const response = await fetch(`${stack().mock.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: 'mutation($e: String!) { login(email: $e, password: "not-it") { token } }', variables: { e: email } }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  assert.equal(body.errors, undefined, 'each guess is looked at (none waits yet)');
}

const DIGITS = { en: (n: number) => String(n), fa: (n: number) => n.toLocaleString('fa-IR') };

describe('sessions and sign-in throttling', () => {
  for (const lang of ['en', 'fa'] as const) {
    test(`a throttled account's owner sees the wait, then the failed attempts once in (${lang})`, async (t) => {
      const email = `throttled-${lang}@example.com`;
      createStaff(email);
      const context = await stack().newContext();
      t.after(() => context.close());
      await preferences(context, { language: lang });
      const page = await context.newPage();
      await fillSignIn(page, email);
      // Eleven guesses from eleven addresses: the account's own free ten, then a wait for every address it does not know.
      for (let i = 1; i <= 11; i += 1) await guess(email, `203.0.113.${i}`);

      await page.locator('form button[type="submit"]').click();
      const alert = page.getByRole('alert').filter({ hasText: textStem(lang, 'auth.login.throttled') });
      await alert.waitFor();
      const timer = alert.getByRole('timer');
      assert.match(await timer.innerText(), lang === 'fa' ? /^[۰-۹]:[۰-۹]{2}$/ : /^\d:\d{2}$/);
      await screenshot(page, `sign-in-throttled-${lang}`);
      // The button refuses to send until the wait is over, then says so.
      await page.getByRole('alert').filter({ hasText: text(lang, 'auth.login.throttleOver') }).waitFor();

      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname !== '/login');
      const count = lang === 'fa' ? `${DIGITS.fa(11)} تلاش ناموفق برای ورود` : `${DIGITS.en(11)} failed sign-in attempts`;
      await until(async () => {
        const shown = await page.locator('body').innerText();
        return shown.includes(count) && shown.includes('203.0.113.1');
      }, 'the owner is told how many failed and from where');
      await screenshot(page, `sign-in-notice-${lang}`);
    });

    test(`two sessions are listed; one ends the other, whose page goes to sign-in at once (${lang})`, async (t) => {
      const email = `sessions-${lang}@example.com`;
      createStaff(email);
      const here = await stack().newContext();
      const there = await stack().newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.88' } });
      t.after(async () => {
        await here.close();
        await there.close();
      });
      await preferences(here, { language: lang });
      await preferences(there, { language: lang });
      const other = await there.newPage();
      let socketClosedAt = 0;
      let socketSignedIn = false;
      other.on('websocket', (socket: WebSocket) => {
        socket.on('framereceived', (frame) => void (socketSignedIn ||= String(frame.payload).includes('connection_ack')));
        socket.on('close', () => void (socketClosedAt ||= performance.now()));
      });
      await signIn(other, email);
      const page = await here.newPage();
      await signIn(page, email);
      await page.goto('/account-settings/sessions');

      const list = page.getByRole('list', { name: text(lang, 'sessions.title') });
      await until(async () => (await list.getByRole('listitem').count()) === 2, 'both sessions are listed');
      await list.getByText(text(lang, 'sessions.current')).waitFor();
      await screenshot(page, `sessions-${lang}`);
      // The other page's socket is open before its session ends.
      await until(() => Promise.resolve(socketSignedIn), 'the other page’s socket is signed in');

      const end = list.getByRole('button', { name: /198\.51\.100\.88/ });
      const answered = page.waitForResponse((response) => (response.request().postData() ?? '').includes('EndSession') || response.url().includes('EndSession'));
      await end.click();
      await answered;
      const endedAt = performance.now();
      await other.waitForURL((url) => url.pathname === '/login', { timeout: 5000 });
      assert.ok(socketClosedAt > 0, 'the other page had a socket, and it closed');
      assert.ok(socketClosedAt - endedAt < 1000, `the socket closed ${Math.round(socketClosedAt - endedAt)} ms after the session ended`);
      await until(async () => (await list.getByRole('listitem').count()) === 1, 'only this session is left');
    });
  }
});
