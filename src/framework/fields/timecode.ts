/**
 * Clock text typed by people, one reader for two kinds of value: timecodes of a media timeline
 * (integer milliseconds, shown as `mm:ss.mmm`, from one hour on `h:mm:ss.mmm`) and durations
 * (whole seconds, shown as `m:ss`, from one hour on `h:mm:ss`). Both are typed as either form or
 * as plain seconds (`90`, `12.5`), with Latin or Persian digits. The texts come from
 * format/clock.ts (re-exported here for the fields' users).
 */

import { formatTimecode } from '../format/clock';
import { typedValueText } from './typedText';

export { formatDuration, formatTimecode, localDigits } from '../format/clock';

const PERSIAN_DIGITS = /[\u06F0-\u06F9\u0660-\u0669]/g;

/** ۱۲:۳۰٫۵ → 12:30.5: Persian and Arabic-Indic digits and the Persian decimal separator. */
function latinDigits(text: string): string {
  return text
    .replace(PERSIAN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/[\u066B,]/g, '.')
    .replace(/\s+/g, '');
}

/** `.5` is half a second: the fraction is read as a decimal, then cut to milliseconds. */
const fractionMs = (fraction: string | undefined) => (fraction ? Number(fraction.slice(1, 4).padEnd(3, '0')) : 0);

const SECONDS = /^(\d+)(\.\d{1,3})?$/;
const MINUTES = /^(\d+):([0-5]?\d)(\.\d{1,3})?$/;
const HOURS = /^(\d+):([0-5]?\d):([0-5]?\d)(\.\d{1,3})?$/;

/**
 * Milliseconds of a typed timecode; `null` for empty text; `undefined` when it is not a time
 * (the field then keeps the text and the schema reports it).
 *
 * @example parseTimecode('01:30.250') === 90_250; parseTimecode('1:00:00') === 3_600_000; parseTimecode('90') === 90_000
 */
export function parseTimecode(text: string): number | null | undefined {
  const value = latinDigits(text);
  if (value === '') return null;
  let match = SECONDS.exec(value);
  if (match) return Number(match[1]) * 1000 + fractionMs(match[2]);
  match = MINUTES.exec(value);
  if (match) return (Number(match[1]) * 60 + Number(match[2])) * 1000 + fractionMs(match[3]);
  match = HOURS.exec(value);
  if (match) return ((Number(match[1]) * 60 + Number(match[2])) * 60 + Number(match[3])) * 1000 + fractionMs(match[4]);
  return undefined;
}

/**
 * Whole seconds of a typed duration (`41:16`, `1:05:30`, or plain seconds `75`); `null` for
 * empty text; `undefined` when it is not a duration, a fraction of a second included (the field
 * then keeps the text and the schema reports it).
 *
 * @example parseDuration('41:16') === 2476; parseDuration('1:05:30') === 3930; parseDuration('1:75:00') === undefined
 */
export function parseDuration(text: string): number | null | undefined {
  const ms = parseTimecode(text);
  if (ms == null) return ms;
  return ms % 1000 === 0 ? ms / 1000 : undefined;
}

/** What the timecode field shows for a form value (see `typedValueText`). */
export const timecodeText = (value: unknown): string => typedValueText(value, formatTimecode);
