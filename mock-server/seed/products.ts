import type { Row } from '../store/types';
import type { Seeder } from './context';
import { faDigits, pad, richDoc } from './helpers';

// Persian title, English title, SKU stem
const COURSES: [string, string, string][] = [
  ['دوره‌ی جامع مکالمه‌ی انگلیسی', 'Complete English Conversation', 'ENG-CONV'],
  ['آمادگی آزمون آیلتس آکادمیک', 'IELTS Academic Preparation', 'ENG-IELTS'],
  ['آمادگی آزمون تافل', 'TOEFL iBT Bootcamp', 'ENG-TOEFL'],
  ['انگلیسی تجاری', 'Business English Essentials', 'ENG-BIZ'],
  ['گرامر انگلیسی از پایه', 'English Grammar from Scratch', 'ENG-GRAM'],
  ['تلفظ و لهجه‌ی آمریکایی', 'American Accent Training', 'ENG-ACC'],
  ['زبان آلمانی برای مهاجرت', 'German for Newcomers', 'DEU-MIG'],
  ['فرانسوی برای سفر', 'French for Travellers', 'FRA-TRV'],
  ['ترکی استانبولی مقدماتی', 'Turkish Starter', 'TUR-START'],
  ['اسپانیایی در سی روز', 'Spanish in 30 Days', 'SPA-30D'],
  ['بسته‌ی فیلم و سریال با زیرنویس', 'Movie English Pack', 'ENG-MOVIE'],
  ['واژگان ضروری ۵۰۴', '504 Essential Words', 'ENG-504'],
  ['نگارش ایمیل‌های رسمی', 'Writing Formal Emails', 'ENG-MAIL'],
  ['انگلیسی برای کودکان', 'English for Kids', 'ENG-KIDS'],
  ['عربی محاوره‌ای', 'Spoken Arabic', 'ARA-SPK'],
  ['مهارت شنیداری پیشرفته', 'Advanced Listening Skills', 'ENG-LSTN'],
  ['ایتالیایی برای علاقه‌مندان هنر', 'Italian for Art Lovers', 'ITA-ART'],
  ['روسی مقدماتی', 'Russian Basics', 'RUS-BAS'],
  ['مصاحبه‌ی شغلی به انگلیسی', 'Job Interviews in English', 'ENG-JOB'],
  ['چینی ماندارین برای شروع', 'Mandarin for Beginners', 'ZHO-BEG'],
];
const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'];
const FA_ABOUT = [
  'درس‌ها کوتاه و کاربردی‌اند و هر هفته تمرین و بازخورد دارند.',
  'همراه با فایل‌های صوتی، تمرین‌های تعاملی و آزمون پایان هر فصل.',
  'استادان دوره پاسخ‌گوی پرسش‌های شما در بخش گفت‌وگو هستند.',
  'پس از گذراندن آزمون پایانی، گواهی دوره صادر می‌شود.',
];
const EN_ABOUT = [
  'Short, practical lessons with weekly practice and feedback.',
  'Comes with audio files, interactive exercises and an end-of-unit test.',
  'Teachers answer your questions in the discussion area.',
  'Pass the final test to receive a certificate.',
];

export const seedProducts: Seeder = (ctx) => {
  const { rng } = ctx;
  COURSES.forEach(([fa, en, stem], index) => {
    for (const variant of [0, 1]) {
      const persian = rng.chance(0.6);
      const level = LEVELS[(index + variant * 2) % LEVELS.length];
      const currency = persian ? 'IRR' : rng.chance(0.75) ? 'USD' : 'EUR';
      const price = currency === 'IRR' ? rng.int(49, 390) * 100_000 : rng.int(19, 199) * 100 - 1;
      ctx.insert('Product', {
        title: persian ? `${fa} — سطح ${level}` : `${en} (${level})`,
        description: richDoc(...rng.sample(persian ? FA_ABOUT : EN_ABOUT, rng.int(1, 3))),
        sku: `${stem}-${level}-${pad(index * 2 + variant + 1, 3)}`,
        price,
        currency,
        isActive: rng.chance(0.85),
        createdAt: rng.date(ctx.now, 700, 10),
      });
    }
  });
};

const FA_FORMATS = ['آنلاین', 'حضوری', 'ترکیبی'];
const EN_FORMATS = ['Online', 'In person', 'Blended'];

export const seedProductAttributes: Seeder = (ctx) => {
  const { rng } = ctx;
  for (const product of ctx.all('Product')) {
    const persian = product.currency === 'IRR';
    const level = /([ABC][12])/.exec(product.title as string)?.[1] ?? 'B1';
    const weeks = rng.pick([4, 6, 8, 12, 16]);
    const sessions = weeks * rng.pick([1, 2, 3]);
    const attributes: [string, string][] = persian
      ? [['سطح', level], ['مدت دوره', `${faDigits(weeks)} هفته`], ['تعداد جلسات', `${faDigits(sessions)} جلسه`], ['نوع برگزاری', rng.pick(FA_FORMATS)], ['گواهی پایان دوره', rng.chance(0.7) ? 'دارد' : 'ندارد']]
      : [['Level', level], ['Duration', `${weeks} weeks`], ['Sessions', String(sessions)], ['Format', rng.pick(EN_FORMATS)], ['Certificate', rng.chance(0.7) ? 'Yes' : 'No']];
    const count = rng.int(2, 5);
    attributes.slice(0, count).forEach(([name, value], position) => {
      ctx.insert('ProductAttribute', { product, name, value, position: position + 1, createdAt: product.createdAt });
    });
  }
};

const MODULE_TITLES: Record<string, [string, string][]> = {
  COURSE: [['فصل ۱: مقدمات', 'Unit 1: The Basics'], ['فصل ۲: موقعیت‌های روزمره', 'Unit 2: Everyday Situations'], ['فصل ۳: مرور و آزمون', 'Unit 3: Review and Test']],
  MEDIA_PACK: [['بسته‌ی ویدیوهای تکمیلی', 'Bonus video pack'], ['پادکست‌های تمرینی', 'Practice podcasts']],
  LIVE_CLASS: [['کلاس زنده‌ی هفتگی', 'Weekly live class'], ['کارگاه گفت‌وگوی گروهی', 'Group speaking workshop']],
};

export const seedProductModules: Seeder = (ctx) => {
  const { rng } = ctx;
  const products = ctx.all('Product');
  for (let i = 0; i < 80; i++) {
    const product: Row | null = i < 72 ? products[i % products.length] : null;
    const persian = product ? product.currency === 'IRR' : rng.chance(0.6);
    const currency = product ? (product.currency as string) : persian ? 'IRR' : 'USD';
    const kind = rng.pick(['COURSE', 'COURSE', 'MEDIA_PACK', 'LIVE_CLASS']);
    const [fa, en] = rng.pick(MODULE_TITLES[kind]);
    const base = product ? (product.price as number) : currency === 'IRR' ? 20_000_000 : 9900;
    const share = rng.int(15, 50) / 100;
    ctx.insert('ProductModule', {
      title: persian ? fa : en,
      description: persian ? 'بخشی از دوره که جداگانه هم قابل خرید است.' : 'Part of the course, also sold separately.',
      product,
      kind,
      price: currency === 'IRR' ? Math.round((base * share) / 10_000) * 10_000 : Math.round(base * share),
      currency,
      isActive: rng.chance(0.9),
      createdAt: product ? product.createdAt : rng.date(ctx.now, 600, 5),
    });
  }
};
