import type { Row } from '../store/types';
import type { Rng } from './random';

export const DAY_MS = 86_400_000;

/** A Tiptap/ProseMirror document with one paragraph per argument. */
export function richDoc(...paragraphs: string[]): Record<string, unknown> {
  return {
    type: 'doc',
    content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  };
}

const FA_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** Western digits of a number or string written as Persian digits. */
export function faDigits(value: number | string): string {
  return String(value).replace(/[0-9]/g, (d) => FA_DIGITS[Number(d)]);
}

/** Persian digits with the Persian thousands separator, e.g. ۲٬۹۰۰٬۰۰۰. */
export function faNumber(value: number): string {
  return faDigits(value.toLocaleString('en-US').replace(/,/g, '٬'));
}

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Picks a key of `weights` with probability proportional to its weight. */
export function weighted<K extends string>(rng: Rng, weights: Record<K, number>): K {
  const entries = Object.entries(weights) as [K, number][];
  let total = 0;
  for (const [, w] of entries) total += w;
  let roll = rng.next() * total;
  for (const [key, w] of entries) {
    roll -= w;
    if (roll < 0) return key;
  }
  return entries[entries.length - 1][0];
}

/** An ISO instant uniformly between two instants (ms or ISO strings). */
export function between(rng: Rng, from: number | string, to: number | string): string {
  const a = typeof from === 'number' ? from : Date.parse(from);
  const b = typeof to === 'number' ? to : Date.parse(to);
  return new Date(a + Math.floor(rng.next() * Math.max(0, b - a))).toISOString();
}

/** Milliseconds of an ISO instant. */
export function ms(iso: unknown): number {
  return Date.parse(iso as string);
}

/** createdAt spread over the last `days` days, and an updatedAt at or after it. */
export function stamps(rng: Rng, now: number, days = 730, updatedShare = 0.4): { createdAt: string; updatedAt: string } {
  const createdAt = rng.date(now, days, 0);
  const updatedAt = rng.chance(updatedShare) ? between(rng, createdAt, now) : createdAt;
  return { createdAt, updatedAt };
}

/** `count` distinct items of a large list without copying it (count must be small). */
export function pickDistinct<T>(rng: Rng, items: readonly T[], count: number): T[] {
  if (count >= items.length) return rng.sample(items, count);
  const seen = new Set<number>();
  const out: T[] = [];
  while (out.length < count) {
    const index = Math.floor(rng.next() * items.length);
    if (seen.has(index)) continue;
    seen.add(index);
    out.push(items[index]);
  }
  return out;
}

/** Groups rows by the id of the row a field references. */
export function groupBy(rows: readonly Row[], field: string): Map<string, Row[]> {
  const map = new Map<string, Row[]>();
  for (const row of rows) {
    const ref = row[field] as Row | null | undefined;
    if (!ref) continue;
    const list = map.get(ref.id);
    if (list) list.push(row);
    else map.set(ref.id, [row]);
  }
  return map;
}

/** Image URL on the example CDN. */
export function imageUrl(folder: string, n: number | string, ext = 'jpg'): string {
  return `https://cdn.example.com/${folder}/${n}.${ext}`;
}

/** Random lowercase letters and digits. */
export function token(rng: Rng, length: number, alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(rng.next() * alphabet.length)];
  return out;
}
