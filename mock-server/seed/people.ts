import type { Row } from '../store/types';
import { currencyForCountry } from './commerce';
import type { Seeder, SeedContext } from './context';
import { between, faDigits, ms, token, weighted } from './helpers';
import type { Rng } from './random';
import { mediaTitle, personName } from './text';

export const USER_COUNT = 2_000;

/** The staff accounts, one per role, all with the development password. */
export const STAFF: [string, string, string][] = [
  ['admin@example.com', 'ADMIN', 'مریم احمدی'],
  ['editor@example.com', 'EDITOR', 'علی رضایی'],
  ['moderator@example.com', 'MODERATOR', 'نگار حسینی'],
  ['finance@example.com', 'FINANCE', 'حمید کریمی'],
  ['support@example.com', 'SUPPORT', 'سارا محمدی'],
];

type Activity = { id: string; kind: string; detail: string | null; at: string };

const FA_DEVICES = ['اپ اندروید', 'اپ iOS', 'وب‌سایت'];
const EN_DEVICES = ['Android app', 'iOS app', 'Web'];

function activityDetail(rng: Rng, kind: string, persian: boolean, plan: Row | null): string | null {
  switch (kind) {
    case 'SIGNED_UP':
    case 'LOGGED_IN':
      return rng.pick(persian ? FA_DEVICES : EN_DEVICES);
    case 'PURCHASED':
      return plan ? (plan.title as string) : persian ? 'کلاس خصوصی آنلاین' : 'Private online lesson';
    case 'LESSON_COMPLETED':
      return mediaTitle(rng, persian);
    case 'QUIZ_PASSED':
      return persian ? `آزمون درس ${faDigits(rng.int(1, 40))}` : `Quiz: lesson ${rng.int(1, 40)}`;
    default:
      return rng.pick(persian ? ['تصویر پروفایل', 'شماره‌ی موبایل', 'زبان هدف'] : ['Profile picture', 'Mobile number', 'Target language']);
  }
}

/** A timeline from sign-up to now, newest first; the newest entry is the last sign-in. */
function timeline(rng: Rng, now: number, createdAt: string, count: number, persian: boolean, plan: Row | null, pending: boolean): Activity[] {
  const start = ms(createdAt);
  const times: number[] = [];
  for (let i = 1; i < count; i++) times.push(ms(between(rng, start + 60_000, now)));
  times.sort((a, b) => a - b);
  const entries: Activity[] = [{ id: 'a1', kind: 'SIGNED_UP', detail: activityDetail(rng, 'SIGNED_UP', persian, plan), at: createdAt }];
  times.forEach((time, index) => {
    const last = index === times.length - 1;
    const kind = last
      ? 'LOGGED_IN'
      : pending
        ? weighted(rng, { LOGGED_IN: 60, PROFILE_UPDATED: 40 })
        : weighted(rng, { LOGGED_IN: 35, LESSON_COMPLETED: 28, QUIZ_PASSED: 15, PROFILE_UPDATED: 10, PURCHASED: plan ? 12 : 3 });
    entries.push({ id: `a${index + 2}`, kind, detail: activityDetail(rng, kind, persian, plan), at: new Date(time).toISOString() });
  });
  return entries.reverse();
}

const FA_LANGUAGE_NAMES: Record<string, string> = {
  en: 'انگلیسی', de: 'آلمانی', fr: 'فرانسوی', tr: 'ترکی استانبولی', ar: 'عربی', es: 'اسپانیایی', it: 'ایتالیایی',
  ru: 'روسی', zh: 'چینی', fa: 'فارسی',
};
const FA_PROJECTS = ['{l} برای سفر', '{l} مقدماتی', '{l} سطح متوسط', '{l} برای کار', 'مکالمه‌ی روزمره‌ی {l}', 'آمادگی آزمون {l}'];
const EN_PROJECTS = ['{l} for Travel', '{l} Basics', 'Intermediate {l}', '{l} for Work', 'Everyday {l}', '{l} Exam Preparation'];

function projects(rng: Rng, now: number, createdAt: string, persian: boolean, language: Row | null, langs: Row[]): object[] {
  const count = rng.int(0, 4);
  const out: object[] = [];
  for (let i = 0; i < count; i++) {
    const lang = i === 0 && language ? language : rng.pick(langs);
    const name = persian ? (FA_LANGUAGE_NAMES[lang.code as string] ?? (lang.title as string)) : (lang.title as string);
    const status = weighted(rng, { IN_PROGRESS: 55, COMPLETED: 25, PAUSED: 20 });
    out.push({
      id: `p${i + 1}`,
      title: rng.pick(persian ? FA_PROJECTS : EN_PROJECTS).replace('{l}', name),
      language: lang,
      progress: status === 'COMPLETED' ? 100 : rng.int(3, 95),
      status,
      updatedAt: between(rng, createdAt, now),
    });
  }
  return out;
}

function mobile(rng: Rng, countryCode: string): string | null {
  if (rng.chance(0.12)) return null;
  if (countryCode === 'IR') return `+989${rng.pick(['12', '13', '19', '01', '02', '03', '30', '35', '36', '37', '38', '39'])}${token(rng, 7, '0123456789')}`;
  if (countryCode === 'GB') return `+447${token(rng, 9, '0123456789')}`;
  if (countryCode === 'DE') return `+4915${token(rng, 9, '0123456789')}`;
  return `+1${rng.int(201, 989)}${token(rng, 7, '0123456789')}`;
}

export const seedStaff: Seeder = (ctx) => {
  STAFF.forEach(([email, role, fullName], index) => {
    const createdAt = ctx.rng.date(ctx.now, 730, 700);
    const activity = timeline(ctx.rng, ctx.now, createdAt, ctx.rng.int(4, 8), true, null, true);
    activity[0].at = between(ctx.rng, Math.max(ms(activity[1].at), ctx.now - 3 * 86_400_000), ctx.now);
    ctx.insert('User', {
      email,
      fullName,
      mobile: `+98912${String(3456780 + index * 1111)}`,
      avatarUrl: `https://cdn.example.com/avatars/staff-${role.toLowerCase()}.jpg`,
      role,
      status: 'ACTIVE',
      countryCode: 'IR',
      learningLanguage: null,
      plan: null,
      lastLoginAt: activity[0].at,
      activity,
      projects: [],
      passwordHash: ctx.devPasswordHash,
      createdAt,
      updatedAt: activity[0].at,
    });
  });
};

const FA_ABROAD = ['DE', 'CA', 'US', 'AE', 'TR', 'SE', 'GB', 'AU', 'NL'];
const EN_COUNTRIES = ['US', 'US', 'GB', 'GB', 'CA', 'AU', 'IE', 'NZ', 'DE'];
const FA_TARGETS = { en: 70, de: 10, fr: 6, tr: 5, ar: 3, es: 3, it: 2, ru: 1 };
const EN_TARGETS = { fa: 25, es: 25, fr: 20, de: 15, it: 8, zh: 7 };

function learner(ctx: SeedContext, n: number, langs: Map<string, Row>, plans: Row[]): Record<string, unknown> {
  const { rng, now } = ctx;
  const persian = rng.chance(0.75);
  const name = personName(rng, persian);
  const countryCode = persian ? (rng.chance(0.85) ? 'IR' : rng.pick(FA_ABROAD)) : rng.pick(EN_COUNTRIES);
  const status = weighted(rng, { ACTIVE: 85, SUSPENDED: 7, PENDING: 8 });
  const pending = status === 'PENDING';
  const createdAt = pending ? rng.date(now, 30, 0) : rng.date(now, 730, 0);
  const learningLanguage = rng.chance(0.05) ? null : (langs.get(weighted<string>(rng, persian ? FA_TARGETS : EN_TARGETS)) ?? null);
  const currency = currencyForCountry(countryCode);
  const ownPlans = plans.filter((p) => p.currency === currency);
  const plan = !pending && ownPlans.length && rng.chance(0.35) ? rng.pick(ownPlans) : null;
  const activity = timeline(rng, now, createdAt, pending ? rng.int(3, 4) : rng.int(3, 12), persian, plan, pending);
  const lastLogin = activity.find((a) => a.kind === 'LOGGED_IN');
  return {
    email: `${name.latinFirst}.${name.latinLast}.${n}@example.com`,
    fullName: name.fullName,
    mobile: mobile(rng, countryCode),
    avatarUrl: rng.chance(0.5) ? `https://cdn.example.com/avatars/${n}.jpg` : null,
    role: 'LEARNER',
    status,
    countryCode,
    learningLanguage,
    plan,
    lastLoginAt: lastLogin ? lastLogin.at : null,
    activity,
    projects: pending ? [] : projects(rng, now, createdAt, persian, learningLanguage, [...langs.values()]),
    createdAt,
    updatedAt: status === 'SUSPENDED' ? between(rng, createdAt, now) : createdAt,
  };
}

export const seedUsers: Seeder = (ctx) => {
  const langs = new Map<string, Row>(ctx.all('Language').filter((l) => l.isActive).map((l) => [l.code as string, l]));
  const plans = ctx.all('Plan').filter((p) => p.isActive);
  const existing = ctx.all('User').length;
  for (let n = 1; n <= USER_COUNT - existing; n++) ctx.insert('User', learner(ctx, n, langs, plans));
};
