import type { Row } from '../store/types';
import { CONTENT_LANGUAGES, flags } from './content';
import type { Seeder } from './context';
import { DAY_MS, between, faDigits, ms, pickDistinct, weighted } from './helpers';
import type { Rng } from './random';
import { MODULE_TITLES, VOCABULARY } from './text-learning';
import { isPersian, persianShare } from './text';

/** Published media grouped by brand, in insertion order. */
function publishedByBrand(media: Row[]): Record<string, Row[]> {
  const out: Record<string, Row[]> = { TV: [], CINEMA: [], TUBE: [] };
  for (const m of media) if (m.status === 'PUBLISHED') out[m.brand as string].push(m);
  return out;
}

const CARD_TITLES: [string, string][] = [
  ['پیشنهاد سردبیر', "Editor's picks"], ['محبوب‌ترین‌های هفته', 'Trending this week'], ['برای شروع (A1)', 'Start here (A1)'],
  ['سریال‌های تازه', 'New series'], ['پادکست‌های کوتاه', 'Short podcasts'], ['یادگیری با فیلم', 'Learn with movies'],
  ['آمادگی شنیداری آیلتس', 'IELTS listening'], ['مستندهای طبیعت', 'Nature documentaries'], ['ویژه‌ی نوروز', 'Nowruz specials'],
  ['ده دقیقه در روز', 'Ten minutes a day'],
];

export const seedMediaCards: Seeder = (ctx) => {
  const { rng } = ctx;
  const byBrand = publishedByBrand(ctx.all('Media'));
  for (let i = 1; i <= 50; i++) {
    const brand = weighted(rng, { TV: 45, CINEMA: 25, TUBE: 30 });
    const persian = persianShare(rng);
    const [fa, en] = rng.pick(CARD_TITLES);
    ctx.insert('MediaCard', {
      title: persian ? fa : en,
      subtitle: rng.chance(0.6) ? (persian ? 'انتخاب تیم محتوا' : 'Hand-picked by our team') : null,
      imageUrl: rng.chance(0.9) ? `https://cdn.example.com/cards/${i}.jpg` : null,
      brand,
      media: pickDistinct(rng, byBrand[brand], rng.int(3, 8)),
      position: i,
      isActive: rng.chance(0.85),
      createdAt: rng.date(ctx.now, 600, 1),
    });
  }
};

const STEP_KINDS = ['VOCABULARY', 'QUIZ', 'SHORT_QUESTION', 'COMPREHENSION', 'EXPLANATION', 'TRANSCRIPT'];

export const seedMediaModules: Seeder = (ctx) => {
  const { rng, now } = ctx;
  const published = ctx.all('Media').filter((m) => m.status === 'PUBLISHED');
  const cards = ctx.all('MediaCard');
  const cardsByBrand: Record<string, Row[]> = { TV: [], CINEMA: [], TUBE: [] };
  for (const card of cards) cardsByBrand[card.brand as string].push(card);
  let total = 0;
  for (const media of pickDistinct(rng, published, 200)) {
    if (total >= 400) break;
    const persian = isPersian(media.title as string);
    const others = rng.sample(STEP_KINDS, Math.min(400 - total - 1, rng.int(1, 4)));
    const kinds = ['WATCH', ...STEP_KINDS.filter((k) => others.includes(k))];
    kinds.forEach((kind, index) => {
      const pool = cardsByBrand[media.brand as string].length ? cardsByBrand[media.brand as string] : cards;
      ctx.insert('MediaModule', {
        title: MODULE_TITLES[kind][persian ? 0 : 1],
        media,
        kind,
        cards: kind === 'WATCH' ? rng.sample(pool, rng.int(1, 2)) : [],
        position: index + 1,
        isActive: rng.chance(0.92),
        createdAt: between(rng, media.createdAt, now),
      });
    });
    total += kinds.length;
  }
};

const FA_TOPICS = ['سفر', 'پول', 'غذا', 'کار', 'آب‌وهوا', 'دوستی'];
const EN_TOPICS = ['Travel', 'Money', 'Food', 'Work', 'the Weather', 'Friendship'];
const PAIRS = [['make', 'do'], ['say', 'tell'], ['since', 'for'], ['borrow', 'lend'], ['affect', 'effect'], ['few', 'a few']];
const PLACES = ['the Airport', 'a Café', 'the Office', 'a Party', "the Doctor's", 'the Hotel'];
const TAGS = ['grammar', 'vocabulary', 'pronunciation', 'travel', 'business', 'idioms', 'listening', 'ielts', 'daily-life', 'culture', 'گرامر', 'واژگان', 'تلفظ', 'مکالمه', 'سفر'];

/** A short video's title; all but the topic ones are about English words. */
function tubeTitle(rng: Rng, persian: boolean, variant: number): string {
  const pair = rng.pick(PAIRS);
  const word = rng.pick(VOCABULARY).word;
  if (persian) {
    return [`${faDigits(rng.int(3, 10))} اصطلاح درباره‌ی ${rng.pick(FA_TOPICS)}`, `تفاوت ${pair[0]} و ${pair[1]} در یک دقیقه`,
      `تلفظ درست «${word}»`, `گفت‌وگوی کوتاه درباره‌ی ${rng.pick(FA_TOPICS)}`][variant];
  }
  return [`${rng.int(3, 10)} Idioms About ${rng.pick(EN_TOPICS)}`, `${pair[0]} vs ${pair[1]} in 60 Seconds`,
    `How to Pronounce “${word}”`, `Small Talk at ${rng.pick(PLACES)}`][variant];
}

export const seedTubes: Seeder = (ctx) => {
  const { rng } = ctx;
  const byCode = new Map<string, Row>(ctx.all('Language').map((l) => [l.code as string, l]));
  const masters = ctx.all('Master').filter((m) => m.isActive);
  for (let i = 1; i <= 300; i++) {
    const persian = persianShare(rng);
    const variant = rng.int(0, 3);
    ctx.insert('Tube', {
      title: tubeTitle(rng, persian, variant),
      videoUrl: `https://tube.example.com/v/${i}.mp4`,
      thumbnailUrl: rng.chance(0.9) ? `https://cdn.example.com/tube/${i}.jpg` : null,
      language: variant === 0 || variant === 3 ? byCode.get(weighted(rng, CONTENT_LANGUAGES)) : byCode.get('en'),
      master: rng.chance(0.6) ? rng.pick(masters) : null,
      durationSeconds: rng.int(30, 600),
      tags: rng.sample(TAGS, rng.int(2, 5)),
      ...flags(rng),
      createdAt: rng.date(ctx.now, 730, 0),
    });
  }
};

const BANNERS: [string, string][] = [
  ['۳۰٪ تخفیف اشتراک سالانه', '30% off annual plans'], ['سریال تازه رسید', 'A new series is here'],
  ['چالش ۳۰ روز مکالمه شروع شد', 'The 30-day speaking challenge has begun'], ['با فیلم انگلیسی یاد بگیر', 'Learn English with movies'],
  ['آمادگی آیلتس در ۶۰ روز', 'IELTS ready in 60 days'], ['هدیه‌ی نوروزی: یک ماه رایگان', 'Nowruz gift: one month free'],
  ['پادکست‌های تازه‌ی هفته', "This week's new podcasts"], ['کلاس‌های زنده با استادان', 'Live classes with teachers'],
];

export const seedBanners: Seeder = (ctx) => {
  const { rng, now } = ctx;
  const cards = ctx.all('MediaCard');
  for (let i = 1; i <= 40; i++) {
    const persian = persianShare(rng);
    const brand = rng.chance(0.7) ? weighted(rng, { TV: 45, CINEMA: 25, TUBE: 30 }) : null;
    const ofBrand = brand ? cards.filter((c) => c.brand === brand) : cards;
    const startsAt = rng.chance(0.9) ? rng.date(now, 365, -30) : null;
    const endsAt = startsAt && rng.chance(0.85) ? new Date(ms(startsAt) + rng.int(7, 60) * DAY_MS).toISOString() : null;
    const running = (!startsAt || ms(startsAt) <= now) && (!endsAt || ms(endsAt) > now);
    const [fa, en] = rng.pick(BANNERS);
    ctx.insert('Banner', {
      title: persian ? fa : en,
      imageUrl: `https://cdn.example.com/banners/${i}.jpg`,
      linkUrl: rng.chance(0.7) ? `https://www.example.com/campaigns/${i}` : null,
      placement: weighted(rng, { HOME_TOP: 45, HOME_MIDDLE: 35, PLAYER: 20 }),
      brand,
      mediaCard: ofBrand.length && rng.chance(0.35) ? rng.pick(ofBrand) : null,
      startsAt,
      endsAt,
      isActive: running ? rng.chance(0.9) : rng.chance(0.15),
      createdAt: startsAt ? between(rng, ms(startsAt) - 20 * DAY_MS, Math.min(now, ms(startsAt))) : rng.date(now, 365, 0),
    });
  }
};
