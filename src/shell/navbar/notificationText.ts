import type { IntlShape } from 'react-intl';
import { isolateValues } from '../../framework/display/isolates';

type Values = Record<string, string | number>;

/** Keeps only the values a message can interpolate; the server sends free JSON. */
export function messageValues(values: unknown): Values {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return {};
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  return out;
}

/**
 * A notification's text in the viewer's language, from its kind and values. The values are user
 * text (a media title, a person's name, a tracking code): each is isolated, so an English title
 * ending in "!" keeps it at its end inside the Persian sentence.
 */
export function notificationText(intl: IntlShape, kind: string, values: unknown): string {
  return intl.formatMessage({ id: `notifications.kind.${kind}` }, isolateValues(messageValues(values)));
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago" in the viewer's language and digits. */
export function relativeTime(intl: IntlShape, iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return intl.formatRelativeTime(Math.round(seconds / size), unit, { numeric: 'auto' });
  }
  return intl.formatRelativeTime(0, 'minute', { numeric: 'auto' });
}
