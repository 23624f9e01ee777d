// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppAbility } from '../../src/ability/ability';
import { defineRulesFor } from '../../src/ability/rules';
import { ENTITY_SUBJECTS, STAFF_ROLES, type Action, type EntitySubject } from '../../src/ability/subjects';
import { changedInputKeys } from '../../mock-server/resolvers/input';
import type { Row, RowValues } from '../../mock-server/store/types';
import { codeOf, operations, startTestServer, type TestClient } from './harness';
import { sampleInput, tableFingerprint } from './fixtures';

/**
 * Every operation of operations/ as every staff role: allowed or FORBIDDEN exactly as the rules
 * module says (the rules themselves are checked against PRODUCT.md in rules-spec.test.ts), and a
 * refused mutation leaves its table as it was.
 */
const VERBS: [RegExp, Action][] = [
  [/^(.+)List$/, 'read'],
  [/^(.+)Get$/, 'read'],
  [/^(.+)Create$/, 'create'],
  [/^(.+)BulkDelete$/, 'delete'],
  [/^(.+)Update$/, 'update'],
  [/^(.+)Delete$/, 'delete'],
];

let client: TestClient;
let cases = 0;

function classify(name: string): { action: Action; type: EntitySubject } | null {
  for (const [pattern, action] of VERBS) {
    const match = pattern.exec(name);
    if (match && client.db.models.has(match[1])) return { action, type: match[1] as EntitySubject };
  }
  return null;
}

/** A row the operation can act on: a fresh copy for deletes (so references never get in the way). */
async function target(type: EntitySubject, action: Action, variant: 'draft' | 'published'): Promise<Row> {
  if (action !== 'delete') return client.db.all(type)[0];
  const input = sampleInput(client.db, type);
  if (type === 'Media') input.status = variant === 'published' ? 'PUBLISHED' : 'DRAFT';
  const created = await client.run<Record<string, { userErrors: unknown[] } & Record<string, Row>>>(
    `${type}Create`,
    { input },
    await client.login('ADMIN'),
  );
  const payload = Object.values(created.data ?? {})[0];
  expect(payload?.userErrors, `${type}Create as ADMIN`).toEqual([]);
  return client.db.all(type).at(-1)!;
}

function variablesFor(name: string, action: Action, type: EntitySubject, row: Row): Record<string, unknown> {
  if (name.endsWith('List')) return { page: 1, pageSize: 3 };
  if (name.endsWith('Get')) return { id: row.id };
  if (name.endsWith('BulkDelete')) return { ids: [row.id] };
  if (action === 'delete') return { id: row.id };
  if (action === 'create') return { input: sampleInput(client.db, type) };
  return { id: row.id, input: sampleInput(client.db, type, row) };
}

/** The fields a create sets, or an update changes (a value sent unchanged needs no permission). */
function fieldsOf(name: string, variables: Record<string, unknown>, type: EntitySubject, row: Row): string[] {
  if (!name.endsWith('Update') && !name.endsWith('Create')) return [];
  const model = client.db.model(type);
  const input = variables.input as RowValues;
  const keys = name.endsWith('Update') ? changedInputKeys(model, row, input) : Object.keys(input);
  return keys.map((key) => model.refs.find((ref) => ref.inputKey === key)?.field ?? key);
}

beforeAll(async () => {
  client = await startTestServer();
});
afterAll(async () => {
  await client.stop();
  console.log(`ability matrix: ${cases} role × operation cases checked`);
});

describe.each(STAFF_ROLES)('as %s', (role) => {
  const ability = createAppAbility(defineRulesFor(role));
  const entityOps = [...operations.keys()].filter((name) =>
    VERBS.some(([pattern]) => (ENTITY_SUBJECTS as readonly string[]).includes(pattern.exec(name)?.[1] ?? '')),
  );

  it.each(entityOps)('%s', async (name) => {
    const kind = classify(name);
    expect(kind, `${name} names an entity operation`).not.toBeNull();
    const { action, type } = kind!;
    const variants: ('draft' | 'published')[] = type === 'Media' && action === 'delete' ? ['draft', 'published'] : ['draft'];
    for (const variant of variants) {
      const row = await target(type, action, variant);
      const variables = variablesFor(name, action, type, row);
      const subject = action === 'create' ? type : row;
      const fields = fieldsOf(name, variables, type, row);
      const allowed = ability.can(action, subject) && fields.every((field) => ability.can(action, subject, field));
      const before = allowed ? '' : tableFingerprint(client.db, type);
      const response = await client.run(name, variables, await client.login(role));
      cases += 1;
      if (allowed) {
        expect(codeOf(response), `${role} ${name} ${variant}: ${JSON.stringify(response.errors)}`).toBeUndefined();
      } else {
        expect(codeOf(response), `${role} ${name} ${variant}`).toBe('FORBIDDEN');
        expect(tableFingerprint(client.db, type), `${role} ${name} changed nothing`).toBe(before);
      }
    }
  });

  it('runs the session operations (viewer, notifications, search, upload, dashboard)', async () => {
    const token = await client.login(role);
    const can = (type: EntitySubject) => ability.can('read', type);
    const checks: [string, Record<string, unknown>][] = [
      ['Viewer', {}],
      ['MarkNotificationsRead', { ids: null }],
      ['Search', { query: 'ab' }],
      ['CreateUpload', { filename: 'a.png', contentType: 'image/png', sizeBytes: 10 }],
      ['ViewerUpdate', { input: { emailDigest: true } }],
      ['Dashboard', { withUsers: can('User'), withPayments: can('Payment'), withAbuses: can('Abuse'), withComments: can('Comment'), withMedia: can('Media') }],
    ];
    for (const [name, variables] of checks) {
      const response = await client.run(name, variables, token);
      cases += 1;
      expect(response.errors, `${role} ${name}`).toBeUndefined();
    }
    const secret = await client.run('PayGatewaySecret', { id: client.db.all('PayGateway')[0].id }, token);
    cases += 1;
    expect(codeOf(secret), `${role} PayGatewaySecret`).toBe(ability.can('read', 'PayGateway', 'secretKey') ? undefined : 'FORBIDDEN');
    const denied = await client.run('Dashboard', { withUsers: true, withPayments: true, withAbuses: true, withComments: true, withMedia: true }, token);
    const allReadable = (['User', 'Payment', 'Abuse', 'Comment', 'Media'] as const).every(can);
    cases += 1;
    expect(codeOf(denied)).toBe(allReadable ? undefined : 'FORBIDDEN');
  });
});

describe('field restrictions', () => {
  it('FINANCE reads gateways but never PayGateway.secretKey', async () => {
    const id = client.db.all('PayGateway')[0].id;
    const finance = await client.request(`{ payGateway(id: "${id}") { name secretKey } }`, {}, await client.login('FINANCE'));
    expect(codeOf(finance)).toBe('FORBIDDEN');
    expect((finance.data as { payGateway: { name: string; secretKey: null } }).payGateway.secretKey).toBeNull();
    expect((finance.data as { payGateway: { name: string } }).payGateway.name).toBeTruthy();
    const admin = await client.request(`{ payGateway(id: "${id}") { secretKey } }`, {}, await client.login('ADMIN'));
    expect((admin.data as { payGateway: { secretKey: string } }).payGateway.secretKey).toMatch(/\S/);
  });

  it('MODERATOR may change User.status and nothing else', async () => {
    const user = client.db.all('User').find((row) => row.role === 'LEARNER')!;
    const token = await client.login('MODERATOR');
    const ok = await client.run('UserUpdate', { id: user.id, input: { status: 'SUSPENDED' } }, token);
    expect(ok.errors).toBeUndefined();
    expect(user.status).toBe('SUSPENDED');
    const before = tableFingerprint(client.db, 'User');
    const denied = await client.run('UserUpdate', { id: user.id, input: { status: 'ACTIVE', fullName: 'X Y' } }, token);
    expect(codeOf(denied)).toBe('FORBIDDEN');
    expect(tableFingerprint(client.db, 'User')).toBe(before);
  });

  it.each(['MODERATOR', 'SUPPORT'])('%s changes no staff account, only learners', async (role) => {
    const token = await client.login(role);
    for (const staff of client.db.all('User').filter((row) => row.role !== 'LEARNER')) {
      const before = tableFingerprint(client.db, 'User');
      const denied = await client.run('UserUpdate', { id: staff.id, input: { status: 'SUSPENDED' } }, token);
      expect(codeOf(denied), `${role} suspends ${String(staff.role)}`).toBe('FORBIDDEN');
      const mobile = await client.run('UserUpdate', { id: staff.id, input: { mobile: '+989121234567' } }, token);
      expect(codeOf(mobile), `${role} changes the mobile of ${String(staff.role)}`).toBe('FORBIDDEN');
      expect(tableFingerprint(client.db, 'User')).toBe(before);
    }
    const learner = client.db.all('User').find((row) => row.role === 'LEARNER' && row.status === 'ACTIVE')!;
    const ok = await client.run('UserUpdate', { id: learner.id, input: { status: 'SUSPENDED' } }, token);
    expect(ok.errors).toBeUndefined();
    expect(learner.status).toBe('SUSPENDED');
    await client.run('UserUpdate', { id: learner.id, input: { status: 'ACTIVE' } }, token);
  });

  it('EDITOR cannot unpublish media (then delete it), but still edits it', async () => {
    const token = await client.login('EDITOR');
    const media = client.db.all('Media').find((row) => row.status === 'PUBLISHED')!;
    for (const status of ['DRAFT', 'ARCHIVED']) {
      const denied = await client.run('MediaUpdate', { id: media.id, input: { status } }, token);
      expect(codeOf(denied)).toBe('FORBIDDEN');
      expect(denied.errors?.[0].message).toBe('ability.reason.publishedMediaStatus');
      expect(media.status).toBe('PUBLISHED');
    }
    const input = { ...sampleInput(client.db, 'Media', media), title: 'Edited while published' };
    const edited = await client.run('MediaUpdate', { id: media.id, input }, token);
    expect(edited.errors).toBeUndefined();
    expect(media.title).toBe('Edited while published');
    const admin = await client.run('MediaUpdate', { id: media.id, input: { status: 'ARCHIVED' } }, await client.login('ADMIN'));
    expect(admin.errors).toBeUndefined();
  });

  it('EDITOR cannot delete PUBLISHED media, with the reason', async () => {
    const media = client.db.all('Media').find((row) => row.status === 'PUBLISHED')!;
    const denied = await client.run('MediaDelete', { id: media.id }, await client.login('EDITOR'));
    expect(codeOf(denied)).toBe('FORBIDDEN');
    expect(denied.errors?.[0].message).toBe('ability.reason.publishedMedia');
    expect(client.db.get('Media', media.id)).toBe(media);
  });

  it('answers UNAUTHENTICATED without a token', async () => {
    const response = await client.run('MediaList', { page: 1, pageSize: 1 }, null);
    expect(codeOf(response)).toBe('UNAUTHENTICATED');
  });
});
