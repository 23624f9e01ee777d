// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertSafeSecret, DEV_JWT_SECRET } from '../../mock-server/config';
import { codeOf, startTestServer } from './harness';

const dir = mkdtempSync(join(tmpdir(), 'mock-sessions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const VIEWER = '{ viewer { user { id } } }';

describe('sessions', () => {
  it('a logout outlives a restart', async () => {
    const first = await startTestServer({ dataDir: dir });
    const token = await first.login('EDITOR');
    expect((await first.request(VIEWER, {}, token)).errors).toBeUndefined();
    expect((await first.request('mutation { logout }', {}, token)).errors).toBeUndefined();
    await first.stop();
    const second = await startTestServer({ dataDir: dir, port: first.server.port });
    try {
      expect(codeOf(await second.request(VIEWER, {}, token))).toBe('UNAUTHENTICATED');
    } finally {
      await second.stop();
    }
  });

  it('changing a user role or status ends their sessions, also after a restart', async () => {
    const client = await startTestServer();
    try {
      const admin = await client.login('ADMIN');
      const editor = await client.login('EDITOR');
      const user = client.db.all('User').find((row) => row.email === 'editor@example.com')!;
      const demoted = await client.request(`mutation { userUpdate(id: "${user.id}", input: { role: LEARNER }) { userErrors { message } } }`, {}, admin);
      expect(demoted.errors).toBeUndefined();
      await client.request(`mutation { userUpdate(id: "${user.id}", input: { role: EDITOR }) { userErrors { message } } }`, {}, admin);
      expect(codeOf(await client.request(VIEWER, {}, editor))).toBe('UNAUTHENTICATED');

      const support = await client.login('SUPPORT');
      const supportUser = client.db.all('User').find((row) => row.email === 'support@example.com')!;
      await client.request(`mutation { userUpdate(id: "${supportUser.id}", input: { status: SUSPENDED }) { userErrors { message } } }`, {}, admin);
      await client.request(`mutation { userUpdate(id: "${supportUser.id}", input: { status: ACTIVE }) { userErrors { message } } }`, {}, admin);
      expect(codeOf(await client.request(VIEWER, {}, support))).toBe('UNAUTHENTICATED');
      // Saving other fields keeps the session.
      expect((await client.request(VIEWER, {}, admin)).errors).toBeUndefined();
    } finally {
      await client.stop();
    }
  });

  it('refuses to listen beyond loopback with the default secret', async () => {
    expect(() => assertSafeSecret({ host: '0.0.0.0', jwtSecret: DEV_JWT_SECRET })).toThrow(/JWT_SECRET/);
    expect(() => assertSafeSecret({ host: '192.168.1.5', jwtSecret: DEV_JWT_SECRET })).toThrow(/default development JWT secret/);
    expect(() => assertSafeSecret({ host: '127.0.0.1', jwtSecret: DEV_JWT_SECRET })).not.toThrow();
    expect(() => assertSafeSecret({ host: '::1', jwtSecret: DEV_JWT_SECRET })).not.toThrow();
    expect(() => assertSafeSecret({ host: '0.0.0.0', jwtSecret: 'a-long-random-secret-of-our-own' })).not.toThrow();
    await expect(startTestServer({ host: '0.0.0.0' })).rejects.toThrow(/JWT_SECRET/);
  });
});
