// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../mock-server/config';
import { normalizeCode } from '../../mock-server/auth/factor';
import { undoStateOf } from '../../mock-server/undo/state';
import { codeOf, startTestServer, type TestClient } from './harness';

type Payload = { token: string | null; userErrors: { message: string }[]; challenge: { token: string } | null; viewer: { secondFactor: { enrolled: boolean; required: boolean } } | null };
type Factor = { enrolled: boolean; required: boolean; recoveryCodesLeft: number };

let client: TestClient;
beforeAll(async () => {
  // FINANCE requires the factor here; the other roles enrol of their own accord.
  client = await startTestServer({ factorRequiredRoles: ['FINANCE'] });
});
afterAll(() => client.stop());

const email = (role: string) => `${role.toLowerCase()}@example.com`;
/** A code of `secret`, `steps` 30-second steps from now (the server accepts one step either side). */
const codeAt = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
const persian = (digits: string) => digits.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

async function login(role: string, password = 'password') {
  return (await client.run<{ login: Payload }>('Login', { email: email(role), password })).data!.login;
}
async function withFactor(challenge: string, code: string) {
  return (await client.run<{ loginWithFactor: Payload }>('LoginWithFactor', { challenge, code })).data!.loginWithFactor;
}
async function factorOf(token: string): Promise<Factor> {
  return (await client.run<{ viewer: { secondFactor: Factor } }>('SecondFactor', {}, token)).data!.viewer.secondFactor;
}
/** Enrols `role` and answers its secret and recovery codes. */
async function enrol(role: string) {
  const token = (await login(role)).token!;
  const started = await client.run<{ enrollFactorStart: { enrollment: { secret: string; uri: string } } }>('EnrollFactorStart', {}, token);
  const { secret, uri } = started.data!.enrollFactorStart.enrollment;
  const confirmed = await client.run<{ enrollFactorConfirm: { recoveryCodes: string[] | null; userErrors: { message: string }[] } }>('EnrollFactorConfirm', { code: codeAt(secret) }, token);
  return { token, secret, uri, recoveryCodes: confirmed.data!.enrollFactorConfirm.recoveryCodes!, confirmed };
}

describe('second factor (TOTP)', () => {
  it('is required for ADMIN and FINANCE by default beyond this machine, on it when asked, and for none with FACTOR_REQUIRED_ROLES=none', () => {
    expect(readConfig({ HOST: '0.0.0.0', JWT_SECRET: 'a-long-random-secret-for-this-test-only' }, []).factorRequiredRoles).toEqual(['ADMIN', 'FINANCE']);
    // A bare `npm run mock` on this machine (tools, benchmarks): only when asked; `npm start` asks.
    expect(readConfig({}, []).factorRequiredRoles).toEqual([]);
    expect(readConfig({ FACTOR_REQUIRED_ROLES: 'ADMIN,FINANCE' }, []).factorRequiredRoles).toEqual(['ADMIN', 'FINANCE']);
    expect(readConfig({ FACTOR_REQUIRED_ROLES: 'none' }, []).factorRequiredRoles).toEqual([]);
    expect(readConfig({ FACTOR_REQUIRED_ROLES: 'editor, support' }, []).factorRequiredRoles).toEqual(['EDITOR', 'SUPPORT']);
  });

  it('reads Persian and Arabic-Indic digits, spaces and hyphens as the same code', () => {
    expect(normalizeCode('۱۲۳ ۴۵۶')).toBe('123456');
    expect(normalizeCode('١٢٣-٤٥٦')).toBe('123456');
    expect(normalizeCode(' ABCDE-fghjk ')).toBe('abcdefghjk');
  });

  it('enrols with a confirmation code, then signs in with password + code, a recovery code once, and disables with both', async () => {
    const token = (await login('SUPPORT')).token!;
    const started = await client.run<{ enrollFactorStart: { enrollment: { secret: string; uri: string } } }>('EnrollFactorStart', {}, token);
    const { secret, uri } = started.data!.enrollFactorStart.enrollment;
    expect(uri).toMatch(/^otpauth:\/\/totp\/Lingua%20Admin:support%40example\.com\?.*secret=/);
    const wrong = await client.run<{ enrollFactorConfirm: { userErrors: { message: string }[] } }>('EnrollFactorConfirm', { code: '000000' === codeAt(secret) ? '111111' : '000000' }, token);
    expect(wrong.data!.enrollFactorConfirm.userErrors[0].message).toBe('auth.factor.invalidCode');
    const enrolCode = codeAt(secret);
    const confirmed = await client.run<{ enrollFactorConfirm: { recoveryCodes: string[] } }>('EnrollFactorConfirm', { code: enrolCode }, token);
    const codes = confirmed.data!.enrollFactorConfirm.recoveryCodes;
    expect(new Set(codes).size).toBe(10);
    expect(await factorOf(token)).toMatchObject({ enrolled: true, required: false, recoveryCodesLeft: 10 });

    // The password alone answers a challenge, no token.
    const first = await login('SUPPORT');
    expect(first.token).toBeNull();
    expect(first.challenge?.token).toBeTruthy();
    // A code already used (the enrolment's) is refused; the next step's, in Persian digits, signs in.
    expect((await withFactor(first.challenge!.token, enrolCode)).userErrors[0].message).toBe('auth.factor.invalidCode');
    const signed = await withFactor(first.challenge!.token, persian(codeAt(secret, 1)));
    expect(signed.token).toBeTruthy();
    expect(signed.viewer?.secondFactor.enrolled).toBe(true);
    // The challenge is spent.
    expect((await withFactor(first.challenge!.token, codes[5])).userErrors[0].message).toBe('auth.factor.challengeExpired');

    // A recovery code works once, however it is typed.
    const second = await login('SUPPORT');
    expect((await withFactor(second.challenge!.token, ` ${codes[0].toUpperCase()} `)).token).toBeTruthy();
    const third = await login('SUPPORT');
    expect((await withFactor(third.challenge!.token, codes[0])).userErrors[0].message).toBe('auth.factor.invalidCode');
    expect(await factorOf(token)).toMatchObject({ recoveryCodesLeft: 9 });

    const noPassword = await client.run<{ disableFactor: { userErrors: { message: string }[] } }>('DisableFactor', { password: 'wrong', code: codes[1] }, token);
    expect(noPassword.data!.disableFactor.userErrors[0].message).toBe('auth.wrongPassword');
    const noCode = await client.run<{ disableFactor: { userErrors: { message: string }[] } }>('DisableFactor', { password: 'password', code: codes[0] }, token);
    expect(noCode.data!.disableFactor.userErrors[0].message).toBe('auth.factor.invalidCode');
    const disabled = await client.run<{ disableFactor: { userErrors: unknown[] } }>('DisableFactor', { password: 'password', code: codes[1] }, token);
    expect(disabled.data!.disableFactor.userErrors).toEqual([]);
    expect((await login('SUPPORT')).token).toBeTruthy();
  });

  it('takes five wrong codes per challenge, then asks for the password again', async () => {
    const { secret } = await enrol('EDITOR');
    const { challenge } = await login('EDITOR');
    for (let i = 0; i < 5; i += 1) expect((await withFactor(challenge!.token, '12345x')).userErrors[0].message).toBe('auth.factor.invalidCode');
    expect((await withFactor(challenge!.token, codeAt(secret, 1))).userErrors[0].message).toBe('auth.factor.challengeExpired');
    // Wrong codes count as failed sign-ins, as wrong passwords do (the throttle's count for the account).
    const editor = client.db.all('User').find((row) => row.email === email('EDITOR'))!;
    const security = await client.run<{ staffSecurity: { throttle: { failedAttempts: number } } }>('StaffSecurity', { userId: editor.id }, await client.login('ADMIN'));
    expect(security.data!.staffSecurity.throttle.failedAttempts).toBe(5);
    expect((await withFactor('not-a-challenge', codeAt(secret, 1))).userErrors[0].message).toBe('auth.factor.challengeExpired');
  });

  it('lets ADMIN alone reset a member\'s factor, recorded in the activity log', async () => {
    // MODERATOR: EDITOR's wrong codes above count against its sign-ins (the throttle).
    const editor = client.db.all('User').find((row) => row.email === email('MODERATOR'))!;
    await enrol('MODERATOR');
    const admin = await client.login('ADMIN');
    const support = await client.login('SUPPORT');
    const refused = await client.run('ResetUserFactor', { userId: editor.id }, support);
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(codeOf(await client.run('UserSecondFactor', { userId: editor.id }, support))).toBe('FORBIDDEN');
    const before = await client.run<{ userSecondFactor: Factor }>('UserSecondFactor', { userId: editor.id }, admin);
    expect(before.data!.userSecondFactor.enrolled).toBe(true);
    const reset = await client.run<{ resetUserFactor: { user: { id: string } } }>('ResetUserFactor', { userId: editor.id }, admin);
    expect(reset.data!.resetUserFactor.user.id).toBe(editor.id);
    const after = await client.run<{ userSecondFactor: Factor }>('UserSecondFactor', { userId: editor.id }, admin);
    expect(after.data!.userSecondFactor.enrolled).toBe(false);
    const entries = undoStateOf(client.db).history.of('User', editor.id);
    expect(entries.at(-1)).toMatchObject({ action: 'FACTOR_RESET', by: { id: client.db.all('User').find((row) => row.email === email('ADMIN'))!.id } });
    expect((await login('MODERATOR')).token).toBeTruthy();
  });

  it('holds a member of a role that requires it to enrolment until enrolled', async () => {
    const signed = await login('FINANCE');
    expect(signed.token).toBeTruthy();
    expect(signed.viewer?.secondFactor).toEqual({ enrolled: false, required: true });
    const token = signed.token!;
    for (const [name, variables] of [['PaymentList', { page: 1, pageSize: 2 }], ['ViewerUpdate', { input: { fullName: 'Not now' } }]] as const) {
      const refused = await client.run(name, variables, token);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reasonCode: 'FACTOR_ENROLLMENT_REQUIRED' });
      expect(refused.data?.[Object.keys(refused.data ?? {})[0]] ?? null).toBeNull();
    }
    expect(await factorOf(token)).toMatchObject({ enrolled: false, required: true });
    const pendingViewer = await client.run<{ viewer: { notifications: unknown[]; unreadNotificationCount: number } }>('Viewer', {}, token);
    expect(pendingViewer.data!.viewer).toMatchObject({ notifications: [], unreadNotificationCount: 0 });
    const started = await client.run<{ enrollFactorStart: { enrollment: { secret: string } } }>('EnrollFactorStart', {}, token);
    const confirmed = await client.run<{ enrollFactorConfirm: { recoveryCodes: string[] } }>('EnrollFactorConfirm', { code: codeAt(started.data!.enrollFactorStart.enrollment.secret) }, token);
    expect(confirmed.data!.enrollFactorConfirm.recoveryCodes).toHaveLength(10);
    const list = await client.run<{ paymentList: { total: number } }>('PaymentList', { page: 1, pageSize: 2 }, token);
    expect(list.errors).toBeUndefined();
    expect(list.data!.paymentList.total).toBeGreaterThan(0);
  });

  it('keeps enrolments and spent recovery codes across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'factor-'));
    try {
      const first = await startTestServer({ dataDir: dir });
      const token = (await first.run<{ login: Payload }>('Login', { email: email('EDITOR'), password: 'password' })).data!.login.token!;
      const started = await first.run<{ enrollFactorStart: { enrollment: { secret: string } } }>('EnrollFactorStart', {}, token);
      const confirmed = await first.run<{ enrollFactorConfirm: { recoveryCodes: string[] } }>('EnrollFactorConfirm', { code: codeAt(started.data!.enrollFactorStart.enrollment.secret) }, token);
      const codes = confirmed.data!.enrollFactorConfirm.recoveryCodes;
      const challenge = (await first.run<{ login: Payload }>('Login', { email: email('EDITOR'), password: 'password' })).data!.login.challenge!.token;
      expect((await first.run<{ loginWithFactor: Payload }>('LoginWithFactor', { challenge, code: codes[0] })).data!.loginWithFactor.token).toBeTruthy();
      await first.stop();
      const second = await startTestServer({ dataDir: dir });
      try {
        const again = (await second.run<{ login: Payload }>('Login', { email: email('EDITOR'), password: 'password' })).data!.login;
        expect(again.token).toBeNull();
        const spent = await second.run<{ loginWithFactor: Payload }>('LoginWithFactor', { challenge: again.challenge!.token, code: codes[0] });
        expect(spent.data!.loginWithFactor.userErrors[0].message).toBe('auth.factor.invalidCode');
        const next = await second.run<{ loginWithFactor: Payload }>('LoginWithFactor', { challenge: again.challenge!.token, code: codes[1] });
        expect(next.data!.loginWithFactor.token).toBeTruthy();
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
