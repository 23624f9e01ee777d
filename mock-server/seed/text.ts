import { faDigits } from './helpers';
import type { Rng } from './random';

/** A person's name in display form plus its Latin form for e-mail addresses. */
export interface PersonName {
  firstName: string;
  lastName: string;
  fullName: string;
  latinFirst: string;
  latinLast: string;
  persian: boolean;
}

// [display, latin] pairs.
const FA_FIRST: [string, string][] = [
  ['سارا', 'sara'], ['مریم', 'maryam'], ['زهرا', 'zahra'], ['فاطمه', 'fatemeh'], ['نرگس', 'narges'],
  ['نگار', 'negar'], ['الهام', 'elham'], ['مهسا', 'mahsa'], ['پریسا', 'parisa'], ['شیرین', 'shirin'],
  ['لیلا', 'leila'], ['آزاده', 'azadeh'], ['نازنین', 'nazanin'], ['هانیه', 'haniyeh'], ['ریحانه', 'reyhaneh'],
  ['کیمیا', 'kimia'], ['یاسمن', 'yasaman'], ['مینا', 'mina'], ['ستاره', 'setareh'], ['فرناز', 'farnaz'],
  ['بهاره', 'bahareh'], ['سمیرا', 'samira'], ['آیدا', 'aida'], ['ترانه', 'taraneh'], ['هستی', 'hasti'],
  ['علی', 'ali'], ['محمد', 'mohammad'], ['حسین', 'hossein'], ['رضا', 'reza'], ['امیر', 'amir'],
  ['مهدی', 'mahdi'], ['سعید', 'saeed'], ['حمید', 'hamid'], ['کاوه', 'kaveh'], ['بابک', 'babak'],
  ['آرش', 'arash'], ['پویا', 'pouya'], ['نیما', 'nima'], ['سینا', 'sina'], ['کامران', 'kamran'],
  ['فرهاد', 'farhad'], ['بهرام', 'bahram'], ['امید', 'omid'], ['مسعود', 'masoud'], ['جواد', 'javad'],
  ['پارسا', 'parsa'], ['آرمین', 'armin'], ['مازیار', 'maziar'], ['داریوش', 'dariush'], ['کیان', 'kian'],
];
const FA_LAST: [string, string][] = [
  ['محمدی', 'mohammadi'], ['احمدی', 'ahmadi'], ['حسینی', 'hosseini'], ['رضایی', 'rezaei'], ['کریمی', 'karimi'],
  ['موسوی', 'mousavi'], ['جعفری', 'jafari'], ['رحیمی', 'rahimi'], ['صادقی', 'sadeghi'], ['نوری', 'nouri'],
  ['کاظمی', 'kazemi'], ['تهرانی', 'tehrani'], ['اکبری', 'akbari'], ['قاسمی', 'ghasemi'], ['عباسی', 'abbasi'],
  ['شریفی', 'sharifi'], ['یزدانی', 'yazdani'], ['نجفی', 'najafi'], ['فرهادی', 'farhadi'], ['هاشمی', 'hashemi'],
  ['ملکی', 'maleki'], ['بهرامی', 'bahrami'], ['سلیمانی', 'soleimani'], ['طاهری', 'taheri'], ['امینی', 'amini'],
  ['زارعی', 'zarei'], ['میرزایی', 'mirzaei'], ['کرمانی', 'kermani'], ['شیرازی', 'shirazi'], ['اصفهانی', 'esfahani'],
];
const EN_FIRST = [
  'Emma', 'Olivia', 'Sophia', 'Charlotte', 'Amelia', 'Grace', 'Lucy', 'Hannah', 'Chloe', 'Emily', 'Isabella',
  'Mia', 'Ruby', 'Alice', 'James', 'Oliver', 'William', 'Henry', 'Jack', 'Thomas', 'Daniel', 'Samuel',
  'Benjamin', 'Lucas', 'Ethan', 'Noah', 'Leo', 'Adam', 'Michael', 'David',
];
const EN_LAST = [
  'Clark', 'Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Evans', 'Thomas', 'Roberts', 'Walker',
  'Wright', 'Robinson', 'Thompson', 'White', 'Hughes', 'Green', 'Hall', 'Lewis', 'Wood', 'Harris', 'Martin',
  'Cooper', 'King', 'Baker', 'Turner', 'Parker', 'Mitchell', 'Bennett', 'Carter',
];

export function personName(rng: Rng, persian: boolean): PersonName {
  if (persian) {
    const [firstName, latinFirst] = rng.pick(FA_FIRST);
    const [lastName, latinLast] = rng.pick(FA_LAST);
    return { firstName, lastName, fullName: `${firstName} ${lastName}`, latinFirst, latinLast, persian };
  }
  const firstName = rng.pick(EN_FIRST);
  const lastName = rng.pick(EN_LAST);
  const latin = (s: string) => s.toLowerCase();
  return { firstName, lastName, fullName: `${firstName} ${lastName}`, latinFirst: latin(firstName), latinLast: latin(lastName), persian };
}

/** About 60% of seeded content text is Persian. */
export function persianShare(rng: Rng): boolean {
  return rng.chance(0.6);
}

const FA_CITIES = ['اصفهان', 'شیراز', 'تبریز', 'کاشان', 'یزد', 'مشهد', 'رشت', 'کرمان', 'همدان', 'کیش'];
const FA_WORLD = ['لندن', 'نیویورک', 'تورنتو', 'سیدنی', 'دوبلین', 'ادینبورگ', 'پاریس', 'برلین', 'رم', 'استانبول'];
const FA_NATURE = ['جنگل‌های شمال', 'کویر لوت', 'دریای خزر', 'رشته‌کوه البرز', 'خلیج فارس', 'دماوند'];
const FA_COUNTRIES = ['بریتانیا', 'آمریکا', 'کانادا', 'استرالیا', 'ایرلند', 'نیوزیلند'];
const EN_CITIES = [
  'London', 'Edinburgh', 'Dublin', 'New York', 'Boston', 'Sydney', 'Toronto', 'Oxford', 'Cambridge',
  'San Francisco', 'Chicago', 'Vancouver', 'Manchester', 'Melbourne',
];
const EN_NATURE = ['Scotland', 'Patagonia', 'Iceland', 'the Alps', 'the Amazon', 'Norway', 'the Rockies'];

const FA_TITLES = [
  'سفر به {city}', 'شب‌های {city}', 'بازارهای قدیمی {city}', 'آشپزی ایرانی با {first}', 'گفت‌وگو در کافه',
  'خانواده‌ی {last}', 'روزهای مدرسه', 'داستان‌های کوتاه انگلیسی', 'انگلیسی در فرودگاه', 'مصاحبه‌ی کاری',
  'ماجراهای {first} در {world}', 'یک روز در {world}', 'مستند طبیعت: {nature}', 'اخبار به زبان ساده',
  'تلفظ درست با {first}', 'گرامر در پنج دقیقه', '{world} در شب', 'آشنایی با فرهنگ {country}', 'رازهای {city}',
  'مسافر {world}', 'پادکست قهوه و کتاب', 'شب امتحان', 'در آشپزخانه', 'فوتبال و زندگی', 'کلاس زبان {first}',
  'نامه‌هایی از {world}', 'قطار شبانه‌ی {city}', 'زندگی در {world}', 'اصطلاحات روزمره', 'خرید در {world}',
];
const EN_TITLES = [
  'A Walk in {city}', 'Stories from {city}', '{city} After Dark', 'The {last} Family', 'Coffee Break English',
  'Everyday Conversations', 'At the Airport', 'Job Interview Essentials', 'Cooking with {first}',
  "Inside {city}'s Markets", 'The Grammar Minute', 'Speak Like a Local in {city}', 'Wild {nature}',
  'News in Slow English', 'A Weekend in {city}', 'Letters to {first}', 'The Night Train to {city}',
  'Small Talk, Big Results', 'Pronunciation Lab', 'Learning with {first} {last}', 'Office Hours',
  'Road Trip: {city} to {city2}', 'Life in {city}', 'The Idiom Hour', 'Secrets of {nature}',
];

function fill(rng: Rng, pattern: string, persian: boolean): string {
  const cities = persian ? FA_CITIES : EN_CITIES;
  return pattern
    .replace('{city2}', rng.pick(cities))
    .replace('{city}', rng.pick(cities))
    .replace('{world}', rng.pick(FA_WORLD))
    .replace('{nature}', rng.pick(persian ? FA_NATURE : EN_NATURE))
    .replace('{country}', rng.pick(FA_COUNTRIES))
    .replace('{first}', persian ? rng.pick(FA_FIRST)[0] : rng.pick(EN_FIRST))
    .replace('{last}', persian ? rng.pick(FA_LAST)[0] : rng.pick(EN_LAST));
}

/** A title for a media item or a serial, e.g. «سفر به اصفهان» or "A Walk in London". */
export function mediaTitle(rng: Rng, persian: boolean): string {
  return fill(rng, rng.pick(persian ? FA_TITLES : EN_TITLES), persian);
}

/** «سفر به اصفهان — قسمت ۳» / "A Walk in London, part 3" (script follows the serial's title). */
export function episodeTitle(serialTitle: string, episode: number): string {
  return isPersian(serialTitle) ? `${serialTitle} — قسمت ${faDigits(episode)}` : `${serialTitle}, part ${episode}`;
}

export function seasonTitle(serialTitle: string, number: number): string {
  return isPersian(serialTitle) ? `فصل ${faDigits(number)}` : `Season ${number}`;
}

/** True when the text is written in Persian/Arabic script. */
export function isPersian(text: string): boolean {
  return /[\u0600-\u06FF]/.test(text);
}

const FA_SENTENCES = [
  'این برنامه با زبانی ساده و زیرنویس دوزبانه برای زبان‌آموزان سطح متوسط ساخته شده است.',
  'در هر قسمت چند اصطلاح پرکاربرد روزمره را در موقعیت‌های واقعی می‌شنوید.',
  'راوی با سرعت طبیعی صحبت می‌کند و واژه‌های کلیدی در پایان مرور می‌شوند.',
  'پیشنهاد می‌کنیم یک بار بدون زیرنویس و بار دوم با زیرنویس تماشا کنید.',
  'موضوع این قسمت سفر، خرید و پرسیدن نشانی در شهری تازه است.',
  'گفت‌وگوها از زندگی واقعی گرفته شده‌اند و لهجه‌های مختلف را پوشش می‌دهند.',
  'تمرین‌های شنیداری و آزمون کوتاه پایان درس به تثبیت یادگیری کمک می‌کنند.',
  'برای آمادگی آزمون آیلتس و تقویت مهارت شنیدن مناسب است.',
  'استاد در این درس تفاوت زمان حال کامل و گذشته‌ی ساده را توضیح می‌دهد.',
  'تصاویر زیبای طبیعت همراه با روایتی آرام و واضح.',
  'مناسب تماشای خانوادگی و یادگیری واژه‌های تازه در کنار هم.',
  'در این قسمت با آداب معاشرت و گفت‌وگوی مؤدبانه آشنا می‌شوید.',
];
const EN_SENTENCES = [
  'Made for intermediate learners, with clear speech and bilingual subtitles.',
  'Each episode introduces a handful of everyday expressions in real situations.',
  'The narrator speaks at a natural pace, and key words are reviewed at the end.',
  'Watch it once without subtitles, then again with them turned on.',
  'This episode is about travelling, shopping and asking for directions in a new city.',
  'The conversations come from real life and cover several accents.',
  'Listening drills and a short quiz at the end help the new words stick.',
  'A good fit for IELTS listening practice.',
  'The teacher explains the difference between the present perfect and the simple past.',
  'Beautiful nature footage with calm, clear narration.',
  'Fun for the whole family, with new words along the way.',
  'Learn how to make small talk politely at work and with neighbours.',
];

export function sentence(rng: Rng, persian: boolean): string {
  return rng.pick(persian ? FA_SENTENCES : EN_SENTENCES);
}

/** `count` distinct sentences in one language. */
export function sentences(rng: Rng, persian: boolean, count: number): string[] {
  return rng.sample(persian ? FA_SENTENCES : EN_SENTENCES, count);
}

const FA_COMMENTS = [
  'خیلی عالی بود، ممنون از تیم خوبتون!', 'زیرنویس این قسمت کمی با صدا هماهنگ نیست.', 'لهجه‌ی راوی برام سخت بود ولی کمک کرد.',
  'لطفاً قسمت‌های بیشتری از این مجموعه بسازید.', 'واژه‌های این درس خیلی کاربردی بودند.', 'من سطح B1 هستم و کاملاً متوجه شدم.',
  'کیفیت تصویر فوق‌العاده است.', 'ای کاش سرعت پخش آهسته‌تر هم داشت.', 'این بهترین درس گرامری بود که دیدم.',
  'ممنون، بالاخره فرق این دو زمان را فهمیدم.', 'آزمون آخر درس کمی سخت بود.', 'با بچه‌ها تماشا کردیم و خیلی لذت بردیم.',
  'لطفاً فایل صوتی جداگانه هم بگذارید.', 'قسمت سه رو دوبار دیدم، عالی بود.', 'متن انگلیسی رو کجا می‌تونم دانلود کنم؟',
  'صدای این قسمت خیلی پایین است.', 'استاد خیلی خوب و شمرده توضیح می‌دهند.', 'دمتون گرم، ادامه بدید!',
];
const EN_COMMENTS = [
  'Loved this one, thank you!', 'The subtitles are a bit out of sync in the second half.', 'Great vocabulary, very practical.',
  'Could you make more episodes like this?', 'The accent was hard at first but I got used to it.', 'Perfect for my IELTS practice.',
  'The quiz at the end was tricky.', 'Watched it twice, learned a lot.', 'Please add a slower playback option.',
  'Where can I download the transcript?', 'The audio is too quiet in this episode.', 'Best grammar explanation I have seen.',
  'My kids enjoyed it too.', 'Clear and well paced, thanks!',
];

export function commentBody(rng: Rng, persian: boolean): string {
  return rng.pick(persian ? FA_COMMENTS : EN_COMMENTS);
}

const FA_REPLIES = ['موافقم!', 'منم همین مشکل رو داشتم.', 'ممنون از توضیحتون.', 'درست شد؟', 'دقیقاً 👍'];
const EN_REPLIES = ['Agreed!', 'Same problem here.', 'Thanks for explaining.', 'Is it fixed now?', 'Exactly 👍'];

export function replyBody(rng: Rng, persian: boolean): string {
  return rng.pick(persian ? FA_REPLIES : EN_REPLIES);
}
