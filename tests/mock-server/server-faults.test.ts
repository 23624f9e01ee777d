// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestServer, type TestClient } from './harness';

let client: TestClient;
beforeAll(async () => {
  client = await startTestServer({ faults: { delays: { MediaList: 150 }, failures: ['PlanList'] } });
});
afterAll(() => client.stop());

describe('fault injection on the real server', () => {
  it('fails operations named in MOCK_FAIL and changes nothing', async () => {
    const token = await client.login('ADMIN');
    const failed = await client.run('PlanList', { page: 1 }, token);
    expect(codeOf(failed)).toBe('INTERNAL_SERVER_ERROR');
    expect(failed.errors?.[0].extensions?.injected).toBe(true);
  });

  it('delays operations named in MOCK_DELAY', async () => {
    const token = await client.login('ADMIN');
    const started = performance.now();
    await client.run('MediaList', { page: 1, pageSize: 1 }, token);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('fails a mutation named in the x-mock-fail header without writing', async () => {
    const token = await client.login('ADMIN');
    const count = client.db.all('Language').length;
    const doc = `mutation LanguageCreate { languageCreate(input: { code: "zz", title: "Z", nativeTitle: "Z" }) { language { id } } }`;
    const response = await client.request(doc, {}, token, { 'x-mock-fail': 'LanguageCreate' });
    expect(codeOf(response)).toBe('INTERNAL_SERVER_ERROR');
    expect(client.db.all('Language')).toHaveLength(count);
  });

  it('ignores fault headers without a valid token: a stranger cannot hold or fail a sign-in', async () => {
    const login = `mutation Login { login(email: "admin@example.com", password: "${client.config.devPassword}") { token } }`;
    const failed = await client.request<{ login: { token: string | null } }>(login, {}, null, { 'x-mock-fail': 'Login' });
    expect(failed.errors).toBeUndefined();
    expect(failed.data?.login.token).toBeTruthy();
    const started = performance.now();
    await client.request(login, {}, null, { 'x-mock-delay': '2000' });
    await client.request(login, {}, 'not-a-token', { 'x-mock-delay': 'Login:2000' });
    expect(performance.now() - started).toBeLessThan(1500);
    // Not even read: a malformed header from a stranger is no 400 either.
    expect((await client.request(login, {}, null, { 'x-mock-delay': 'soon' })).errors).toBeUndefined();
  });

  it('ignores fault headers when they are turned off, even with a token', async () => {
    const closed = await startTestServer({ faultHeaders: false });
    try {
      const token = await closed.login('ADMIN');
      const failed = await closed.request('query LanguageList { languageList { total } }', {}, token, { 'x-mock-fail': '*' });
      expect(failed.errors).toBeUndefined();
    } finally {
      await closed.stop();
    }
  });

  it('refuses queries deeper than the limit', async () => {
    const token = await client.login('ADMIN');
    const deep = `{ mediaCategoryList { items { parent { parent { parent { parent { parent { parent { parent { parent { parent { parent { parent { id } } } } } } } } } } } } } }`;
    const response = await client.request(deep, {}, token);
    // Apollo files every validation rule's error under one code; the message names the limit.
    expect(codeOf(response)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(response.errors?.[0].message).toMatch(/too deep/i);
  });
});
