import type { Row } from '../store/types';
import type { Seeder } from './context';
import { DAY_MS, between, ms, richDoc, weighted } from './helpers';
import type { Rng } from './random';
import { isPersian, mediaTitle, persianShare, seasonTitle, sentence, sentences } from './text';

type FileKind = 'image' | 'video' | 'audio' | 'subtitle' | 'document';
interface Folder {
  name: string;
  kind: FileKind;
  children?: Folder[];
}

const f = (name: string, kind: FileKind, children?: Folder[]): Folder => ({ name, kind, children });

/** The media library's folder tree (40 folders). */
const TREE: Folder[] = [
  f('ویدیوها', 'video', [
    f('سریال‌ها', 'video', [f('فصل اول', 'video'), f('فصل دوم', 'video')]),
    f('فیلم‌های سینمایی', 'video'), f('تیوب', 'video'), f('پیش‌نمایش‌ها', 'video'), f('آرشیو ۱۴۰۲', 'video'), f('آموزش گرامر', 'video'),
  ]),
  f('Images', 'image', [
    f('Covers', 'image', [f('Serials', 'image'), f('Movies', 'image'), f('Podcasts', 'image')]),
    f('Banners', 'image'), f('Avatars', 'image'), f('Thumbnails', 'image'), f('Icons', 'image'),
  ]),
  f('صوت', 'audio', [
    f('پادکست‌ها', 'audio', [f('قهوه و کتاب', 'audio'), f('انگلیسی در سفر', 'audio')]),
    f('تلفظ واژه‌ها', 'audio'), f('موسیقی متن', 'audio'),
  ]),
  f('Subtitles', 'subtitle', [f('English', 'subtitle'), f('فارسی', 'subtitle'), f('Deutsch', 'subtitle'), f('Français', 'subtitle'), f('Español', 'subtitle')]),
  f('اسناد', 'document', [f('قراردادها', 'document'), f('راهنمای استادان', 'document'), f('Invoices archive', 'document'), f('گزارش‌ها', 'document')]),
  f('Marketing', 'image', [f('کمپین نوروز ۱۴۰۴', 'image'), f('Black Friday', 'image'), f('شبکه‌های اجتماعی', 'image'), f('Newsletters', 'image')]),
];

const FILE_TYPES: Record<FileKind, [string, string, number, number][]> = {
  image: [['jpg', 'image/jpeg', 80_000, 2_500_000], ['png', 'image/png', 40_000, 3_000_000], ['webp', 'image/webp', 30_000, 900_000]],
  video: [['mp4', 'video/mp4', 20_000_000, 1_800_000_000], ['webm', 'video/webm', 15_000_000, 900_000_000]],
  audio: [['mp3', 'audio/mpeg', 2_000_000, 90_000_000], ['m4a', 'audio/mp4', 2_000_000, 70_000_000]],
  subtitle: [['vtt', 'text/vtt', 8_000, 120_000], ['srt', 'application/x-subrip', 8_000, 120_000]],
  document: [['pdf', 'application/pdf', 60_000, 8_000_000], ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 20_000, 2_000_000]],
};
const STEMS: Record<FileKind, string[]> = {
  image: ['cover', 'poster', 'banner', 'thumb', 'hero'],
  video: ['episode', 'trailer', 'lesson', 'clip'],
  audio: ['podcast', 'pronunciation', 'track'],
  subtitle: ['episode', 'lesson', 'movie'],
  document: ['contract', 'guide', 'report'],
};

function files(rng: Rng, folder: Folder, folderNo: number, createdAt: string, now: number): object[] {
  const count = folder.children ? rng.int(0, 2) : rng.int(1, 8);
  const out: object[] = [];
  for (let i = 1; i <= count; i++) {
    const [ext, mimeType, min, max] = rng.pick(FILE_TYPES[folder.kind]);
    const name = `${rng.pick(STEMS[folder.kind])}-${rng.int(1, 999)}.${ext}`;
    out.push({
      id: `f${i}`,
      name,
      url: `https://cdn.example.com/library/${folderNo}/${i}-${name}`,
      mimeType,
      sizeBytes: rng.int(min, max),
      uploadedAt: between(rng, createdAt, now),
    });
  }
  return out;
}

export const seedMediaCategories: Seeder = (ctx) => {
  let folderNo = 0;
  const visit = (folder: Folder, parent: Row | null) => {
    folderNo += 1;
    const createdAt = parent ? between(ctx.rng, parent.createdAt, ctx.now - 30 * DAY_MS) : ctx.rng.date(ctx.now, 730, 700);
    const row = ctx.insert('MediaCategory', {
      name: folder.name,
      parent,
      files: files(ctx.rng, folder, folderNo, createdAt, ctx.now),
      createdAt,
    });
    for (const child of folder.children ?? []) visit(child, row);
  };
  for (const root of TREE) visit(root, null);
};

/** Language of most content: English first, as most learners learn English. */
export const CONTENT_LANGUAGES = { en: 70, de: 8, fr: 7, es: 5, tr: 4, ar: 3, it: 2, fa: 1 };

export function flags(rng: Rng): Record<string, boolean> {
  return {
    isNew: rng.chance(0.15),
    isPopular: rng.chance(0.2),
    isFeatured: rng.chance(0.08),
    isFree: rng.chance(0.25),
    showInSlider: rng.chance(0.05),
  };
}

export const SERIAL_COUNT = 60;

export const seedSerials: Seeder = (ctx) => {
  const { rng } = ctx;
  const byCode = new Map<string, Row>(ctx.all('Language').map((l) => [l.code as string, l]));
  for (let i = 1; i <= SERIAL_COUNT; i++) {
    const persian = persianShare(rng);
    ctx.insert('Serial', {
      title: mediaTitle(rng, persian),
      description: rng.chance(0.9) ? richDoc(...sentences(rng, persian, rng.int(1, 3))) : null,
      brand: weighted(rng, { TV: 65, CINEMA: 15, TUBE: 20 }),
      language: byCode.get(weighted(rng, CONTENT_LANGUAGES)),
      coverUrl: rng.chance(0.95) ? `https://cdn.example.com/serials/${i}.jpg` : null,
      ...flags(rng),
      createdAt: rng.date(ctx.now, 730, 60),
    });
  }
};

export const seedSeasons: Seeder = (ctx) => {
  const { rng } = ctx;
  let n = 0;
  for (const serial of ctx.all('Serial')) {
    const count = Number(weighted(rng, { '1': 40, '2': 30, '3': 20, '4': 10 }));
    let at = ms(serial.createdAt);
    for (let number = 1; number <= count; number++) {
      n += 1;
      at = Math.min(ctx.now - DAY_MS, at + rng.int(0, 120) * DAY_MS);
      ctx.insert('Season', {
        serial,
        number,
        title: seasonTitle(serial.title as string, number),
        description: rng.chance(0.7) ? sentence(rng, isPersian(serial.title as string)) : null,
        coverUrl: rng.chance(0.8) ? `https://cdn.example.com/seasons/${n}.jpg` : null,
        createdAt: new Date(at).toISOString(),
      });
    }
  }
};
