// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient } from './harness';

let client: TestClient;
beforeAll(async () => {
  client = await startTestServer();
});
afterAll(() => client.stop());

describe('viewerUpdate goes through the account form schema', () => {
  it.each([
    ['a javascript: avatar', { avatarUrl: 'javascript:alert(1)' }, 'input.avatarUrl'],
    ['a 900,000-character name', { fullName: 'x'.repeat(900_000) }, 'input.fullName'],
  ])('refuses %s and changes nothing', async (_, input, field) => {
    const token = await client.login('EDITOR');
    const user = client.db.all('User').find((row) => row.email === 'editor@example.com')!;
    const before = JSON.stringify([user.fullName, user.avatarUrl]);
    const response = await client.run<{ viewerUpdate: { userErrors: { field: string[] }[] } }>('ViewerUpdate', { input }, token);
    expect(response.data?.viewerUpdate.userErrors.map((e) => e.field.join('.'))).toContain(field);
    expect(JSON.stringify([user.fullName, user.avatarUrl])).toBe(before);
  });

  it('still saves a good profile', async () => {
    const response = await client.run<{ viewerUpdate: { userErrors: unknown[] } }>('ViewerUpdate', { input: { fullName: 'Editor Two', avatarUrl: 'https://example.com/a.png' } }, await client.login('EDITOR'));
    expect(response.data?.viewerUpdate.userErrors).toEqual([]);
  });
});
