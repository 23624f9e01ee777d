import { array, object, string, type TestConfig } from 'yup';
import { BANNER_PLACEMENTS, BRANDS, CHALLENGE_STATUSES, LEVELS, MEDIA_KINDS, MEDIA_STATUSES, MODULE_KINDS } from './enums';
import { M, msg } from './messages';
import {
  ID_MAX,
  blank,
  countryCode,
  dateTime,
  durationSeconds,
  endAfter,
  enumOf,
  flag,
  nonNegativeInt,
  optionalString,
  positiveInt,
  refId,
  refIds,
  requiredString,
  richText,
  timecodeRange,
  url,
} from './rules';
import { LIMITS } from './limits';

/** Catalogue content: languages, media and what groups or promotes them. */

/** The flags Media, Serial and Tube share (PRODUCT.md §2). */
export const contentFlags = {
  isNew: flag(),
  isPopular: flag(),
  isFeatured: flag(),
  isFree: flag(),
  showInSlider: flag(),
};

export const languageSchema = () =>
  object({
    code: string()
      .required()
      .matches(/^[a-z]{2}$/, { message: msg(M.languageCode), excludeEmptyString: true }),
    title: requiredString(),
    nativeTitle: requiredString(),
    countryCode: countryCode(),
    isRTL: flag(),
    isActive: flag(),
    sortOrder: nonNegativeInt(LIMITS.position, false),
  });

export const accentSchema = () =>
  object({
    title: requiredString(),
    languageId: refId(),
    countryCode: countryCode(),
    isActive: flag(),
  });

export const challengeSchema = () =>
  object({
    title: requiredString(),
    description: richText(),
    languageId: refId(),
    startsAt: dateTime(true),
    endsAt: dateTime(true).test(endAfter('startsAt', 'date')),
    rewardPoints: nonNegativeInt(LIMITS.points),
    status: enumOf(CHALLENGE_STATUSES),
  });

const clipSchema = object({
  title: requiredString(),
  ...timecodeRange(),
});

/** Season and episode number are required once a serial is chosen. */
const partOfEpisode: TestConfig<unknown> = {
  name: 'partOfEpisode',
  message: msg(M.required),
  test: (v, ctx) => blank(ctx.parent.serialId) || !blank(v),
};

export const mediaSchema = () =>
  object({
    title: requiredString(),
    description: richText(),
    brand: enumOf(BRANDS),
    kind: enumOf(MEDIA_KINDS),
    languageId: refId(),
    accentId: refId(false),
    level: enumOf(LEVELS),
    categoryId: refId(false),
    coverUrl: url(),
    fileUrl: url(),
    durationSeconds: durationSeconds(),
    ...contentFlags,
    status: enumOf(MEDIA_STATUSES),
    // An episode (season or number set) is only saved from its serial's navigation, which fills
    // serialId; without it the form was opened some other way (PRODUCT.md §3).
    serialId: refId(false).test({
      name: 'useNavigation',
      message: msg(M.useNavigation),
      test: (v, ctx) => !blank(v) || (blank(ctx.parent.seasonId) && ctx.parent.episodeNumber == null),
    }),
    // An episode names its serial, season and number together, or none of them.
    seasonId: refId(false).test(partOfEpisode),
    episodeNumber: positiveInt(LIMITS.episodeNumber, false).test(partOfEpisode),
    masterIds: refIds(),
    clips: array(clipSchema).nullable(),
    publishedAt: dateTime(),
  });

export const mediaCardSchema = () =>
  object({
    title: requiredString(),
    subtitle: optionalString(),
    imageUrl: url(),
    brand: enumOf(BRANDS),
    mediaIds: refIds(),
    position: nonNegativeInt(LIMITS.position, false),
    isActive: flag(),
  });

const mediaFileSchema = object({
  id: refId(false),
  name: requiredString(255),
  url: url(true),
  mimeType: requiredString(255).matches(/^[\w.+-]+\/[\w.+-]+$/, { message: msg(M.checkInput), excludeEmptyString: true }),
  sizeBytes: nonNegativeInt(LIMITS.fileBytes),
});

export const mediaCategorySchema = () =>
  object({
    name: requiredString(),
    parentId: refId(false),
    files: array(mediaFileSchema).nullable(),
  });

export const mediaModuleSchema = () =>
  object({
    title: requiredString(),
    mediaId: refId(),
    kind: enumOf(MODULE_KINDS),
    cardIds: refIds().test({
      name: 'cardRequired',
      message: msg(M.cardRequired),
      test: (v, ctx) => ctx.parent.kind !== 'WATCH' || (v?.length ?? 0) > 0,
    }),
    position: nonNegativeInt(LIMITS.position, false),
    isActive: flag(),
  });

export const serialSchema = () =>
  object({
    title: requiredString(),
    description: richText(),
    brand: enumOf(BRANDS),
    languageId: refId(),
    coverUrl: url(),
    ...contentFlags,
  });

export const seasonSchema = () =>
  object({
    // Not `required()`: a missing serial means the form was not reached through the serial, and
    // the user needs to be told how to get there, not that a hidden field is empty.
    serialId: string()
      .nullable()
      .max(ID_MAX)
      .test({ name: 'useNavigation', message: msg(M.useNavigation), test: (v) => !blank(v) }),
    number: positiveInt(LIMITS.seasonNumber),
    title: requiredString(),
    description: optionalString(),
    coverUrl: url(),
  });

export const tubeSchema = () =>
  object({
    title: requiredString(),
    videoUrl: url(true),
    thumbnailUrl: url(),
    languageId: refId(),
    masterId: refId(false),
    durationSeconds: durationSeconds(),
    tags: array(requiredString(50)).nullable().max(30),
    ...contentFlags,
  });

export const bannerSchema = () =>
  object({
    title: requiredString(),
    imageUrl: url(true),
    linkUrl: url(),
    placement: enumOf(BANNER_PLACEMENTS),
    brand: enumOf(BRANDS, false),
    mediaCardId: refId(false),
    startsAt: dateTime(),
    endsAt: dateTime().test(endAfter('startsAt', 'date')),
    isActive: flag(),
  });
