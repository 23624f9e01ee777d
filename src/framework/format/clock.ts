/**
 * Clock text for people: timecodes (milliseconds, `mm:ss.mmm`) and durations (whole seconds,
 * `m:ss`, from an hour on `h:mm:ss`), in the viewer's digits. The fields read them back
 * (fields/timecode.ts); lists show them with `col.duration`.
 */

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Hours, minutes, seconds and milliseconds of a non-negative length in milliseconds. */
function clockParts(ms: number) {
  const total = Math.max(0, Math.round(ms));
  return {
    hours: Math.floor(total / 3_600_000),
    minutes: Math.floor(total / 60_000) % 60,
    seconds: Math.floor(total / 1000) % 60,
    millis: total % 1000,
  };
}

/**
 * The text of a timecode: `01:30.250`; from an hour on `1:02:03.004`.
 *
 * @example formatTimecode(90_250) === '01:30.250'
 */
export function formatTimecode(ms: number): string {
  const { hours, minutes, seconds, millis } = clockParts(ms);
  const tail = `${pad(seconds)}.${pad(millis, 3)}`;
  return hours > 0 ? `${hours}:${pad(minutes)}:${tail}` : `${pad(minutes)}:${tail}`;
}

/**
 * The text of a duration in seconds: `m:ss` under an hour, `h:mm:ss` from an hour on, as video
 * players show a length.
 *
 * @example formatDuration(2476) === '41:16'; formatDuration(3930) === '1:05:30'; formatDuration(5) === '0:05'
 */
export function formatDuration(seconds: number): string {
  const parts = clockParts(seconds * 1000);
  return parts.hours > 0 ? `${parts.hours}:${pad(parts.minutes)}:${pad(parts.seconds)}` : `${parts.minutes}:${pad(parts.seconds)}`;
}

/**
 * Clock text in the viewer's digits: `number` formats one number the locale's way (e.g.
 * `intl.formatNumber` or a ValueFormatter's `number`), which gives the digits and the decimal
 * separator (۱:۰۵:۳۰ and ۰۱:۳۰٫۲۵۰ in Persian). Read back by fields/timecode.ts.
 *
 * @example localDigits('1:05:30', (n) => new Intl.NumberFormat('fa-IR').format(n)) === '۱:۰۵:۳۰'
 */
export function localDigits(text: string, number: (value: number) => string): string {
  if (number(1) === '1' && number(0.5) === '0.5') return text;
  const decimal = number(0.5).replace(/\p{Nd}/gu, '');
  return text.replace(/[\d.]/g, (char) => (char === '.' ? decimal : number(Number(char))));
}

/**
 * A duration cell's or label's text: whole seconds in the viewer's digits, empty without a length.
 *
 * @example durationDisplay(2476, format.number) // '41:16', in Persian '۴۱:۱۶'
 */
export function durationDisplay(value: unknown, number: (value: number) => string): string {
  return typeof value === 'number' && Number.isFinite(value) ? localDigits(formatDuration(value), number) : '';
}
