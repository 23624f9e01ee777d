// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient } from './harness';

type Row = { id: string; amount: number; status: string; paidAt: string | null; currency: string; user: { id: string } };
type Page = { paymentList: { items: Row[]; total: number; page: number; pageSize: number | null } };

let client: TestClient;
let token: string;
const list = (variables: Record<string, unknown>) => client.run<Page>('PaymentList', { page: 1, ...variables }, token).then((r) => {
  expect(r.errors).toBeUndefined();
  return r.data!.paymentList;
});

beforeAll(async () => {
  client = await startTestServer();
  token = await client.login('ADMIN');
});
afterAll(() => client.stop());

describe('paging', () => {
  it('pages through 10,000 payments and answers All with pageSize null', async () => {
    const first = await list({ pageSize: 10 });
    expect(first.total).toBe(client.db.all('Payment').length);
    expect(first.total).toBeGreaterThanOrEqual(10_000);
    expect(first.items).toHaveLength(10);
    const second = await list({ page: 2, pageSize: 10 });
    expect(second.items.map((r) => r.id)).not.toContain(first.items[0].id);
    const all = await list({ pageSize: null });
    expect(all.pageSize).toBeNull();
    expect(all.items).toHaveLength(first.total);
    const last = await list({ page: Math.ceil(first.total / 3), pageSize: 3 });
    expect(last.items.length).toBe(first.total % 3 || 3);
    const beyond = await list({ page: 100_000, pageSize: 10 });
    expect(beyond.items).toEqual([]);
  });

  it.each([2, 3, 5, 20, 25, 50, 100])('gives pages of %i', async (pageSize) => {
    expect((await list({ pageSize })).items).toHaveLength(pageSize);
  });
});

describe('sorting', () => {
  // Money sorts by currency in the Currency enum's order, then amount (schema header): $9.99 is
  // never among rial amounts. DESC reverses both.
  const CURRENCY_ORDER = ['IRR', 'USD', 'EUR'];
  it.each([
    ['Payment', 'AMOUNT', 'amount'],
    ['Invoice', 'TOTAL', 'total'],
    ['Plan', 'PRICE', 'price'],
    ['Product', 'PRICE', 'price'],
    ['ProductModule', 'PRICE', 'price'],
  ])('sorts %s by %s: currency first, then amount, both ways', async (type, field, amountKey) => {
    const rows = async (direction: 'ASC' | 'DESC') => {
      const result = await client.run<Record<string, { items: Record<string, unknown>[] }>>(`${type}List`, { page: 1, pageSize: null, sort: { field, direction } }, token);
      expect(result.errors).toBeUndefined();
      return Object.values(result.data!)[0].items.map((row) => [CURRENCY_ORDER.indexOf(String(row.currency)), Number(row[amountKey]), Number(row.id)]);
    };
    const byCurrencyThenAmount = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
    const asc = await rows('ASC');
    expect(asc).toHaveLength(client.db.all(type).length);
    expect(new Set(asc.map(([currency]) => currency)).size).toBeGreaterThan(1);
    expect(asc.every(([currency]) => currency >= 0)).toBe(true);
    expect(asc).toEqual([...asc].sort(byCurrencyThenAmount));
    expect(await rows('DESC')).toEqual([...asc].reverse());
  });

  it('keeps an order current after a write', async () => {
    // A pending payment: one that went through changes only by a refund.
    const pending = { pageSize: 1, filter: { status: ['PENDING'] }, sort: { field: 'AMOUNT', direction: 'DESC' } };
    const top = (await list(pending)).items[0];
    const row = client.db.get('Payment', top.id)!;
    const update = await client.run('PaymentUpdate', { id: row.id, input: { amount: 1 } }, token);
    expect(update.errors).toBeUndefined();
    const next = (await list(pending)).items[0];
    expect(next.id).not.toBe(top.id);
  });
});

describe('queues', () => {
  it.each([
    ['Abuse', 'AbuseList', 'abuseList', ['OPEN', 'REVIEWING', 'RESOLVED', 'DISMISSED']],
    ['Comment', 'CommentList', 'commentList', ['PENDING', 'APPROVED', 'REJECTED']],
  ] as const)('%s by STATUS_PRIORITY: waiting first, then the oldest; DESC the other way', async (type, operation, root, statuses) => {
    const ids = async (direction: string) => {
      const result = await client.run<Record<string, { items: { id: string }[] }>>(operation, { page: 1, pageSize: null, sort: { field: 'STATUS_PRIORITY', direction } }, token);
      expect(result.errors).toBeUndefined();
      return result.data![root].items.map((item) => item.id);
    };
    const rows = (await ids('ASC')).map((id) => client.db.get(type, id)!);
    expect(rows).toHaveLength(client.db.all(type).length);
    const ranks = rows.map((row) => statuses.indexOf(String(row.status) as never));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBe(statuses.length);
    for (let index = 1; index < rows.length; index += 1) {
      if (ranks[index] === ranks[index - 1]) expect(String(rows[index - 1].createdAt) <= String(rows[index].createdAt)).toBe(true);
    }
    expect(await ids('DESC')).toEqual(rows.map((row) => row.id).reverse());
  });
});

describe('filtering', () => {
  it('filters by enum list, reference, range and search exactly', async () => {
    const user = client.db.all('Payment')[5].user as { id: string };
    const from = '2026-01-01T00:00:00.000Z';
    const filter = { status: ['SUCCEEDED', 'REFUNDED'], userId: user.id, paidAtFrom: from };
    const page = await list({ filter, pageSize: null });
    const expected = client.db
      .all('Payment')
      .filter((r) => ['SUCCEEDED', 'REFUNDED'].includes(String(r.status)) && (r.user as { id: string }).id === user.id && r.paidAt != null && String(r.paidAt) >= from);
    expect(page.total).toBe(expected.length);
    expect(new Set(page.items.map((r) => r.id))).toEqual(new Set(expected.map((r) => r.id)));
  });

  it('matches search case-insensitively across referenced fields', async () => {
    const payment = client.db.all('Payment')[42];
    const code = String(payment.trackingCode).toLowerCase();
    const page = await list({ filter: { search: code }, pageSize: null });
    expect(page.items.map((r) => r.id)).toContain(payment.id);
  });

  it('filters lists of references (media by master) and booleans', async () => {
    const media = client.db.all('Media').find((r) => (r.masters as unknown[]).length > 0)!;
    const master = (media.masters as { id: string }[])[0];
    const result = await client.run<{ mediaList: { items: { id: string }[]; total: number } }>(
      'MediaList',
      { filter: { masterId: master.id, isFree: media.isFree }, page: 1, pageSize: null },
      token,
    );
    const expected = client.db.all('Media').filter((r) => (r.masters as { id: string }[]).some((m) => m.id === master.id) && r.isFree === media.isFree);
    expect(result.data!.mediaList.total).toBe(expected.length);
    expect(result.data!.mediaList.items.map((r) => r.id)).toContain(media.id);
  });

  it('lists top-level folders with the custom root filter', async () => {
    const result = await client.run<{ mediaCategoryList: { total: number } }>('MediaCategoryList', { filter: { root: true }, page: 1, pageSize: null }, token);
    expect(result.data!.mediaCategoryList.total).toBe(client.db.all('MediaCategory').filter((r) => r.parent == null).length);
  });
});
