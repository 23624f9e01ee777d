import type { Row } from '../store/types';
import type { Seeder } from './context';
import { DAY_MS, between, ms, pickDistinct, weighted } from './helpers';
import { persianShare } from './text';

const FA_MESSAGES: [string, string][] = [
  ['سریال تازه منتشر شد', 'قسمت‌های جدید سریال‌های محبوب را از دست ندهید.'],
  ['یادآوری تمرین روزانه', 'فقط ۱۰ دقیقه تمرین امروز شما را یک قدم جلوتر می‌برد.'],
  ['چالش جدید', 'چالش ۳۰ روز مکالمه از شنبه شروع می‌شود. همین حالا ثبت‌نام کنید.'],
  ['تخفیف ویژه‌ی نوروز', 'تا پایان فروردین ۳۰٪ تخفیف روی اشتراک سالانه.'],
  ['به‌روزرسانی اپلیکیشن', 'نسخه‌ی جدید با امکان پخش آفلاین منتشر شد.'],
  ['تعمیرات برنامه‌ریزی‌شده', 'سرویس پنجشنبه از ساعت ۲ تا ۴ بامداد در دسترس نخواهد بود.'],
  ['درس‌های تازه‌ی آیلتس', 'ده درس جدید شنیداری آیلتس به بخش آموزش اضافه شد.'],
];
const EN_MESSAGES: [string, string][] = [
  ['New series just landed', 'Don’t miss the new episodes of our most popular series.'],
  ['Daily practice reminder', 'Just 10 minutes today keeps your streak alive.'],
  ['A new challenge', 'The 30-day speaking challenge starts on Saturday. Join now!'],
  ['Spring sale', '30% off annual plans until the end of the month.'],
  ['App update', 'The new version adds offline playback.'],
  ['Scheduled maintenance', 'The service will be unavailable on Thursday from 2 to 4 am (UTC).'],
  ['New IELTS lessons', 'Ten new IELTS listening lessons are now available.'],
];

function planMessage(plan: Row, renew: boolean): [string, string] {
  const title = plan.title as string;
  if (plan.currency === 'IRR') {
    return renew
      ? [`تمدید ${title}`, `اشتراک «${title}» شما به‌زودی به پایان می‌رسد؛ برای ادامه‌ی یادگیری آن را تمدید کنید.`]
      : [`ویژه‌ی مشترکان ${title}`, `یک جلسه‌ی کلاس زنده‌ی رایگان برای مشترکان «${title}» در نظر گرفته شده است.`];
  }
  return renew
    ? [`Renew your ${title}`, `Your ${title} plan ends soon. Renew it to keep learning.`]
    : [`For ${title} members`, `A free live class is waiting for ${title} members this week.`];
}

export const seedNotifications: Seeder = (ctx) => {
  const { rng, now } = ctx;
  const plans = ctx.all('Plan').filter((p) => p.isActive);
  const learners = ctx.all('User').filter((u) => u.role === 'LEARNER' && u.status === 'ACTIVE');
  for (let i = 0; i < 120; i++) {
    const audience = weighted(rng, { ALL: 50, PLAN: 25, USERS: 25 });
    const plan = audience === 'PLAN' ? rng.pick(plans) : null;
    const [title, body] = plan ? planMessage(plan, rng.chance(0.5)) : rng.pick(persianShare(rng) ? FA_MESSAGES : EN_MESSAGES);
    const status = weighted(rng, { SENT: 65, SCHEDULED: 15, DRAFT: 20 });
    let createdAt: string;
    let scheduledAt: string | null = null;
    let sentAt: string | null = null;
    if (status === 'SENT') {
      sentAt = rng.date(now, 365, 0);
      createdAt = new Date(ms(sentAt) - rng.int(10, 4 * 24 * 60) * 60_000).toISOString();
      if (rng.chance(0.4)) scheduledAt = sentAt;
    } else if (status === 'SCHEDULED') {
      scheduledAt = rng.date(now, -1, -30);
      createdAt = rng.date(now, 10, 0);
    } else {
      createdAt = rng.date(now, 60, 0);
      if (rng.chance(0.2)) scheduledAt = rng.date(now, -3, -45);
    }
    ctx.insert('Notification', {
      title,
      body,
      audience,
      plan,
      users: audience === 'USERS' ? pickDistinct(rng, learners, rng.int(1, 20)) : [],
      channel: weighted(rng, { PUSH: 40, EMAIL: 30, IN_APP: 30 }),
      status,
      scheduledAt,
      sentAt,
      createdAt,
      updatedAt: sentAt ?? between(rng, createdAt, Math.max(ms(createdAt), now - DAY_MS / 24)),
    });
  }
};
