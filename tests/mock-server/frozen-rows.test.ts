// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient } from './harness';
import { tableFingerprint } from './fixtures';

type UpdateResult = { userErrors: { code: string; message: string; values?: { fields: string[] } }[] };

let client: TestClient;
let token: string;
beforeAll(async () => {
  client = await startTestServer();
  token = await client.login('ADMIN');
});
afterAll(() => client.stop());

// The admin shows these rows read-only; the server keeps them so for any other client too.
describe('rows that no longer change', () => {
  it('an issued invoice refuses new items but may still be paid', async () => {
    const invoice = client.db.all('Invoice').find((row) => row.status === 'ISSUED')!;
    const before = tableFingerprint(client.db, 'Invoice');
    const items = [{ description: 'Late addition', quantity: 1, unitPrice: 10 }];
    const refused = await client.run<{ invoiceUpdate: UpdateResult }>('InvoiceUpdate', { id: invoice.id, input: { items } }, token);
    expect(refused.errors).toBeUndefined();
    expect(refused.data!.invoiceUpdate.userErrors).toEqual([
      expect.objectContaining({ code: 'FROZEN', message: 'invoice.readOnly.issued', values: { fields: ['items'] } }),
    ]);
    expect(tableFingerprint(client.db, 'Invoice')).toBe(before);

    const paid = await client.run<{ invoiceUpdate: UpdateResult }>('InvoiceUpdate', { id: invoice.id, input: { status: 'PAID' } }, token);
    expect(paid.data!.invoiceUpdate.userErrors).toEqual([]);
    expect(client.db.get('Invoice', invoice.id)!.status).toBe('PAID');
  });

  it('an invoice status moves only draft → issued → paid or void', async () => {
    const setStatus = (id: string, status: string) =>
      client.run<{ invoiceUpdate: UpdateResult & { userErrors: { field: string[] }[] } }>('InvoiceUpdate', { id, input: { status } }, token);
    const draft = client.db.all('Invoice').find((row) => row.status === 'DRAFT')!;
    const issued = client.db.all('Invoice').filter((row) => row.status === 'ISSUED')[1];
    const paid = client.db.all('Invoice').find((row) => row.status === 'PAID')!;
    const before = tableFingerprint(client.db, 'Invoice');
    // Back to draft would make an issued invoice editable again; a draft is issued before it is paid or voided.
    for (const [row, to] of [[issued, 'DRAFT'], [draft, 'PAID'], [draft, 'VOID'], [paid, 'VOID'], [paid, 'ISSUED']] as const) {
      const refused = await setStatus(row.id, to);
      expect(refused.errors).toBeUndefined();
      expect(refused.data!.invoiceUpdate.userErrors, `${String(row.status)} → ${to}`).toEqual([
        expect.objectContaining({ field: ['input', 'status'], code: 'INVALID', message: 'invoice.errors.statusTransition', values: { from: row.status, to } }),
      ]);
    }
    expect(tableFingerprint(client.db, 'Invoice')).toBe(before);

    expect((await setStatus(issued.id, 'VOID')).data!.invoiceUpdate.userErrors).toEqual([]);
    expect((await setStatus(draft.id, 'ISSUED')).data!.invoiceUpdate.userErrors).toEqual([]);
    expect([client.db.get('Invoice', issued.id)!.status, client.db.get('Invoice', draft.id)!.status]).toEqual(['VOID', 'ISSUED']);
  });

  it('a payment that went through changes only by a refund, which is final', async () => {
    const payment = client.db.all('Payment').find((row) => row.status === 'SUCCEEDED')!;
    const before = tableFingerprint(client.db, 'Payment');
    const update = (input: Record<string, unknown>) => client.run<{ paymentUpdate: UpdateResult }>('PaymentUpdate', { id: payment.id, input }, token);
    expect((await update({ amount: 1 })).data!.paymentUpdate.userErrors).toEqual([
      expect.objectContaining({ code: 'FROZEN', message: 'payment.readOnly.settled', values: { fields: ['amount'] } }),
    ]);
    expect((await update({ status: 'PENDING' })).data!.paymentUpdate.userErrors).toEqual([
      expect.objectContaining({ code: 'INVALID', message: 'payment.errors.statusTransition' }),
    ]);
    expect(tableFingerprint(client.db, 'Payment')).toBe(before);
    expect((await update({ status: 'REFUNDED' })).data!.paymentUpdate.userErrors).toEqual([]);
    expect((await update({ status: 'SUCCEEDED' })).data!.paymentUpdate.userErrors).toEqual([expect.objectContaining({ message: 'payment.errors.statusTransition' })]);
    expect(client.db.get('Payment', payment.id)!.status).toBe('REFUNDED');
  });

  it('a draft invoice changes freely', async () => {
    const invoice = client.db.all('Invoice').find((row) => row.status === 'DRAFT')!;
    const items = [{ description: 'Consulting', quantity: 2, unitPrice: 50 }];
    const result = await client.run<{ invoiceUpdate: UpdateResult }>('InvoiceUpdate', { id: invoice.id, input: { items } }, token);
    expect(result.data!.invoiceUpdate.userErrors).toEqual([]);
    expect(client.db.get('Invoice', invoice.id)!.total).toBe(100);
  });

  it('a sent notification does not change at all', async () => {
    const sent = client.db.all('Notification').find((row) => row.status === 'SENT')!;
    const before = tableFingerprint(client.db, 'Notification');
    const result = await client.run<{ notificationUpdate: UpdateResult }>('NotificationUpdate', { id: sent.id, input: { title: 'Rewritten' } }, token);
    expect(result.data!.notificationUpdate.userErrors[0]).toMatchObject({ code: 'FROZEN', message: 'notification.readOnly.sent' });
    expect(tableFingerprint(client.db, 'Notification')).toBe(before);
  });
});

describe('rules across a row and its references', () => {
  it('an explanation may not end after its media item', async () => {
    const media = client.db.all('Media').find((row) => Number(row.durationSeconds) > 0)!;
    const master = client.db.all('Master')[0];
    const lengthMs = Number(media.durationSeconds) * 1000;
    const input = { mediaId: media.id, masterId: master.id, content: null, videoUrl: null, startMs: 0, endMs: lengthMs + 1000 };
    const before = tableFingerprint(client.db, 'ProfessorExplanation');
    const refused = await client.run<{ professorExplanationCreate: UpdateResult & { userErrors: { field: string[] }[] } }>('ProfessorExplanationCreate', { input }, token);
    expect(refused.errors).toBeUndefined();
    expect(refused.data!.professorExplanationCreate.userErrors).toEqual([
      expect.objectContaining({ field: ['input', 'endMs'], message: 'learning.explanation.afterMediaEnd', code: 'INVALID' }),
    ]);
    expect(tableFingerprint(client.db, 'ProfessorExplanation')).toBe(before);

    const inside = await client.run<{ professorExplanationCreate: UpdateResult }>('ProfessorExplanationCreate', { input: { ...input, endMs: lengthMs } }, token);
    expect(inside.data!.professorExplanationCreate.userErrors).toEqual([]);
  });
});
