import type { Row, RowValues } from '../store/types';
import { CONTENT_LANGUAGES } from './content';
import type { Seeder, SeedContext } from './context';
import { DAY_MS, between, groupBy, ms, richDoc, weighted } from './helpers';
import type { Rng } from './random';
import { episodeTitle, isPersian, mediaTitle, persianShare, sentences } from './text';

export const MEDIA_COUNT = 5_000;

const FA_CLIPS = ['مقدمه', 'گفت‌وگو در فروشگاه', 'مرور واژه‌ها', 'نکته‌ی گرامری', 'جمع‌بندی', 'تمرین شنیداری'];
const EN_CLIPS = ['Introduction', 'At the shop', 'Word review', 'Grammar point', 'Wrap-up', 'Listening drill'];

/** 0–3 named clips, each inside its own slice of the media so that startMs < endMs <= duration. */
function clips(rng: Rng, durationSeconds: number, persian: boolean): object[] {
  const count = rng.int(0, 3);
  if (!count) return [];
  const slice = Math.floor((durationSeconds * 1000) / count);
  return rng.sample(persian ? FA_CLIPS : EN_CLIPS, count).map((title, i) => {
    const startMs = i * slice + rng.int(0, Math.floor(slice / 4));
    const endMs = startMs + rng.int(Math.floor(slice / 4), Math.floor(slice / 2));
    return { title, startMs, endMs };
  });
}

function duration(rng: Rng, brand: string, kind: string): number {
  if (kind === 'AUDIO') return rng.int(180, 2700);
  if (brand === 'TUBE') return rng.int(45, 720);
  if (brand === 'CINEMA') return rng.int(80, 150) * 60 + rng.int(0, 59);
  return rng.int(20, 55) * 60 + rng.int(0, 59);
}

interface Lookups {
  langs: Map<string, Row>;
  accents: Map<string, Row[]>;
  categories: Row[];
  masters: Row[];
}

interface Episode {
  serial: Row;
  season: Row;
  episodeNumber: number;
  kind: string;
  createdAt: string;
}

function media(ctx: SeedContext, n: number, look: Lookups, episode: Episode | null): RowValues {
  const { rng, now } = ctx;
  const serial = episode?.serial;
  const persian = serial ? isPersian(serial.title as string) : persianShare(rng);
  const brand = serial ? (serial.brand as string) : weighted(rng, { TV: 45, CINEMA: 20, TUBE: 35 });
  const kind = episode ? episode.kind : brand === 'TUBE' ? 'VIDEO' : weighted(rng, { VIDEO: 85, AUDIO: 15 });
  const language = serial ? (serial.language as Row) : look.langs.get(weighted(rng, CONTENT_LANGUAGES))!;
  const accents = look.accents.get(language.id) ?? [];
  const createdAt = episode ? episode.createdAt : rng.date(now, 730, 0);
  const status =
    episode && ms(createdAt) < now - 60 * DAY_MS
      ? weighted(rng, { PUBLISHED: 88, ARCHIVED: 12 })
      : weighted(rng, { PUBLISHED: 68, DRAFT: 22, ARCHIVED: 10 });
  const publishedAt = status === 'DRAFT' ? null : between(rng, createdAt, Math.min(now, ms(createdAt) + 10 * DAY_MS));
  const seconds = duration(rng, brand, kind);
  const viewCount =
    status === 'PUBLISHED' ? Math.floor(rng.next() ** 4 * 250_000) + rng.int(0, 300) : status === 'ARCHIVED' ? rng.int(0, 8_000) : 0;
  const live = status === 'PUBLISHED';
  return {
    title: episode ? episodeTitle(serial!.title as string, episode.episodeNumber) : mediaTitle(rng, persian),
    description: rng.chance(0.9) ? richDoc(...sentences(rng, persian, rng.int(1, 2))) : null,
    brand,
    kind,
    language,
    accent: accents.length && rng.chance(0.6) ? rng.pick(accents) : null,
    level: weighted(rng, { A1: 10, A2: 20, B1: 28, B2: 22, C1: 13, C2: 7 }),
    category: rng.chance(0.75) ? rng.pick(look.categories) : null,
    coverUrl: rng.chance(0.92) ? `https://cdn.example.com/covers/${n}.jpg` : null,
    fileUrl: status === 'DRAFT' && rng.chance(0.3) ? null : `https://media.example.com/${kind === 'AUDIO' ? 'audio' : 'video'}/${n}.${kind === 'AUDIO' ? 'mp3' : 'mp4'}`,
    durationSeconds: seconds,
    isNew: live && ms(publishedAt) > now - 30 * DAY_MS,
    isPopular: live && viewCount > 60_000,
    isFeatured: live && rng.chance(0.05),
    isFree: rng.chance(0.2),
    showInSlider: live && rng.chance(0.03),
    status,
    serial: serial ?? null,
    season: episode?.season ?? null,
    episodeNumber: episode?.episodeNumber ?? null,
    masters: rng.sample(look.masters, Number(weighted(rng, { '0': 35, '1': 45, '2': 20 }))),
    clips: clips(rng, seconds, persian),
    publishedAt,
    viewCount,
    createdAt,
    updatedAt: rng.chance(0.3) ? between(rng, publishedAt ?? createdAt, now) : (publishedAt ?? createdAt),
  };
}

export const seedMedia: Seeder = (ctx) => {
  const { rng, now } = ctx;
  const langs = ctx.all('Language');
  const look: Lookups = {
    langs: new Map(langs.map((l) => [l.code as string, l])),
    accents: groupBy(ctx.all('Accent'), 'language'),
    categories: ctx.all('MediaCategory'),
    masters: ctx.all('Master').filter((m) => m.isActive),
  };
  const seasonsBySerial = groupBy(ctx.all('Season'), 'serial');
  let n = 0;
  for (const serial of ctx.all('Serial')) {
    const kind = serial.brand === 'TUBE' ? 'VIDEO' : weighted(rng, { VIDEO: 85, AUDIO: 15 });
    for (const season of seasonsBySerial.get(serial.id) ?? []) {
      let at = ms(season.createdAt);
      const episodes = rng.int(6, 12);
      for (let episodeNumber = 1; episodeNumber <= episodes; episodeNumber++) {
        at = Math.min(now - 60_000, at + rng.int(1, 10) * DAY_MS);
        const createdAt = new Date(at).toISOString();
        ctx.insert('Media', media(ctx, ++n, look, { serial, season, episodeNumber, kind, createdAt }));
      }
    }
  }
  while (n < MEDIA_COUNT) ctx.insert('Media', media(ctx, ++n, look, null));
};
