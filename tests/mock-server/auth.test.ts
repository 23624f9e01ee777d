// @vitest-environment node
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRulesFor } from '../../src/ability/rules';
import { STAFF_ROLES } from '../../src/ability/subjects';
import { codeOf, startTestServer, type TestClient } from './harness';

type LoginResult = { login: { token: string | null; expiresAt: string | null; userErrors: { message: string }[]; viewer: { user: { role: string } } | null } };
type ViewerResult = { viewer: { user: { email: string; role: string }; abilityRules: { action: string[]; subject: string[]; inverted: boolean; fields: string[] | null }[] } };

let client: TestClient;
beforeAll(async () => {
  client = await startTestServer();
});
afterAll(() => client.stop());

describe('login and viewer', () => {
  it.each(STAFF_ROLES)('signs %s in and returns that role\'s rules with the viewer', async (role) => {
    const login = await client.run<LoginResult>('Login', { email: `${role.toLowerCase()}@example.com`, password: 'password' });
    expect(login.data!.login.userErrors).toEqual([]);
    expect(login.data!.login.viewer!.user.role).toBe(role);
    expect(Date.parse(login.data!.login.expiresAt!)).toBeGreaterThan(Date.now());
    const viewer = await client.run<ViewerResult>('Viewer', {}, login.data!.login.token);
    expect(viewer.data!.viewer.user.email).toBe(`${role.toLowerCase()}@example.com`);
    const expected = defineRulesFor(role).map((rule) => ({
      action: ([] as string[]).concat(rule.action),
      subject: ([] as string[]).concat(rule.subject as string),
      inverted: Boolean(rule.inverted),
      fields: rule.fields ? ([] as string[]).concat(rule.fields) : null,
    }));
    expect(viewer.data!.viewer.abilityRules.map(({ action, subject, inverted, fields }) => ({ action, subject, inverted, fields }))).toEqual(expected);
  });

  it('refuses a wrong password and a learner with auth.invalidCredentials', async () => {
    const wrong = await client.run<LoginResult>('Login', { email: 'admin@example.com', password: 'nope' });
    expect(wrong.data!.login).toMatchObject({ token: null, viewer: null, userErrors: [{ message: 'auth.invalidCredentials' }] });
    const learner = client.db.all('User').find((row) => row.role === 'LEARNER')!;
    const denied = await client.run<LoginResult>('Login', { email: learner.email, password: 'password' });
    expect(denied.data!.login.token).toBeNull();
  });

  it('answers UNAUTHENTICATED for a missing, forged or revoked token', async () => {
    expect(codeOf(await client.run('Viewer', {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await client.run('Viewer', {}, 'not.a.token'))).toBe('UNAUTHENTICATED');
    const login = await client.run<LoginResult>('Login', { email: 'support@example.com', password: 'password' });
    const token = login.data!.login.token!;
    expect((await client.run('Logout', {}, token)).data).toEqual({ logout: true });
    expect(codeOf(await client.run('Viewer', {}, token))).toBe('UNAUTHENTICATED');
  });
});

describe('introspection', () => {
  it('needs a token like every operation but login, also when a fragment hides it', async () => {
    for (const query of [
      getIntrospectionQuery(),
      '{ __type(name: "User") { fields { name } } }',
      'query { ...Schema } fragment Schema on Query { __schema { queryType { name } } }',
    ]) {
      const response = await client.request(query);
      expect(codeOf(response), query.slice(0, 40)).toBe('UNAUTHENTICATED');
      expect(response.data ?? null).toBeNull();
    }
  });

  it('answers the whole schema to a signed-in viewer', async () => {
    const response = await client.request<{ __schema: { types: { name: string }[] } }>(getIntrospectionQuery(), {}, await client.login('SUPPORT'));
    expect(response.errors).toBeUndefined();
    expect(response.data!.__schema.types.length).toBeGreaterThan(300);
  });

  it('still answers __typename, which tells nothing of the schema', async () => {
    expect((await client.request('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });
});

describe('token expiry', () => {
  it('stops accepting a token after its lifetime', async () => {
    const short = await startTestServer({ tokenTtlSeconds: 1 });
    try {
      const token = await short.login('ADMIN');
      expect((await short.run('Viewer', {}, token)).errors).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect(codeOf(await short.run('Viewer', {}, token))).toBe('UNAUTHENTICATED');
    } finally {
      await short.stop();
    }
  });
});

describe('account', () => {
  it('changes the password and settings of the viewer only', async () => {
    const token = await client.login('EDITOR');
    const wrong = await client.run<{ viewerChangePassword: { userErrors: { message: string }[] } }>('ViewerChangePassword', { currentPassword: 'x', newPassword: 'longenough' }, token);
    expect(wrong.data!.viewerChangePassword.userErrors[0].message).toBe('auth.wrongPassword');
    const update = await client.run<{ viewerUpdate: { viewer: { settings: { language: string; theme: string } } } }>('ViewerUpdate', { input: { language: 'EN', theme: 'DARK' } }, token);
    expect(update.data!.viewerUpdate.viewer.settings).toMatchObject({ language: 'EN', theme: 'DARK' });
    const admin = await client.run<{ viewer: { settings: { language: string } } }>('Viewer', {}, await client.login('ADMIN'));
    expect(admin.data!.viewer.settings.language).toBe('FA');
  });

  it('marks notifications read', async () => {
    const token = await client.login('MODERATOR');
    const before = await client.run<{ viewer: { unreadNotificationCount: number; notifications: { id: string }[] } }>('Viewer', {}, token);
    expect(before.data!.viewer.unreadNotificationCount).toBeGreaterThan(0);
    const one = before.data!.viewer.notifications[0].id;
    const after = await client.run<{ markNotificationsRead: { unreadNotificationCount: number } }>('MarkNotificationsRead', { ids: [one] }, token);
    expect(after.data!.markNotificationsRead.unreadNotificationCount).toBe(before.data!.viewer.unreadNotificationCount - 1);
    const all = await client.run<{ markNotificationsRead: { unreadNotificationCount: number } }>('MarkNotificationsRead', { ids: null }, token);
    expect(all.data!.markNotificationsRead.unreadNotificationCount).toBe(0);
  });
});
