import type { Row } from '../store/types';
import type { Seeder } from './context';

// code (ISO 639-1), English title, native title, country (ISO 3166-1 alpha-2), right to left, active
const LANGUAGES: [string, string, string, string, boolean, boolean][] = [
  ['fa', 'Persian', 'فارسی', 'IR', true, true],
  ['en', 'English', 'English', 'GB', false, true],
  ['ar', 'Arabic', 'العربية', 'SA', true, true],
  ['de', 'German', 'Deutsch', 'DE', false, true],
  ['fr', 'French', 'Français', 'FR', false, true],
  ['es', 'Spanish', 'Español', 'ES', false, true],
  ['tr', 'Turkish', 'Türkçe', 'TR', false, true],
  ['it', 'Italian', 'Italiano', 'IT', false, true],
  ['ru', 'Russian', 'Русский', 'RU', false, true],
  ['zh', 'Chinese', '中文', 'CN', false, true],
  ['ja', 'Japanese', '日本語', 'JP', false, false],
  ['ko', 'Korean', '한국어', 'KR', false, false],
  ['ur', 'Urdu', 'اردو', 'PK', true, false],
  ['he', 'Hebrew', 'עברית', 'IL', true, false],
];

export const seedLanguages: Seeder = (ctx) => {
  LANGUAGES.forEach(([code, title, nativeTitle, countryCode, isRTL, isActive], index) => {
    ctx.insert('Language', {
      code,
      title,
      nativeTitle,
      countryCode,
      isRTL,
      isActive,
      sortOrder: index + 1,
      createdAt: ctx.rng.date(ctx.now, 730, 700),
    });
  });
};

// language code, title, country
const ACCENTS: [string, string, string][] = [
  ['en', 'American', 'US'], ['en', 'British (RP)', 'GB'], ['en', 'Scottish', 'GB'], ['en', 'Irish', 'IE'],
  ['en', 'Australian', 'AU'], ['en', 'Canadian', 'CA'], ['en', 'Indian', 'IN'], ['en', 'South African', 'ZA'],
  ['en', 'New Zealand', 'NZ'], ['fa', 'لهجه‌ی تهرانی', 'IR'], ['fa', 'لهجه‌ی اصفهانی', 'IR'],
  ['fa', 'لهجه‌ی شیرازی', 'IR'], ['fa', 'لهجه‌ی مشهدی', 'IR'], ['fa', 'دری', 'AF'], ['fa', 'تاجیکی', 'TJ'],
  ['ar', 'مصري (Egyptian)', 'EG'], ['ar', 'شامي (Levantine)', 'LB'], ['ar', 'خليجي (Gulf)', 'AE'],
  ['ar', 'عراقي (Iraqi)', 'IQ'], ['de', 'Hochdeutsch', 'DE'], ['de', 'Österreichisch', 'AT'],
  ['de', 'Schweizerdeutsch', 'CH'], ['fr', 'Parisien', 'FR'], ['fr', 'Québécois', 'CA'], ['fr', 'Belge', 'BE'],
  ['es', 'Castellano', 'ES'], ['es', 'Mexicano', 'MX'], ['es', 'Rioplatense', 'AR'], ['tr', 'İstanbul Türkçesi', 'TR'],
  ['zh', '普通话 (Mandarin)', 'CN'], ['zh', '台湾华语 (Taiwan Mandarin)', 'TW'],
];

export const seedAccents: Seeder = (ctx) => {
  const byCode = new Map<string, Row>(ctx.all('Language').map((l) => [l.code as string, l]));
  for (const [code, title, countryCode] of ACCENTS) {
    const language = byCode.get(code);
    if (!language) continue;
    ctx.insert('Accent', {
      title,
      language,
      countryCode,
      isActive: (language.isActive as boolean) && ctx.rng.chance(0.9),
      createdAt: ctx.rng.date(ctx.now, 700, 600),
    });
  }
};
