// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../../mock-server/store/types';
import { startTestServer, type TestClient } from './harness';
import { sampleInput } from './fixtures';

/** What the server says, not the client: who handled a report and when, when a notification went out. */
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

type NotificationOut = {
  notificationCreate: Errors & { notification: { id: string } | null };
  notificationUpdate: Errors;
};

describe('notifications', () => {
  const past = new Date(NOW - 60_000).toISOString();
  const future = new Date(NOW + 3_600_000).toISOString();
  const inputWith = (values: Record<string, unknown>) => ({ ...sampleInput(client.db, 'Notification'), ...values });

  it('a notification sent now is stamped with the server time, even when it had been scheduled earlier', async () => {
    const support = await client.login('SUPPORT');
    const sent = await client.run<NotificationOut>('NotificationCreate', { input: inputWith({ status: 'SENT', scheduledAt: past }) }, support);
    expect(sent.data!.notificationCreate.userErrors).toEqual([]);
    expect(client.db.get('Notification', sent.data!.notificationCreate.notification!.id)!.sentAt).toBe(new Date(NOW).toISOString());

    const draft = client.db.all('Notification').find((row) => row.status === 'DRAFT')!;
    const result = await client.run<NotificationOut>('NotificationUpdate', { id: draft.id, input: { status: 'SENT' } }, support);
    expect(result.data!.notificationUpdate.userErrors).toEqual([]);
    expect(client.db.get('Notification', draft.id)!.sentAt).toBe(new Date(NOW).toISOString());
  });

  it('refuses to schedule a notification for a time that has passed', async () => {
    const support = await client.login('SUPPORT');
    const count = client.db.all('Notification').length;
    const refused = await client.run<NotificationOut>('NotificationCreate', { input: inputWith({ status: 'SCHEDULED', scheduledAt: past }) }, support);
    expect(refused.data!.notificationCreate.userErrors).toEqual([
      expect.objectContaining({ field: ['input', 'scheduledAt'], code: 'INVALID', message: 'notification.errors.scheduledInPast' }),
    ]);
    expect(client.db.all('Notification').length).toBe(count);

    const created = await client.run<NotificationOut>('NotificationCreate', { input: inputWith({ status: 'SCHEDULED', scheduledAt: future }) }, support);
    expect(created.data!.notificationCreate.userErrors).toEqual([]);
    const id = created.data!.notificationCreate.notification!.id;
    expect(client.db.get('Notification', id)!.sentAt).toBeNull();
    const moved = await client.run<NotificationOut>('NotificationUpdate', { id, input: { scheduledAt: past } }, support);
    expect(moved.data!.notificationUpdate.userErrors).toEqual([expect.objectContaining({ field: ['input', 'scheduledAt'], message: 'notification.errors.scheduledInPast' })]);
    expect(client.db.get('Notification', id)!.scheduledAt).toBe(future);
  });

  it('lets an overdue scheduled notification be edited, and sent now, without choosing a new time', async () => {
    const support = await client.login('SUPPORT');
    const overdue = client.db.all('Notification').find((row) => row.status === 'SCHEDULED' && Date.parse(String(row.scheduledAt)) < NOW)!;
    const edited = await client.run<NotificationOut>('NotificationUpdate', { id: overdue.id, input: { title: 'Still on its way' } }, support);
    expect(edited.data!.notificationUpdate.userErrors).toEqual([]);
    const sent = await client.run<NotificationOut>('NotificationUpdate', { id: overdue.id, input: { status: 'SENT' } }, support);
    expect(sent.data!.notificationUpdate.userErrors).toEqual([]);
    expect(client.db.get('Notification', overdue.id)).toMatchObject({ status: 'SENT', sentAt: new Date(NOW).toISOString() });
  });
});

type DatedOut = Record<string, Errors & Record<string, { id: string } | null | Errors['userErrors']>>;

describe('dates a status means (datedOn)', () => {
  const stamp = new Date(NOW).toISOString();
  const created = (result: { data?: DatedOut | null }, root: string, entity: string) => {
    expect(result.data![root].userErrors).toEqual([]);
    return (result.data![root] as Record<string, { id: string }>)[entity].id;
  };

  it('an episode published without a publish date gets the server clock; a date given is kept', async () => {
    const editor = await client.login('EDITOR');
    const base = { ...sampleInput(client.db, 'Media'), status: 'PUBLISHED', publishedAt: null };
    const now = created(await client.run<DatedOut>('MediaCreate', { input: base }, editor), 'mediaCreate', 'media');
    expect(client.db.get('Media', now)!.publishedAt).toBe(stamp);
    const given = '2029-05-06T07:00:00.000Z';
    const kept = created(await client.run<DatedOut>('MediaCreate', { input: { ...base, publishedAt: given } }, editor), 'mediaCreate', 'media');
    expect(client.db.get('Media', kept)!.publishedAt).toBe(given);

    // A draft published later gets the time it is published; a draft stays undated.
    const draft = created(await client.run<DatedOut>('MediaCreate', { input: { ...base, status: 'DRAFT' } }, editor), 'mediaCreate', 'media');
    expect(client.db.get('Media', draft)!.publishedAt).toBeNull();
    await client.run<DatedOut>('MediaUpdate', { id: draft, input: { status: 'PUBLISHED' } }, editor);
    expect(client.db.get('Media', draft)!.publishedAt).toBe(stamp);
  });

  it('an invoice issued without an issue date is dated by the server; a draft is not', async () => {
    const finance = await client.login('FINANCE');
    const base: Record<string, unknown> = { ...sampleInput(client.db, 'Invoice'), status: 'DRAFT', issuedAt: null, dueAt: null };
    const draft = created(await client.run<DatedOut>('InvoiceCreate', { input: base }, finance), 'invoiceCreate', 'invoice');
    expect(client.db.get('Invoice', draft)!.issuedAt).toBeNull();
    await client.run<DatedOut>('InvoiceUpdate', { id: draft, input: { status: 'ISSUED' } }, finance);
    expect(client.db.get('Invoice', draft)).toMatchObject({ status: 'ISSUED', issuedAt: stamp });
    const given = '2029-05-06T07:00:00.000Z';
    const issued = created(await client.run<DatedOut>('InvoiceCreate', { input: { ...base, number: `${String(base.number)}-2`, status: 'ISSUED', issuedAt: given } }, finance), 'invoiceCreate', 'invoice');
    expect(client.db.get('Invoice', issued)!.issuedAt).toBe(given);
  });
});
