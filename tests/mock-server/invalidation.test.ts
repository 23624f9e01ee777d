// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient } from './harness';

/** A write makes stale only the sorted orders of the tables it can change the order of. */
let client: TestClient;
beforeAll(async () => {
  client = await startTestServer();
});
afterAll(() => client.stop());

const sortsAgain = (type: string, order = 'probe') => {
  let computed = false;
  client.db.table(type).sortedBy(order, (rows) => ((computed = true), rows));
  return computed;
};

/** Lists payments through the real resolver path: `filter` keeps a filtered order. */
const listPayments = (sort: { field: string; direction: 'ASC' | 'DESC' }, filter: Record<string, unknown>) =>
  client.db.list('Payment', { sort, filter, page: 1, pageSize: 5 });

describe('sorted-order invalidation', () => {
  it('keeps the orders of tables a write cannot affect', () => {
    sortsAgain('Media');
    sortsAgain('Abuse');
    const abuse = client.db.all('Abuse')[0];
    client.db.update(abuse, { description: 'changed' });
    expect(sortsAgain('Media')).toBe(false);
    expect(sortsAgain('Abuse')).toBe(true);
  });

  it('still refreshes tables that sort by fields of the row written (payments by user name)', () => {
    sortsAgain('Payment', 'user:ASC');
    sortsAgain('Payment', 'amount:DESC');
    const user = (client.db.all('Payment')[0].user as { __typename: 'User'; id: string });
    client.db.update(client.db.get('User', user.id)!, { fullName: 'Aaaa Renamed' });
    expect(sortsAgain('Payment', 'user:ASC')).toBe(true);
    // Orders by the payment's own fields cannot change when a user is renamed.
    expect(sortsAgain('Payment', 'amount:DESC')).toBe(false);
    expect(client.db.dependentsOf('User').has('Payment')).toBe(true);
    expect(client.db.dependentsOf('Abuse').has('Media')).toBe(false);
  });

  it('keeps filtered lists until a write can change them; searches through a renamed reference refresh', () => {
    const byAmount = { field: 'AMOUNT', direction: 'DESC' as const };
    const failed = listPayments(byAmount, { status: ['FAILED'] });
    expect(listPayments(byAmount, { status: ['FAILED'] }).total).toBe(failed.total);
    const payment = client.db.all('Payment').find((row) => row.status !== 'FAILED')!;
    const user = payment.user as { id: string };
    const name = `Zzqx Searchable ${Date.now()}`;
    expect(listPayments(byAmount, { search: name }).total).toBe(0);
    client.db.update(client.db.get('User', user.id)!, { fullName: name });
    // A payment searches by its user's name: the rename shows at once.
    expect(listPayments(byAmount, { search: name }).items.map((row) => row.id)).toContain(payment.id);
    client.db.update(payment, { status: 'FAILED' });
    const after = listPayments(byAmount, { status: ['FAILED'] });
    expect(after.total).toBe(failed.total + 1);
    expect(after.items.every((row) => row.status === 'FAILED')).toBe(true);
  });

  it('a create or delete touches only its own table: nothing references a new or removed row', async () => {
    sortsAgain('Media');
    sortsAgain('Accent');
    const token = await client.login('ADMIN');
    const languageId = client.db.all('Language')[0].id;
    const created = await client.request<{ accentCreate: { accent: { id: string } } }>(
      'mutation($i: AccentCreateInput!) { accentCreate(input: $i) { accent { id } } }',
      { i: { title: 'Fresh accent', languageId } },
      token,
    );
    expect(created.errors).toBeUndefined();
    expect(sortsAgain('Media')).toBe(false);
    expect(sortsAgain('Accent')).toBe(true);
    await client.request(`mutation { accentDelete(id: "${created.data!.accentCreate.accent.id}") { deletedId } }`, {}, token);
    expect(sortsAgain('Media')).toBe(false);
    expect(sortsAgain('Accent')).toBe(true);
  });

  it('lists see a rename at once through a reference', async () => {
    const token = await client.login('ADMIN');
    const first = await client.run<{ paymentList: { items: { id: string }[] } }>('PaymentList', { page: 1, pageSize: 5, sort: { field: 'CREATED_AT', direction: 'DESC' } }, token);
    expect(first.errors).toBeUndefined();
  });
});
