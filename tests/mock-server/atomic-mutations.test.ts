// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestServer, type TestClient } from './harness';
import { sampleInput, tableFingerprint } from './fixtures';

/** A document with several mutations is all or nothing as far as permissions go. */
let client: TestClient;

beforeAll(async () => {
  client = await startTestServer();
});
afterAll(() => client.stop());

describe('a refused root field changes nothing', () => {
  it('does not save the first create when the second is FORBIDDEN', async () => {
    const before = tableFingerprint(client.db, 'Accent');
    const response = await client.request(
      `mutation Two($a: AccentCreateInput!, $p: PlanCreateInput!) {
        first: accentCreate(input: $a) { accent { id } userErrors { message } }
        second: planCreate(input: $p) { plan { id } userErrors { message } }
      }`,
      { a: sampleInput(client.db, 'Accent'), p: sampleInput(client.db, 'Plan') },
      await client.login('EDITOR'),
    );
    expect(codeOf(response)).toBe('FORBIDDEN');
    expect((response.errors?.[0] as { path?: string[] }).path).toEqual(['second']);
    expect(tableFingerprint(client.db, 'Accent')).toBe(before);
  });

  it('checks rows too: a language update is not saved beside a delete of published media', async () => {
    const language = client.db.all('Language')[0];
    const media = client.db.all('Media').find((row) => row.status === 'PUBLISHED')!;
    const before = tableFingerprint(client.db, 'Language');
    const response = await client.request(
      `mutation Two($l: ID!, $m: ID!, $input: LanguageUpdateInput!) {
        ...Both
      }
      fragment Both on Mutation {
        languageUpdate(id: $l, input: $input) { userErrors { message } }
        mediaBulkDelete(ids: [$m]) { deletedIds }
      }`,
      { l: language.id, m: media.id, input: { title: `${String(language.title)} changed` } },
      await client.login('EDITOR'),
    );
    expect(codeOf(response)).toBe('FORBIDDEN');
    expect(tableFingerprint(client.db, 'Language')).toBe(before);
    expect(client.db.get('Media', media.id)).toBeDefined();
  });

  it('still runs a document whose every field is allowed', async () => {
    const response = await client.request(
      `mutation One($a: AccentCreateInput!) { accentCreate(input: $a) { accent { id } userErrors { message } } }`,
      { a: sampleInput(client.db, 'Accent') },
      await client.login('EDITOR'),
    );
    expect(response.errors).toBeUndefined();
  });
});
