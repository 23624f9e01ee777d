/**
 * Timecodes of a media timeline: integer milliseconds in the form, text for people. Shown as
 * `mm:ss.mmm` (from one hour on `h:mm:ss.mmm`); typed as either of those or as plain seconds
 * (`90`, `12.5`), with Latin or Persian digits.
 */

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

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * The text of a timecode: `01:30.250`; from an hour on `1:02:03.004`.
 *
 * @example formatTimecode(90_250) === '01:30.250'
 */
export function formatTimecode(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const millis = total % 1000;
  const seconds = Math.floor(total / 1000) % 60;
  const minutes = Math.floor(total / 60_000) % 60;
  const hours = Math.floor(total / 3_600_000);
  const tail = `${pad(seconds)}.${pad(millis, 3)}`;
  return hours > 0 ? `${hours}:${pad(minutes)}:${tail}` : `${pad(minutes)}:${tail}`;
}

/** What the field shows for a form value: a number formatted, text it could not read as typed. */
export function timecodeText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return formatTimecode(value);
  return typeof value === 'string' ? value : '';
}
