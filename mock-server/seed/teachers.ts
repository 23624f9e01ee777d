import type { Row } from '../store/types';
import type { Seeder } from './context';
import { DAY_MS, between, faDigits, ms, richDoc, weighted } from './helpers';
import { personName, persianShare } from './text';

export const MASTER_COUNT = 80;

const FA_SUBJECTS = ['مکالمه', 'گرامر', 'آمادگی آیلتس', 'تلفظ', 'انگلیسی تجاری', 'نگارش', 'واژگان'];
const EN_SUBJECTS = ['conversation', 'grammar', 'IELTS preparation', 'pronunciation', 'business English', 'academic writing', 'vocabulary'];
const EN_HOME = ['GB', 'US', 'CA', 'AU', 'IE', 'NZ'];
const FA_BIO = [
  'دانش‌آموخته‌ی آموزش زبان انگلیسی و دارای مدرک CELTA.',
  'کلاس‌هایش بر گفت‌وگوی واقعی و اعتمادبه‌نفس در صحبت کردن تمرکز دارد.',
  'بیش از هزار زبان‌آموز را برای آزمون آیلتس آماده کرده است.',
  'به فیلم و ادبیات علاقه دارد و از آن‌ها در کلاس استفاده می‌کند.',
];
const EN_BIO = [
  'Holds a CELTA and an MA in Applied Linguistics.',
  'Lessons focus on real conversations and speaking with confidence.',
  'Has prepared more than a thousand learners for IELTS.',
  'Loves films and novels and brings them into every lesson.',
];

export const seedMasters: Seeder = (ctx) => {
  const { rng } = ctx;
  const langs = new Map<string, Row>(ctx.all('Language').map((l) => [l.code as string, l]));
  const others = ['de', 'fr', 'es', 'tr', 'ar', 'it'].map((c) => langs.get(c)).filter((l): l is Row => !!l);
  const emails = new Set<string>();
  for (let i = 0; i < MASTER_COUNT; i++) {
    const persian = rng.chance(0.5);
    const name = personName(rng, persian);
    let email = `${name.latinFirst}.${name.latinLast}@teachers.example.com`;
    for (let n = 2; emails.has(email); n++) email = `${name.latinFirst}.${name.latinLast}${n}@teachers.example.com`;
    emails.add(email);
    const years = rng.int(3, 25);
    const subject = rng.int(0, FA_SUBJECTS.length - 1);
    const bio = persian
      ? richDoc(`مدرس ${FA_SUBJECTS[subject]} با ${faDigits(years)} سال سابقه‌ی تدریس آنلاین و حضوری.`, rng.pick(FA_BIO))
      : richDoc(`${name.firstName} has taught ${EN_SUBJECTS[subject]} for ${years} years, online and in the classroom.`, rng.pick(EN_BIO));
    const languages = [langs.get('en')!, ...(persian ? [langs.get('fa')!] : []), ...rng.sample(others, rng.int(0, 1))];
    ctx.insert('Master', {
      firstName: name.firstName,
      lastName: name.lastName,
      email,
      bio: rng.chance(0.9) ? bio : null,
      avatarUrl: rng.chance(0.85) ? `https://cdn.example.com/masters/${i + 1}.jpg` : null,
      countryCode: persian ? (rng.chance(0.8) ? 'IR' : rng.pick(['DE', 'CA', 'GB'])) : rng.pick(EN_HOME),
      languages,
      isActive: rng.chance(0.9),
      createdAt: rng.date(ctx.now, 730, 30),
    });
  }
};

const FA_CHALLENGES = [
  'چالش ۳۰ روز مکالمه', 'ماراتن واژگان', 'هفته‌ی اصطلاحات', 'چالش تلفظ', 'کتاب‌خوانی تابستانه', 'چالش پادکست روزانه',
  'دیکته‌ی هفتگی', 'چالش ۱۰۰ کلمه‌ی جدید', 'مسابقه‌ی داستان کوتاه', 'چالش گرامر',
];
const EN_CHALLENGES = [
  '30-Day Speaking Challenge', 'Vocabulary Marathon', 'Idiom Week', 'Pronunciation Challenge', 'Summer Reading Challenge',
  'Daily Podcast Challenge', 'Weekly Dictation', '100 New Words', 'Short Story Contest', 'Grammar Bootcamp',
];
const FA_RULES = ['هر روز یک تمرین کوتاه انجام دهید و امتیاز بگیرید.', 'برندگان در پایان چالش اعلام می‌شوند.'];
const EN_RULES = ['Complete one short task every day to earn points.', 'Winners are announced when the challenge ends.'];

export const seedChallenges: Seeder = (ctx) => {
  const { rng, now } = ctx;
  const langs = ctx.all('Language').filter((l) => l.isActive);
  const byCode = new Map<string, Row>(langs.map((l) => [l.code as string, l]));
  const rounds = new Map<string, number>();
  for (let i = 0; i < 60; i++) {
    const persian = persianShare(rng);
    const base = rng.pick(persian ? FA_CHALLENGES : EN_CHALLENGES);
    const round = (rounds.get(base) ?? 0) + 1;
    rounds.set(base, round);
    const startsAt = rng.date(now, 700, -40);
    const endsAt = new Date(ms(startsAt) + rng.pick([7, 14, 21, 30]) * DAY_MS).toISOString();
    const future = ms(startsAt) > now;
    const status = future ? 'DRAFT' : ms(endsAt) < now ? 'ENDED' : rng.chance(0.9) ? 'ACTIVE' : 'DRAFT';
    const code = weighted(rng, { en: 75, de: 8, fr: 6, es: 5, tr: 3, ar: 3 });
    const createdAt = between(rng, ms(startsAt) - 30 * DAY_MS, Math.min(now, ms(startsAt)));
    ctx.insert('Challenge', {
      title: persian ? `${base} — دوره‌ی ${faDigits(round)}` : `${base} #${round}`,
      description: rng.chance(0.9) ? richDoc(...(persian ? FA_RULES : EN_RULES)) : null,
      language: byCode.get(code) ?? langs[0],
      startsAt,
      endsAt,
      rewardPoints: rng.int(1, 20) * 50,
      status,
      participantCount: status === 'ENDED' ? rng.int(40, 3000) : status === 'ACTIVE' ? rng.int(5, 1500) : 0,
      createdAt,
      updatedAt: status === 'ENDED' ? endsAt : createdAt,
    });
  }
};
