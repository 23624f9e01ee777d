// @vitest-environment node
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService } from '../../mock-server/auth/tokens';

const SECRET = 'test-secret-that-is-long-enough-for-hs256';

function fakeClock(start = Date.UTC(2025, 0, 1)) {
  let now = start;
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('TokenService', () => {
  it('signs an HS256 token carrying sub, role, jti, iat and exp', async () => {
    const clock = fakeClock();
    const tokens = new TokenService(SECRET, 3600, clock.now);
    const { token, expiresAt } = await tokens.sign({ id: 'u1', role: 'ADMIN' });

    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: 'u1', role: 'ADMIN', iat: clock.now() / 1000, exp: clock.now() / 1000 + 3600 });
    expect(claims.jti).toEqual(expect.any(String));
    expect(expiresAt.getTime()).toBe(clock.now() + 3600_000);
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', role: 'ADMIN', jti: claims.jti });
  });

  it('gives every token its own id', async () => {
    const tokens = new TokenService(SECRET, 60);
    const a = decodeJwt((await tokens.sign({ id: 'u1', role: 'ADMIN' })).token).jti;
    const b = decodeJwt((await tokens.sign({ id: 'u1', role: 'ADMIN' })).token).jti;
    expect(a).not.toBe(b);
  });

  it('rejects a token once it has expired', async () => {
    const clock = fakeClock();
    const tokens = new TokenService(SECRET, 60, clock.now);
    const { token } = await tokens.sign({ id: 'u1', role: 'EDITOR' });
    clock.advance(59);
    expect(await tokens.verify(token)).not.toBeNull();
    clock.advance(2);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('rejects tampered, foreign and malformed tokens', async () => {
    const tokens = new TokenService(SECRET, 60);
    const { token } = await tokens.sign({ id: 'u1', role: 'SUPPORT' });
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), role: 'ADMIN' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();

    const other = new TokenService('another-secret-that-is-also-long-enough', 60);
    expect(await other.verify(token)).toBeNull();
    expect(await tokens.verify('not-a-token')).toBeNull();
    expect(await tokens.verify('')).toBeNull();
  });

  it('rejects a revoked token but keeps others valid', async () => {
    const tokens = new TokenService(SECRET, 60);
    const first = await tokens.sign({ id: 'u1', role: 'ADMIN' });
    const second = await tokens.sign({ id: 'u1', role: 'ADMIN' });
    const claims = await tokens.verify(first.token);
    tokens.revoke(claims!.jti);
    expect(await tokens.verify(first.token)).toBeNull();
    expect(await tokens.verify(second.token)).not.toBeNull();
  });

  it('forgets revoked ids once the token could no longer be used anyway', async () => {
    const clock = fakeClock();
    const tokens = new TokenService(SECRET, 60, clock.now);
    const { token } = await tokens.sign({ id: 'u1', role: 'ADMIN' });
    const { jti } = (await tokens.verify(token))!;
    tokens.revoke(jti, decodeJwt(token).exp);
    const revoked = (tokens as unknown as { revoked: Map<string, number> }).revoked;
    expect(revoked.has(jti)).toBe(true);
    clock.advance(120);
    tokens.revoke('another-id');
    expect(revoked.has(jti)).toBe(false);
    expect(revoked.has('another-id')).toBe(true);
  });
});
