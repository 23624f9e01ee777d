import type { Row } from '../store/types';
import type { Seeder } from './context';
import { between, pickDistinct, richDoc, weighted } from './helpers';
import { englishMedia } from './learning';
import { EN_EXPLANATIONS, FA_EXPLANATIONS, PASSAGES, SENTENCE_PAIRS } from './text-learning';
import { persianShare } from './text';

export const seedComprehensions: Seeder = (ctx) => {
  const { rng, now } = ctx;
  const { media, english } = englishMedia(ctx);
  for (let i = 0; i < 200; i++) {
    const target = rng.pick(media);
    const passage = rng.pick(PASSAGES);
    ctx.insert('Comprehension', {
      media: target,
      title: persianShare(rng) ? `درک مطلب: ${passage.title}` : passage.title,
      passage: richDoc(...passage.paragraphs),
      level: rng.chance(0.9) ? weighted(rng, { A2: 20, B1: 35, B2: 30, C1: 15 }) : null,
      language: english,
      createdAt: between(rng, target.createdAt, now),
    });
  }
};

export const seedProfessorExplanations: Seeder = (ctx) => {
  const { rng, now } = ctx;
  const all = ctx.all('Media');
  const taught = all.filter((m) => (m.masters as Row[]).length > 0);
  const masters = ctx.all('Master');
  for (let i = 1; i <= 200; i++) {
    const target = rng.pick(taught.length ? taught : all);
    const own = target.masters as Row[];
    const persian = persianShare(rng);
    const timed = rng.chance(0.7);
    const durationMs = (target.durationSeconds as number) * 1000;
    const startMs = timed ? rng.int(0, Math.floor(durationMs * 0.8)) : null;
    ctx.insert('ProfessorExplanation', {
      media: target,
      master: own.length ? rng.pick(own) : rng.pick(masters),
      content: rng.chance(0.95) ? richDoc(...rng.sample(persian ? FA_EXPLANATIONS : EN_EXPLANATIONS, rng.int(1, 3))) : null,
      videoUrl: rng.chance(0.5) ? `https://media.example.com/explanations/${i}.mp4` : null,
      startMs,
      endMs: startMs === null ? null : Math.min(durationMs, startMs + rng.int(10, 120) * 1000),
      createdAt: between(rng, target.createdAt, now),
    });
  }
};

export const VIDEO_TEXT_COUNT = 1_500;

/** Transcript lines: consecutive, non-overlapping timings inside each media's duration. */
export const seedVideoTexts: Seeder = (ctx) => {
  const { rng, now } = ctx;
  const { media } = englishMedia(ctx);
  const persian = ctx.all('Language').find((l) => l.code === 'fa') ?? null;
  let total = 0;
  for (const target of pickDistinct(rng, media, Math.min(media.length, 600))) {
    const durationMs = (target.durationSeconds as number) * 1000;
    const lines = Math.min(VIDEO_TEXT_COUNT - total, rng.int(5, 15));
    const createdAt = between(rng, target.createdAt, now);
    let offset = rng.int(0, SENTENCE_PAIRS.length - 1);
    let at = rng.int(500, 4000);
    for (let line = 0; line < lines; line++) {
      const startMs = at;
      const endMs = startMs + rng.int(1800, 5000);
      if (endMs > durationMs) break;
      const [text, translation] = SENTENCE_PAIRS[offset++ % SENTENCE_PAIRS.length];
      ctx.insert('VideoText', {
        media: target,
        startMs,
        endMs,
        text,
        translation,
        translationLanguage: rng.chance(0.95) ? persian : null,
        createdAt,
      });
      total += 1;
      at = endMs + rng.int(200, 2500);
    }
    if (total >= VIDEO_TEXT_COUNT) break;
  }
};
