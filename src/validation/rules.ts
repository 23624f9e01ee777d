import './locale';
import { array, boolean, mixed, number, string, type TestConfig } from 'yup';
import { isCountryCode } from './countries';
import { LIMITS } from './limits';
import { M, msg, type MessageDescriptor } from './messages';
import { isRichTextDoc, richTextHasContent, richTextImagesAllowed } from './richtext';
import { noHiddenCharacters } from './hiddenText';

/**
 * Field builders shared by every entity schema. Conventions:
 * - a field the CreateInput marks `!` is required; any other is nullable and optional;
 * - '' from an emptied form control means "no value", so optional fields accept it and required
 *   ones report `validation.required` rather than a format error;
 * - text limits mirror the GraphQL types; a whole number's limit is the business's (./limits.ts),
 *   always below Int's 32 bits, so what passes here the server accepts.
 */
export const TITLE_MAX = 200;
export const TEXT_MAX = 5000;
export const URL_MAX = 2048;
export const ID_MAX = 100;

const blank = (value: unknown): boolean => value == null || (typeof value === 'string' && value.trim() === '');
/** An emptied control becomes "absent": undefined when required (→ required), null otherwise. */
const emptyTo = (absent: null | undefined) => (value: unknown, original: unknown) =>
  original === '' ? absent : value;

export function requiredString(max = TITLE_MAX) {
  const base = string()
    .required()
    .max(max)
    // Only spaces is as empty as nothing; '' itself is already reported by required().
    .test({ name: 'blank', message: msg(M.required), test: (v) => v == null || v === '' || v.trim() !== '' });
  // Names, titles and codes (one line, at most TITLE_MAX) must read as they show; longer text is
  // prose, where direction isolates are legitimate (hiddenText.ts).
  return max <= TITLE_MAX ? base.test(noHiddenCharacters) : base;
}

export const optionalString = (max = TEXT_MAX) => string().nullable().max(max);

export const countryCode = () =>
  string()
    .nullable()
    .transform(emptyTo(null))
    .test({ name: 'isoCountry', message: msg(M.isoCountry), test: (v) => v == null || isCountryCode(v) });

export function email(required = true) {
  const base = string().max(254).email(msg(M.email));
  return required ? base.required() : base.nullable().transform(emptyTo(null));
}

/** Absolute http(s) URL; data: URLs are for images inside rich text only, never for inputs. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

export function url(required = false) {
  const base = string()
    .max(URL_MAX)
    .test({ name: 'url', message: msg(M.url), test: (v) => v == null || v === '' || isHttpUrl(v) });
  return required ? base.required() : base.nullable().transform(emptyTo(null));
}

/** Mobile numbers in international (E.164) form, e.g. +989121234567. */
export const mobile = () =>
  string()
    .nullable()
    .transform(emptyTo(null))
    .matches(/^\+[1-9]\d{6,14}$/, { message: msg(M.mobile), excludeEmptyString: true });

export function refId(required = true) {
  const base = string().max(ID_MAX);
  return required ? base.required() : base.nullable().transform(emptyTo(null));
}

const noDuplicates: TestConfig<unknown[] | null | undefined> = {
  name: 'duplicate',
  message: msg(M.duplicate),
  test: (list) => list == null || new Set(list).size === list.length,
};

/** A list of ids; with `min`, also required and at least that long. */
export function refIds(min = 0) {
  const base = array(string().required().max(ID_MAX)).test(noDuplicates);
  return min > 0 ? base.required().min(min) : base.nullable();
}

/** Free-text list items (tags, features, accepted answers); blank rows are the form's business. */
export const stringList = (max = TITLE_MAX) => array(string().defined().max(max)).nullable();

interface IntOptions {
  min?: number;
  /** The business's limit (LIMITS): every whole number field has one. */
  max: number;
  required?: boolean;
  /** What a fraction is told (money: too many decimal places, not "a whole number"). */
  fraction?: MessageDescriptor;
}

/**
 * A number as the forms and the server hold it. Text in a number's place is what a number field
 * could not read as one ("12abc"; the field keeps it so nothing typed is lost): "Enter a number",
 * never yup's own reading of it ("1e5" would pass as 100000 and the form would send text).
 */
const numeric = () =>
  number().transform((value: number, original: unknown) => (typeof original === 'string' && original.trim() !== '' ? NaN : value));

export function int({ min = 0, max, required = true, fraction }: IntOptions) {
  const base = numeric().integer(fraction).min(min).max(max);
  return required ? base.transform(emptyTo(undefined)).required() : base.nullable().transform(emptyTo(null));
}

/**
 * Money is an integer in the currency's minor unit (PRODUCT.md §2); never negative. A fraction
 * of the minor unit is a typed amount with more decimals than the currency has (12.345 $).
 */
export const money = () => int({ max: LIMITS.money, fraction: msg(M.moneyFraction) });
/** 0 or more, at most `max` (one of LIMITS). */
export const nonNegativeInt = (max: number, required = true) => int({ max, required });
/** 1 or more, at most `max` (one of LIMITS). */
export const positiveInt = (max: number, required = true) => int({ min: 1, max, required });

export function percent() {
  return numeric()
    .nullable()
    .transform(emptyTo(null))
    .integer()
    .min(0, msg(M.percent))
    .max(100, msg(M.percent));
}

export const flag = () => boolean().nullable();

export function enumOf<T extends string>(values: readonly T[], required = true) {
  const base = mixed<T>().test({
    name: 'oneOf',
    message: msg(M.oneOf),
    test: (v) => v == null || (values as readonly unknown[]).includes(v),
  });
  return required ? base.transform(emptyTo(undefined)).required() : base.nullable().transform(emptyTo(null));
}

export function richText(required = false) {
  let schema = mixed<Record<string, unknown>>()
    .test({ name: 'richText', message: msg(M.checkInput), test: (v) => v == null || isRichTextDoc(v) })
    .test({
      name: 'imageSource',
      message: msg(M.imageSource),
      test: (v) => v == null || !isRichTextDoc(v) || richTextImagesAllowed(v),
    });
  if (!required) return schema.nullable();
  schema = schema.test({
    name: 'richTextContent',
    message: msg(M.required),
    test: (v) => v == null || !isRichTextDoc(v) || richTextHasContent(v),
  });
  return schema.required();
}

/** ISO 8601 instant with a zone, as the DateTime scalar carries it. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
export const isIsoDateTime = (v: string): boolean => ISO_INSTANT.test(v) && !Number.isNaN(Date.parse(v));

export function dateTime(required = false) {
  const base = string().test({ name: 'date', message: msg(M.date), test: (v) => v == null || isIsoDateTime(v) });
  return required ? base.transform(emptyTo(undefined)).required() : base.nullable().transform(emptyTo(null));
}

/**
 * Attached to the end of a range: the end must come after `startKey` of the same object. Skipped
 * while either side is missing or malformed, because those fields report their own problem.
 * `allowEqual` is for deadlines that may fall on the start itself (an invoice due on issue).
 */
export function endAfter(startKey: string, kind: 'date' | 'number', allowEqual = false): TestConfig<unknown> {
  const toNumber = (v: unknown): number | null => {
    if (kind === 'number') return typeof v === 'number' && Number.isFinite(v) ? v : null;
    return typeof v === 'string' && isIsoDateTime(v) ? Date.parse(v) : null;
  };
  return {
    name: 'endAfterStart',
    message: msg(M.endAfterStart),
    test: (value, ctx) => {
      const start = toNumber((ctx.parent as Record<string, unknown> | undefined)?.[startKey]);
      const end = toNumber(value);
      return start === null || end === null || end > start || (allowEqual && end === start);
    },
  };
}

/**
 * A point on a media timeline in whole milliseconds. The timecode field keeps text it could not
 * read as a time, so a value that is still text is reported as "write it as mm:ss.mmm".
 */
export function timecodeMs(required = true) {
  return int({ max: LIMITS.timecodeMs, required }).typeError(msg(M.timecode));
}

/**
 * A length in whole seconds (a video's duration). The duration field keeps text it could not read
 * as one (`1:75:00`), so a value that is still text is reported as "write it as m:ss or h:mm:ss".
 */
export function durationSeconds(required = true) {
  return int({ max: LIMITS.durationSeconds, required }).typeError(msg(M.duration));
}

/**
 * `startMs` and `endMs` of a clip, a subtitle line or an explanation: both timecodes, the end
 * after the start (reported on `endMs`, e.g. `clips[1].endMs`).
 *
 * @example object({ title: requiredString(), ...timecodeRange() })
 */
export function timecodeRange(required = true) {
  return {
    startMs: timecodeMs(required),
    endMs: timecodeMs(required).test(endAfter('startMs', 'number')),
  };
}

export { blank };
