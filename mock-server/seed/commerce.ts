import type { Row } from '../store/types';
import type { Seeder } from './context';
import { DAY_MS, pad, token, weighted } from './helpers';
import type { Rng } from './random';

const EUR_COUNTRIES = new Set(['DE', 'FR', 'IE', 'NL', 'SE', 'IT', 'ES', 'AT', 'BE', 'FI']);

/** Currency a user from `countryCode` pays in. */
export function currencyForCountry(countryCode: unknown): 'IRR' | 'USD' | 'EUR' {
  if (countryCode === 'IR') return 'IRR';
  return EUR_COUNTRIES.has(countryCode as string) ? 'EUR' : 'USD';
}

/** What a plan costs after its discount, in the currency's minor unit. */
export function planAmount(plan: Row): number {
  const price = plan.price as number;
  const discount = (plan.discountPercent as number | null) ?? 0;
  const raw = (price * (100 - discount)) / 100;
  return plan.currency === 'IRR' ? Math.round(raw / 1000) * 1000 : Math.round(raw);
}

const FA_FEATURES = ['دسترسی نامحدود به همه‌ی ویدیوها', 'زیرنویس دوزبانه', 'آزمون‌های پایان درس', 'دانلود برای تماشای آفلاین'];
const EN_FEATURES = ['Unlimited videos', 'Bilingual subtitles', 'End-of-lesson quizzes', 'Offline downloads'];

// title, description, price, currency, days, discount, extra features, active
const PLANS: [string, string, number, string, number, number | null, string[], boolean][] = [
  ['اشتراک یک‌ماهه', 'همه‌ی امکانات برای یک ماه، مناسب شروع.', 2_900_000, 'IRR', 30, null, [], true],
  ['اشتراک سه‌ماهه', 'سه ماه یادگیری با ۱۰٪ تخفیف.', 7_900_000, 'IRR', 90, 10, ['پشتیبانی آنلاین'], true],
  ['اشتراک شش‌ماهه', 'شش ماه دسترسی کامل و یک جلسه‌ی رفع اشکال.', 14_500_000, 'IRR', 180, 15, ['یک کلاس خصوصی رایگان'], true],
  ['اشتراک یک‌ساله', 'به‌صرفه‌ترین انتخاب برای یادگیری پیوسته.', 25_900_000, 'IRR', 365, 20, ['گواهی پایان دوره', 'پشتیبانی ویژه'], true],
  ['بسته‌ی آمادگی آیلتس', 'دو ماه تمرین هدفمند برای آزمون آیلتس.', 9_800_000, 'IRR', 60, null, ['آزمون‌های شبیه‌سازی‌شده'], true],
  ['اشتراک آزمایشی هفتگی', 'یک هفته آشنایی با امکانات (متوقف شده).', 690_000, 'IRR', 7, null, [], false],
  ['Monthly Premium', 'Everything, billed monthly. Cancel any time.', 999, 'USD', 30, null, [], true],
  ['Annual Premium', 'Best value: a full year of learning.', 7999, 'USD', 365, 25, ['Completion certificate'], true],
  ['Annual Premium (EU)', 'A full year of learning, billed in euros.', 7499, 'EUR', 365, 20, ['Completion certificate'], true],
];

export const seedPlans: Seeder = (ctx) => {
  for (const [title, description, price, currency, durationDays, discountPercent, extra, isActive] of PLANS) {
    const base = currency === 'IRR' ? FA_FEATURES : EN_FEATURES;
    ctx.insert('Plan', {
      title,
      description,
      price,
      currency,
      durationDays,
      features: [...base.slice(0, ctx.rng.int(2, base.length)), ...extra],
      discountPercent,
      isActive,
      createdAt: ctx.rng.date(ctx.now, 730, 650),
    });
  }
};

// name, provider, currency, sandbox, active
const GATEWAYS: [string, string, string, boolean, boolean][] = [
  ['زرین‌پال', 'ZARINPAL', 'IRR', false, true],
  ['آیدی‌پی', 'IDPAY', 'IRR', false, true],
  ['Stripe (USD)', 'STRIPE', 'USD', false, true],
  ['Stripe (EUR)', 'STRIPE', 'EUR', false, true],
  ['PayPal', 'PAYPAL', 'USD', false, true],
  ['PayPal Sandbox', 'PAYPAL', 'EUR', true, false],
];

export const seedPayGateways: Seeder = (ctx) => {
  for (const [name, provider, currency, sandbox, isActive] of GATEWAYS) {
    const merchantId =
      provider === 'ZARINPAL' ? [8, 4, 4, 4, 12].map((n) => token(ctx.rng, n, '0123456789abcdef')).join('-')
      : provider === 'IDPAY' ? `idpay-${token(ctx.rng, 16)}`
      : provider === 'STRIPE' ? `acct_${token(ctx.rng, 16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`
      : token(ctx.rng, 13, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    ctx.insert('PayGateway', {
      name,
      provider,
      merchantId,
      secretKey: `sk_${sandbox ? 'test' : 'live'}_${token(ctx.rng, 24, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`,
      sandbox,
      currency,
      isActive,
      createdAt: ctx.rng.date(ctx.now, 720, 640),
    });
  }
};

function trackingCode(rng: Rng, gateway: Row | null, index: number): string {
  if (!gateway) return `MANUAL-${pad(index + 1, 6)}`;
  switch (gateway.provider) {
    case 'ZARINPAL':
    case 'IDPAY':
      return token(rng, 12, '0123456789').replace(/^0/, '1');
    case 'STRIPE':
      return `pi_${token(rng, 24, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`;
    default:
      return token(rng, 17, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
  }
}

/** Largest index whose value is <= target in an ascending list, or -1. */
function lastAtOrBefore(sorted: number[], target: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= target) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

export const PAYMENT_COUNT = 10_000;

export const seedPayments: Seeder = (ctx) => {
  const { rng, now } = ctx;
  const plans = ctx.all('Plan');
  const gateways = ctx.all('PayGateway');
  const activePlans = { IRR: [] as Row[], USD: [] as Row[], EUR: [] as Row[] };
  for (const plan of plans) if (plan.isActive) activePlans[plan.currency as 'IRR'].push(plan);
  const gatewaysFor = { IRR: [] as Row[], USD: [] as Row[], EUR: [] as Row[] };
  for (const g of gateways) if (g.isActive) gatewaysFor[g.currency as 'IRR'].push(g);
  const learners = ctx.all('User').filter((u) => u.role === 'LEARNER' && u.status !== 'PENDING');
  learners.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  const joined = learners.map((u) => Date.parse(u.createdAt));
  const codes = new Set<string>();

  for (let i = 0; i < PAYMENT_COUNT; i++) {
    // Half uniform over the year, half denser towards today: three times as many today as a year ago.
    const daysAgo = rng.chance(0.5) ? rng.next() * 365 : 365 * (1 - Math.sqrt(rng.next()));
    const at = now - Math.max(60_000, Math.floor(daysAgo * DAY_MS));
    const user = learners[Math.floor(rng.next() * (lastAtOrBefore(joined, at) + 1))] ?? learners[0];
    const currency = user.plan ? ((user.plan as Row).currency as 'IRR') : currencyForCountry(user.countryCode);
    const plan = user.plan && rng.chance(0.8) ? (user.plan as Row) : rng.pick(activePlans[currency]);
    let status = weighted(rng, { SUCCEEDED: 80, FAILED: 9, PENDING: 6, REFUNDED: 5 });
    if (status === 'PENDING' && daysAgo > 2) status = 'FAILED';
    const gateway = rng.chance(0.01) ? null : rng.pick(gatewaysFor[currency]);
    let code = trackingCode(rng, gateway, i);
    while (codes.has(code)) code = trackingCode(rng, gateway, i);
    codes.add(code);
    const createdAt = new Date(at - rng.int(1, 15) * 60_000).toISOString();
    const paid = status === 'SUCCEEDED' || status === 'REFUNDED';
    ctx.insert('Payment', {
      user,
      plan,
      amount: planAmount(plan),
      currency,
      gateway,
      status,
      trackingCode: code,
      paidAt: paid ? new Date(at).toISOString() : null,
      createdAt,
      updatedAt: status === 'REFUNDED' ? new Date(Math.min(now, at + rng.int(1, 14) * DAY_MS)).toISOString() : new Date(at).toISOString(),
    });
  }
};
