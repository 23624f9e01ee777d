// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestServer, type TestClient } from './harness';
import { sampleInput, tableFingerprint } from './fixtures';
import { mutationCheck } from '../../mock-server/mutationChecks';
import { buildSchema, readSchemaSource } from '../../mock-server/schema';

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

/**
 * A refusal by any root field leaves the document's other fields unsaved, whatever the field:
 * restore, bulkUpdate, importRows and revertTo once refused only after the create before them ran.
 */
describe('every kind of mutation is checked before the first runs', () => {
  const accentThen = (second: string, vars = '') =>
    `mutation Two($a: AccentCreateInput!${vars}) { a: accentCreate(input: $a) { accent { id } userErrors { message } } b: ${second} }`;

  async function refusedWithoutTheAccent(second: string, variables: Record<string, unknown> = {}, vars = '', code = 'FORBIDDEN') {
    const before = tableFingerprint(client.db, 'Accent');
    const response = await client.request(accentThen(second, vars), { a: sampleInput(client.db, 'Accent'), ...variables }, await client.login('EDITOR'));
    expect(codeOf(response), JSON.stringify(response.errors)).toBe(code);
    expect(response.data ?? null).toBeNull();
    expect((response.errors?.[0] as { path?: string[] }).path).toEqual(['b']);
    expect(tableFingerprint(client.db, 'Accent')).toBe(before);
  }

  it('restore of rows the viewer may not delete', async () => {
    await refusedWithoutTheAccent('restore(subject: "User", ids: ["5"]) { restoredIds }');
  });

  it('bulkUpdate of an entity the viewer may not update', async () => {
    const plan = client.db.all('Plan')[0];
    await refusedWithoutTheAccent(`bulkUpdate(subject: "Plan", ids: ["${plan.id}"], input: { isActive: false }) { updatedIds }`);
  });

  it('importRows of an entity the viewer may not create', async () => {
    const before = client.db.all('Plan').length;
    await refusedWithoutTheAccent('importRows(subject: "Plan", rows: $rows, dryRun: false) { createdIds }', { rows: [sampleInput(client.db, 'Plan')] }, ', $rows: [JSON!]!');
    expect(client.db.all('Plan').length).toBe(before);
  });

  it('importRows refused as a whole for a malformed row, before any other row is created', async () => {
    const before = client.db.all('Language').length;
    const rows = [sampleInput(client.db, 'Language'), 'not a row'];
    await refusedWithoutTheAccent('importRows(subject: "Language", rows: $rows, dryRun: false) { createdIds }', { rows }, ', $rows: [JSON!]!', 'BAD_USER_INPUT');
    expect(client.db.all('Language').length).toBe(before);
  });

  it('revertTo of an entity the viewer may not update', async () => {
    const admin = await client.login('ADMIN');
    const plan = client.db.all('Plan')[0];
    await client.run('PlanUpdate', { id: plan.id, input: { title: `${String(plan.title)} (revert me)` } }, admin);
    const history = await client.request<{ history: { id: string }[] }>('query($id: ID!) { history(subject: "Plan", id: $id) { id } }', { id: plan.id }, admin);
    const entryId = history.data!.history[0].id;
    await refusedWithoutTheAccent(`revertTo(subject: "Plan", id: "${plan.id}", entryId: "${entryId}") { restoredIds }`);
  });

  it('revertTo that would change a field the viewer may not change (the status of published media)', async () => {
    const admin = await client.login('ADMIN');
    const media = client.db.all('Media').find((row) => row.status === 'DRAFT')!;
    await client.run('MediaUpdate', { id: media.id, input: { title: `${String(media.title)} (draft)` } }, admin);
    const draft = await client.request<{ history: { id: string }[] }>('query($id: ID!) { history(subject: "Media", id: $id) { id } }', { id: media.id }, admin);
    const published = await client.run('MediaUpdate', { id: media.id, input: { status: 'PUBLISHED' } }, admin);
    expect(published.errors).toBeUndefined();
    expect(client.db.get('Media', media.id)!.status).toBe('PUBLISHED');
    await refusedWithoutTheAccent(`revertTo(subject: "Media", id: "${media.id}", entryId: "${draft.data!.history[0].id}") { restoredIds }`);
    expect(client.db.get('Media', media.id)!.status).toBe('PUBLISHED');
  });

  it('another staff member’s saved view', async () => {
    const views = await client.request<{ savedViewCreate: { savedView: { id: string } } }>(
      'mutation { savedViewCreate(input: { entity: "Language", name: "Shared with editors", query: "", columns: ["title"], sharedWithRole: EDITOR }) { savedView { id } } }',
      {},
      await client.login('ADMIN'),
    );
    await refusedWithoutTheAccent(`savedViewDelete(id: "${views.data!.savedViewCreate.savedView.id}") { deletedId }`);
  });
});

describe('the list of checked mutations', () => {
  it('has a check for every field of the Mutation type, so a new mutation cannot be forgotten', () => {
    const { schema, models } = buildSchema(readSchemaSource());
    const names = Object.keys(schema.getMutationType()!.getFields());
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => !mutationCheck(name, models))).toEqual([]);
  });

  it('has none for a field no resolver serves (the mocks answer it and change nothing)', () => {
    const { models } = buildSchema(readSchemaSource());
    expect(mutationCheck('somethingNewFromTheBackend', models)).toBeNull();
  });
});
