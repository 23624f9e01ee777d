// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../mock-server/auth/passwords';

describe('passwords', () => {
  it('hashes in the scrypt$salt$hash format with a random salt', () => {
    const a = hashPassword('password');
    const b = hashPassword('password');
    expect(a).toMatch(/^scrypt\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('password');
  });

  it('verifies the right password and refuses a wrong one', () => {
    const hash = hashPassword('password');
    expect(verifyPassword('password', hash)).toBe(true);
    expect(verifyPassword('Password', hash)).toBe(false);
    expect(verifyPassword('', hash)).toBe(false);
  });

  it('treats malformed hashes as a failed check instead of throwing', () => {
    expect(verifyPassword('password', '')).toBe(false);
    expect(verifyPassword('password', 'bcrypt$abc$def')).toBe(false);
    expect(verifyPassword('password', 'scrypt$$')).toBe(false);
    expect(verifyPassword('password', 'scrypt$c2FsdA==$dG9vc2hvcnQ=')).toBe(false);
  });

  it('hashes the five seeded accounts quickly', () => {
    const start = performance.now();
    for (let i = 0; i < 5; i++) hashPassword('password');
    expect(performance.now() - start).toBeLessThan(100);
  });
});
