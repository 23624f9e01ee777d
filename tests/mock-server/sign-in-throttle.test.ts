// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestServer, type GraphQLResponse, type TestClient } from './harness';

/**
 * Failed sign-ins slow down per source and per account, never lock (issue 36): a stranger's
 * guesses must not keep the owner out. Sources are told apart by `x-forwarded-for`, believed
 * here because the server is told one proxy stands in front (trustProxyHops).
 */
let client: TestClient;
let now = Date.parse('2026-03-01T10:00:00Z');
const tick = (ms: number) => void (now += ms);
beforeAll(async () => {
  client = await startTestServer({ trustProxyHops: 1 }, { clock: () => now });
});
afterAll(() => client.stop());

type Login = { login: { token: string | null; userErrors: { message: string }[]; failedSignIns: { count: number; addresses: string[]; since: string } | null } };
const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token userErrors { message } failedSignIns { count addresses since } } }';
const signIn = (email: string, password: string, from: string) =>
  client.request<Login>(LOGIN, { email, password }, null, { 'x-forwarded-for': from });
const wrong = (email: string, from: string, n = 1) => Promise.all(Array.from({ length: n }, (_, i) => signIn(email, `wrong-${i}`, from)));
const wait = (answer: GraphQLResponse) => answer.errors?.[0]?.extensions as { retryAfterSeconds: number; scope: string } | undefined;
const password = () => client.config.devPassword;

describe('sign-in throttling', () => {
  it('five wrong passwords from one source do not stop the right one from another', async () => {
    const failures = await wrong('admin@example.com', '203.0.113.1', 5);
    expect(failures.map((answer) => answer.data?.login.userErrors[0]?.message)).toEqual(Array(5).fill('auth.invalidCredentials'));
    const owner = await signIn('admin@example.com', password(), '198.51.100.20');
    expect(owner.errors).toBeUndefined();
    expect(owner.data!.login.token).toBeTruthy();
  });

  it('makes a source wait longer after each failure past five, then lets the right password through', async () => {
    const email = 'editor@example.com';
    const source = '203.0.113.2';
    await wrong(email, source, 5);
    const waits: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(email, 'still-wrong', source)).data?.login.userErrors[0]?.message).toBe('auth.invalidCredentials');
      const refused = await signIn(email, password(), source);
      expect(codeOf(refused)).toBe('TOO_MANY_ATTEMPTS');
      expect(wait(refused)!.scope).toBe('source');
      waits.push(wait(refused)!.retryAfterSeconds);
      tick(wait(refused)!.retryAfterSeconds * 1000);
    }
    expect(waits).toEqual([1, 2, 4]);
    // Tries during a wait are not counted: hammering does not lengthen it.
    await wrong(email, source);
    const during = await Promise.all(Array.from({ length: 10 }, () => signIn(email, 'hammer', source)));
    expect(during.every((answer) => codeOf(answer) === 'TOO_MANY_ATTEMPTS')).toBe(true);
    expect(wait(during[9])!.retryAfterSeconds).toBe(8);
    tick(8000);
    expect((await signIn(email, password(), source)).data!.login.token).toBeTruthy();
  });

  it('after many failures from many sources, an unknown source waits for the account, a known one does not', async () => {
    const email = 'moderator@example.com';
    expect((await signIn(email, password(), '192.0.2.50')).data!.login.token).toBeTruthy();
    for (let i = 0; i < 11; i += 1) await wrong(email, `203.0.113.${100 + i}`);
    const stranger = await signIn(email, password(), '198.51.100.77');
    expect(codeOf(stranger)).toBe('TOO_MANY_ATTEMPTS');
    expect(wait(stranger)).toEqual(expect.objectContaining({ scope: 'account', retryAfterSeconds: 4 }));
    // The owner's usual address passes, and is told what happened since the last sign-in.
    const owner = await signIn(email, password(), '192.0.2.50');
    expect(owner.data!.login.token).toBeTruthy();
    expect(owner.data!.login.failedSignIns).toMatchObject({ count: 11, addresses: ['203.0.113.100', '203.0.113.101', '203.0.113.102', '203.0.113.103', '203.0.113.104'] });
    // Told once.
    expect((await signIn(email, password(), '192.0.2.50')).data!.login.failedSignIns).toBeNull();
  });

  it('tells the owner at the next sign-in how many failed and from where', async () => {
    const email = 'finance@example.com';
    const before = new Date(now).toISOString();
    await wrong(email, '203.0.113.7', 3);
    await wrong(email, '203.0.113.8', 2);
    const owner = await signIn(email, password(), '198.51.100.9');
    expect(owner.data!.login.failedSignIns).toEqual({ count: 5, addresses: ['203.0.113.7', '203.0.113.8'], since: before });
  });

  it('spares other accounts, and stops one address spraying many', async () => {
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 22; i += 1) answers.push(codeOf(await signIn(`nobody${i}@example.com`, 'x', '203.0.113.200')));
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(undefined));
    expect(answers[21]).toBe('TOO_MANY_ATTEMPTS');
    expect((await signIn('support@example.com', password(), '203.0.113.201')).data!.login.token).toBeTruthy();
  });
});

describe('changing the password', () => {
  type Change = { viewerChangePassword: { userErrors: { message: string }[] } };
  const CHANGE = 'mutation($c: String!, $n: String!) { viewerChangePassword(currentPassword: $c, newPassword: $n) { userErrors { message } } }';
  const change = (token: string, current: string, from: string) => client.request<Change>(CHANGE, { c: current, n: 'a-new-password' }, token, { 'x-forwarded-for': from });

  it('counts on its own: a stolen token guessing does not make the owner wait to sign in', async () => {
    const token = (await signIn('support@example.com', password(), '198.51.100.30')).data!.login.token!;
    const answers: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const guess = await change(token, `guess${i}`, '203.0.113.60');
      answers.push(codeOf(guess) ?? guess.data!.viewerChangePassword.userErrors[0]?.message ?? 'changed');
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('auth.wrongPassword'));
    expect(answers.slice(6)).toEqual(['TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS']);
    // Sign-in, from the same source even, is not slowed by them; and it reports no failed sign-in.
    const owner = await signIn('support@example.com', password(), '203.0.113.60');
    expect(owner.data!.login.token).toBeTruthy();
    expect(owner.data!.login.failedSignIns).toBeNull();
  });
});

describe('ADMIN clears a throttle', () => {
  type Security = { staffSecurity: { throttle: { failedAttempts: number; retryAfterSeconds: number } } };
  const SECURITY = 'query($id: ID!) { staffSecurity(userId: $id) { throttle { failedAttempts retryAfterSeconds } } }';
  const CLEAR = 'mutation($id: ID!) { clearSignInThrottle(userId: $id) }';

  it('lets every source try again at once, and the activity log says who did it', async () => {
    const email = 'editor@example.com';
    const user = client.db.all('User').find((row) => row.email === email)!;
    for (let i = 0; i < 11; i += 1) await wrong(email, `203.0.113.${150 + i}`);
    expect(codeOf(await signIn(email, password(), '198.51.100.140'))).toBe('TOO_MANY_ATTEMPTS');
    const admin = (await signIn('admin@example.com', password(), '198.51.100.20')).data!.login.token!;
    const state = await client.request<Security>(SECURITY, { id: user.id }, admin);
    expect(state.data!.staffSecurity.throttle.failedAttempts).toBe(11);
    expect(state.data!.staffSecurity.throttle.retryAfterSeconds).toBeGreaterThan(0);

    const finance = (await signIn('finance@example.com', password(), '198.51.100.141')).data!.login.token!;
    expect(codeOf(await client.request(CLEAR, { id: user.id }, finance))).toBe('FORBIDDEN');
    expect(codeOf(await client.request(SECURITY, { id: user.id }, finance))).toBe('FORBIDDEN');

    expect((await client.request(CLEAR, { id: user.id }, admin)).data).toEqual({ clearSignInThrottle: true });
    expect((await signIn(email, password(), '198.51.100.140')).data!.login.token).toBeTruthy();
    const log = await client.run<{ activity: { items: { action: string; recordId: string; changes: { field: string; before: unknown }[] }[] } }>(
      'ActivityLog', { filter: { action: ['THROTTLE_CLEAR'] }, page: 1, pageSize: 5 }, admin,
    );
    expect(log.data!.activity.items[0]).toMatchObject({ action: 'THROTTLE_CLEAR', recordId: user.id, changes: [{ field: 'failedSignIns', before: 11 }] });
  });
});
