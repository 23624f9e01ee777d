// @vitest-environment node
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { firstFreePort, withAdminOrigin } from '../../scripts/devPort';

describe('npm start beside another dev server', () => {
  it('takes the next free port when the preferred one is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen({ host: '127.0.0.1', port: 0 }, resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      expect(await firstFreePort('127.0.0.1', port)).toBeGreaterThan(port);
    } finally {
      taken.close();
    }
  });

  it("lets the mock allow the admin's origin under both names, keeping the others and `*`", () => {
    expect(withAdminOrigin(['http://localhost:5173'], 5174)).toEqual(['http://localhost:5173', 'http://localhost:5174', 'http://127.0.0.1:5174']);
    expect(withAdminOrigin(['http://127.0.0.1:5173', 'http://localhost:5173'], 5173)).toEqual(['http://127.0.0.1:5173', 'http://localhost:5173']);
    expect(withAdminOrigin(['*'], 5174)).toEqual(['*']);
  });
});
