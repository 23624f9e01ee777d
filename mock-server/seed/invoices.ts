import type { Row, RowValues } from '../store/types';
import { currencyForCountry } from './commerce';
import type { Seeder } from './context';
import { DAY_MS, between, ms, pad, pickDistinct, weighted } from './helpers';
import type { Rng } from './random';

export const INVOICE_COUNT = 1_500;

// description, unit price in IRR, USD cents, EUR cents
const EXTRAS: [string, string, number, number, number][] = [
  ['کلاس خصوصی آنلاین (۶۰ دقیقه)', 'Private online lesson (60 min)', 1_500_000, 2500, 2300],
  ['آزمون تعیین سطح', 'Placement test', 450_000, 900, 800],
  ['کتاب الکترونیکی گرامر', 'Grammar e-book', 690_000, 1299, 1199],
  ['آزمون آزمایشی آیلتس', 'IELTS mock exam', 1_200_000, 1900, 1790],
  ['جلسه‌ی رفع اشکال گروهی', 'Group Q&A session', 350_000, 700, 650],
];

interface Item {
  description: string;
  quantity: number;
  unitPrice: number;
}

function paidItems(rng: Rng, payment: Row): Item[] {
  const plan = payment.plan as Row | null;
  const amount = payment.amount as number;
  const persian = payment.currency === 'IRR';
  const title = plan ? (plan.title as string) : persian ? 'پرداخت دستی' : 'Manual payment';
  if (persian && rng.chance(0.6)) {
    // Price including 10% VAT, split so that the items add up to the paid amount exactly.
    const vat = Math.round(amount / 11 / 1000) * 1000;
    return [
      { description: `${title} (بدون مالیات)`, quantity: 1, unitPrice: amount - vat },
      { description: 'مالیات بر ارزش افزوده ۱۰٪', quantity: 1, unitPrice: vat },
    ];
  }
  return [{ description: persian ? `خرید ${title}` : `${title} subscription`, quantity: 1, unitPrice: amount }];
}

function otherItems(rng: Rng, currency: string, plans: Row[]): Item[] {
  const items: Item[] = [];
  const persian = currency === 'IRR';
  const ofCurrency = plans.filter((p) => p.currency === currency);
  if (ofCurrency.length && rng.chance(0.6)) {
    const plan = rng.pick(ofCurrency);
    items.push({ description: plan.title as string, quantity: 1, unitPrice: plan.price as number });
  }
  const column = currency === 'IRR' ? 2 : currency === 'USD' ? 3 : 4;
  for (const extra of rng.sample(EXTRAS, rng.int(items.length ? 0 : 1, 3 - items.length))) {
    items.push({ description: extra[persian ? 0 : 1], quantity: rng.int(1, 3), unitPrice: extra[column] as number });
  }
  return items;
}

export const seedInvoices: Seeder = (ctx) => {
  const { rng, now } = ctx;
  const plans = ctx.all('Plan');
  const succeeded = ctx.all('Payment').filter((p) => p.status === 'SUCCEEDED');
  const learners = ctx.all('User').filter((u) => u.role === 'LEARNER');
  const paidCount = Math.round(INVOICE_COUNT * 0.65);
  const drafts: (RowValues & { at: number })[] = [];

  for (const payment of pickDistinct(rng, succeeded, paidCount)) {
    const paidAt = ms(payment.paidAt);
    const user = payment.user as Row;
    const issuedAt = new Date(Math.max(ms(user.createdAt), paidAt - rng.int(0, 72) * 3_600_000 - 60_000)).toISOString();
    drafts.push({
      at: ms(issuedAt),
      user,
      items: paidItems(rng, payment),
      currency: payment.currency,
      status: 'PAID',
      issuedAt,
      dueAt: new Date(ms(issuedAt) + 14 * DAY_MS).toISOString(),
      payment,
      createdAt: issuedAt,
      updatedAt: payment.paidAt,
    });
  }
  while (drafts.length < INVOICE_COUNT) {
    const user = rng.pick(learners);
    const currency = currencyForCountry(user.countryCode);
    const status = weighted(rng, { ISSUED: 45, DRAFT: 30, VOID: 25 });
    const createdAt = status === 'VOID' ? between(rng, Math.max(ms(user.createdAt), now - 365 * DAY_MS), now) : between(rng, Math.max(ms(user.createdAt), now - 60 * DAY_MS), now);
    const issuedAt = status === 'DRAFT' ? null : between(rng, createdAt, Math.min(now, ms(createdAt) + 2 * DAY_MS));
    drafts.push({
      at: ms(issuedAt ?? createdAt),
      user,
      items: otherItems(rng, currency, plans),
      currency,
      status,
      issuedAt,
      dueAt: issuedAt ? new Date(ms(issuedAt) + rng.pick([7, 14, 30]) * DAY_MS).toISOString() : null,
      payment: null,
      createdAt,
      updatedAt: status === 'VOID' ? between(rng, issuedAt ?? createdAt, now) : (issuedAt ?? createdAt),
    });
  }

  // Numbers run per year in the order invoices were issued: INV-2025-00001, …, INV-2026-00001, …
  drafts.sort((a, b) => a.at - b.at);
  const counters = new Map<number, number>();
  for (const { at, ...values } of drafts) {
    const year = new Date(at).getUTCFullYear();
    const n = (counters.get(year) ?? 0) + 1;
    counters.set(year, n);
    ctx.insert('Invoice', { number: `INV-${year}-${pad(n, 5)}`, ...values });
  }
};
