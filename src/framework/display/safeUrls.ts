import { IMAGE_SOURCE } from '../../validation/imageSource';

/**
 * URL checks shared by the editor (commands, HTML parsing, paste) and the HTML sanitizer, so what
 * the editor accepts and what a page shows can never drift apart. Image sources reuse the
 * validation module's pattern: the mock server refuses the same documents.
 */

/** Image sources: http, https or a data:image URL (PRODUCT.md §7). */
export function isSafeImageSrc(src: unknown): src is string {
  return typeof src === 'string' && IMAGE_SOURCE.test(src.trim());
}

/** Link targets: http, https or mailto only; relative and script URLs are refused. */
export function isSafeLinkHref(href: unknown): href is string {
  return typeof href === 'string' && /^(https?:\/\/\S+|mailto:[^\s]+)$/i.test(href.trim());
}

/** Addresses a stored file may have (upload previews): absolute http(s) only. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}
