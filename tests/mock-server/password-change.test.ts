// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestServer, type TestClient } from './harness';

/** A password change is a password guess (throttled like sign-in) and ends every other session. */
let client: TestClient;
beforeAll(async () => {
  // A clock that stands still: the waits after failed guesses never run out during the test.
  const frozen = Date.now();
  client = await startTestServer({}, { clock: () => frozen });
});
afterAll(() => client.stop());

type Change = { viewerChangePassword: { userErrors: { message: string }[] } };
const change = (token: string, currentPassword: string, newPassword = 'a-new-password') =>
  client.run<Change>('ViewerChangePassword', { currentPassword, newPassword }, token);
const signIn = (email: string, password: string) =>
  client.run<{ login: { token: string | null } }>('Login', { email, password });

describe('changing the password', () => {
  it('makes guessing the current password wait past 5 failures, on a counter of its own', async () => {
    const token = await client.login('SUPPORT');
    const answers: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const guess = await change(token, `guess${i}`);
      answers.push(codeOf(guess) ?? guess.data!.viewerChangePassword.userErrors[0]?.message ?? 'changed');
    }
    expect(answers.filter((answer) => answer === 'auth.wrongPassword')).toHaveLength(6);
    expect(answers.slice(6)).toEqual(Array(14).fill('TOO_MANY_ATTEMPTS'));
    const refused = await change(token, client.config.devPassword);
    expect(codeOf(refused)).toBe('TOO_MANY_ATTEMPTS');
    expect(refused.errors?.[0].extensions?.retryAfterSeconds).toBeGreaterThan(0);
    // Signing in counts on its own: a stolen token's guesses do not make the owner wait (issue 36).
    expect(codeOf(await signIn('support@example.com', client.config.devPassword))).toBeUndefined();
  });

  it('cannot fit the guesses in one request either', async () => {
    const token = await client.login('MODERATOR');
    const query = `mutation { ${Array.from({ length: 20 }, (_, i) => `g${i}: viewerChangePassword(currentPassword: "p${i}", newPassword: "long-enough") { userErrors { message } }`).join(' ')} }`;
    await client.request(query, {}, token);
    expect(codeOf(await change(token, client.config.devPassword))).toBe('TOO_MANY_ATTEMPTS');
  });

  it('ends the other sessions of the user and keeps the one that changed it', async () => {
    const first = (await signIn('editor@example.com', client.config.devPassword)).data!.login.token!;
    const second = (await signIn('editor@example.com', client.config.devPassword)).data!.login.token!;
    const other = await client.login('ADMIN');
    const changed = await change(first, client.config.devPassword, 'editor-new-password');
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.viewerChangePassword.userErrors).toEqual([]);

    expect((await client.run('Viewer', {}, first)).errors).toBeUndefined();
    expect(codeOf(await client.run('Viewer', {}, second))).toBe('UNAUTHENTICATED');
    expect((await client.run('Viewer', {}, other)).errors).toBeUndefined();
    expect((await signIn('editor@example.com', client.config.devPassword)).data!.login.token).toBeNull();
    const fresh = (await signIn('editor@example.com', 'editor-new-password')).data!.login.token!;
    expect((await client.run('Viewer', {}, fresh)).errors).toBeUndefined();

    // The kept session is one like any other: a later change from another session ends it.
    expect((await change(fresh, 'editor-new-password', 'editor-third-password')).data!.viewerChangePassword.userErrors).toEqual([]);
    expect(codeOf(await client.run('Viewer', {}, first))).toBe('UNAUTHENTICATED');
    expect((await client.run('Viewer', {}, fresh)).errors).toBeUndefined();
  });

  it('ends no session when the change is refused', async () => {
    const first = (await signIn('finance@example.com', client.config.devPassword)).data!.login.token!;
    const second = (await signIn('finance@example.com', client.config.devPassword)).data!.login.token!;
    const short = await change(first, client.config.devPassword, 'short');
    expect(short.data!.viewerChangePassword.userErrors[0].message).toBe('validation.minLength');
    expect((await client.run('Viewer', {}, second)).errors).toBeUndefined();
  });
});
