import type { Row } from '../store/types';
import type { Seeder } from './context';
import { DAY_MS, between, ms, weighted } from './helpers';
import { commentBody, isPersian, replyBody } from './text';

export const COMMENT_COUNT = 3_000;

export const seedComments: Seeder = (ctx) => {
  const { rng, now } = ctx;
  const media = ctx.all('Media').filter((m) => m.status === 'PUBLISHED');
  const users = ctx.all('User');
  const learners = users.filter((u) => u.role === 'LEARNER' && u.status !== 'PENDING');
  const staff = users.filter((u) => u.role === 'SUPPORT' || u.role === 'MODERATOR');
  const comments: Row[] = [];
  for (let i = 0; i < COMMENT_COUNT; i++) {
    const status = weighted(rng, { APPROVED: 75, PENDING: 15, REJECTED: 10 });
    if (comments.length > 50 && rng.chance(0.2)) {
      const parent = rng.pick(comments);
      const fromStaff = rng.chance(0.05);
      const author = fromStaff ? rng.pick(staff) : rng.pick(learners);
      const persian = isPersian(author.fullName as string);
      comments.push(
        ctx.insert('Comment', {
          author,
          media: parent.media,
          body: fromStaff ? 'سلام، ممنون از بازخورد شما. موضوع را بررسی کردیم و برطرف شد.' : replyBody(rng, persian),
          status: fromStaff ? 'APPROVED' : status,
          parent,
          createdAt: between(rng, Math.max(ms(parent.createdAt), ms(author.createdAt)), now),
        }),
      );
      continue;
    }
    const target = rng.pick(media);
    const author = rng.pick(learners);
    const persian = isPersian(author.fullName as string) ? rng.chance(0.8) : rng.chance(0.05);
    comments.push(
      ctx.insert('Comment', {
        author,
        media: target,
        body: commentBody(rng, persian),
        status,
        parent: null,
        createdAt: between(rng, Math.max(ms(target.publishedAt), ms(author.createdAt)), now),
      }),
    );
  }
};

const DESCRIPTIONS: Record<string, [string, string][]> = {
  SPAM: [['این کاربر در همه‌ی نظرها لینک تبلیغاتی می‌گذارد.', 'This user posts advertising links under every video.'], ['پیام تکراری و تبلیغاتی', 'Repeated promotional message']],
  HARASSMENT: [['توهین به کاربران دیگر در بخش نظرات', 'Insulting other users in the comments'], ['پیام‌های آزاردهنده‌ی مکرر', 'Repeated harassing messages']],
  COPYRIGHT: [['این ویدیو بدون اجازه از یک شبکه‌ی تلویزیونی منتشر شده است.', 'This video was uploaded without the broadcaster’s permission.'], ['موسیقی متن دارای حق نشر است.', 'The soundtrack is copyrighted.']],
  OTHER: [['زیرنویس با محتوای ویدیو مطابقت ندارد.', 'The subtitles do not match the video.'], ['محتوا برای کودکان مناسب نیست.', 'Not suitable for children.']],
};
const REASONS: Record<string, Record<string, number>> = {
  COMMENT: { SPAM: 45, HARASSMENT: 35, OTHER: 20 },
  MEDIA: { COPYRIGHT: 45, OTHER: 40, SPAM: 15 },
  USER: { SPAM: 40, HARASSMENT: 45, OTHER: 15 },
};

export const seedAbuses: Seeder = (ctx) => {
  const { rng, now } = ctx;
  const users = ctx.all('User');
  const learners = users.filter((u) => u.role === 'LEARNER' && u.status !== 'PENDING');
  const handlers = users.filter((u) => u.role === 'MODERATOR' || u.role === 'ADMIN');
  const targets: Record<string, Row[]> = { COMMENT: ctx.all('Comment'), MEDIA: ctx.all('Media').filter((m) => m.status !== 'DRAFT'), USER: learners };
  for (let i = 0; i < 400; i++) {
    const targetType = weighted(rng, { COMMENT: 50, MEDIA: 25, USER: 25 });
    const target = rng.pick(targets[targetType]);
    let reporter = rng.pick(learners);
    while (reporter === target || reporter === target.author) reporter = rng.pick(learners);
    const reason = weighted(rng, REASONS[targetType]);
    const status = weighted(rng, { OPEN: 25, REVIEWING: 15, RESOLVED: 40, DISMISSED: 20 });
    const earliest = Math.max(ms(target.createdAt), ms(reporter.createdAt), now - (status === 'OPEN' ? 30 : 365) * DAY_MS);
    const createdAt = between(rng, earliest, now);
    const handled = status === 'RESOLVED' || status === 'DISMISSED';
    const handledAt = handled ? between(rng, createdAt, Math.min(now, ms(createdAt) + 5 * DAY_MS)) : null;
    const [fa, en] = rng.pick(DESCRIPTIONS[reason]);
    ctx.insert('Abuse', {
      reporter,
      targetType,
      targetId: target.id,
      reason,
      description: rng.chance(0.8) ? (isPersian(reporter.fullName as string) ? fa : en) : null,
      status,
      handledBy: status === 'OPEN' ? null : rng.pick(handlers),
      handledAt,
      createdAt,
      updatedAt: handledAt ?? createdAt,
    });
  }
};
