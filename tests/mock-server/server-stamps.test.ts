// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../../mock-server/store/types';
import { startTestServer, type TestClient } from './harness';
import { sampleInput } from './fixtures';

/** Who handled a report and when are the server's to say: the signed-in viewer, the server's clock. */
let client: TestClient;
let token: string;
let moderator: Row;
const NOW = Date.parse('2030-01-02T03:04:05.000Z');
beforeAll(async () => {
  client = await startTestServer();
  token = await client.login('MODERATOR');
  moderator = client.db.all('User').find((row) => row.email === 'moderator@example.com')!;
  client.db.clock = () => NOW;
});
afterAll(() => client.stop());

type Errors = { userErrors: { field: string[] | null; code: string; message: string }[] };
type AbuseOut = { abuseUpdate: Errors; abuseCreate: Errors & { abuse: { id: string } | null } };

const handler = (report: Row) => ({ by: (report.handledBy as Row | null)?.id ?? null, at: report.handledAt ?? null });

describe('abuse report handler', () => {
  it('is stamped when the status moves on, whatever the client sends', async () => {
    const report = client.db.all('Abuse').find((row) => row.status === 'OPEN')!;
    const someoneElse = client.db.all('User').find((row) => row.id !== moderator.id)!;
    const sent = { status: 'REVIEWING', handledById: someoneElse.id, handledAt: '2001-01-01T00:00:00.000Z' };
    const result = await client.run<AbuseOut>('AbuseUpdate', { id: report.id, input: sent }, token);
    expect(result.errors).toBeUndefined();
    expect(result.data!.abuseUpdate.userErrors).toEqual([]);
    expect(handler(client.db.get('Abuse', report.id)!)).toEqual({ by: moderator.id, at: new Date(NOW).toISOString() });

    // Each later step stamps again; a report opened again is no longer handled.
    const admin = await client.login('ADMIN');
    await client.run<AbuseOut>('AbuseUpdate', { id: report.id, input: { status: 'RESOLVED' } }, admin);
    expect(handler(client.db.get('Abuse', report.id)!).by).toBe(client.db.all('User').find((row) => row.email === 'admin@example.com')!.id);
    await client.run<AbuseOut>('AbuseUpdate', { id: report.id, input: { status: 'OPEN' } }, token);
    expect(handler(client.db.get('Abuse', report.id)!)).toEqual({ by: null, at: null });
  });

  it('ignores a handler sent without a change of status', async () => {
    const report = client.db.all('Abuse').find((row) => row.status === 'RESOLVED' && row.handledBy)!;
    const before = handler(report);
    const result = await client.run<AbuseOut>('AbuseUpdate', { id: report.id, input: { handledById: null, handledAt: null, description: 'Checked twice' } }, token);
    expect(result.data!.abuseUpdate.userErrors).toEqual([]);
    const after = client.db.get('Abuse', report.id)!;
    expect(after.description).toBe('Checked twice');
    expect(handler(after)).toEqual(before);
  });

  it('stamps a report created as handled, and leaves an open one unhandled', async () => {
    const someoneElse = client.db.all('User').find((row) => row.id !== moderator.id)!;
    const base = { ...sampleInput(client.db, 'Abuse'), handledById: someoneElse.id, handledAt: '2001-01-01T00:00:00.000Z' };
    const dismissed = await client.run<AbuseOut>('AbuseCreate', { input: { ...base, status: 'DISMISSED' } }, token);
    expect(dismissed.data!.abuseCreate.userErrors).toEqual([]);
    expect(handler(client.db.get('Abuse', dismissed.data!.abuseCreate.abuse!.id)!)).toEqual({ by: moderator.id, at: new Date(NOW).toISOString() });
    const open = await client.run<AbuseOut>('AbuseCreate', { input: { ...base, status: 'OPEN' } }, token);
    expect(handler(client.db.get('Abuse', open.data!.abuseCreate.abuse!.id)!)).toEqual({ by: null, at: null });
  });
});
