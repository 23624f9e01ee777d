import DOMPurify from 'dompurify';
import { isSafeImageSrc, isSafeLinkHref } from './safeUrls';

/**
 * The one HTML sanitizer of the admin. An allow-list (not DOMPurify's broad defaults): the tags
 * and attributes the rich text editor can produce, and nothing that can run script, load remote
 * CSS or frame other pages.
 */
const ALLOWED_TAGS = [
  'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del',
  'a', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'img', 'hr', 'span', 'div', 'sub', 'sup',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'dir', 'class', 'target', 'rel', 'width', 'height', 'start', 'data-indent'];

/** Only the editor's own layout classes survive; anything else could borrow the app's styles. */
const ALLOWED_CLASS = /^(rt-indent-[1-8]|ql-indent-[1-8])$/;

// A private instance, so these hooks never leak into other DOMPurify users.
let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (element.tagName === 'A') {
      if (!isSafeLinkHref(element.getAttribute('href'))) element.removeAttribute('href');
      // Opened pages must not reach back through window.opener or learn where they came from.
      element.setAttribute('rel', 'noopener noreferrer');
      if (element.hasAttribute('target') && element.getAttribute('target') !== '_blank') element.removeAttribute('target');
    }
    if (element.tagName === 'IMG' && !isSafeImageSrc(element.getAttribute('src'))) element.remove();
    const classes = element.getAttribute?.('class');
    if (classes != null) {
      const kept = classes.split(/\s+/).filter((name) => ALLOWED_CLASS.test(name));
      if (kept.length) element.setAttribute('class', kept.join(' '));
      else element.removeAttribute('class');
    }
    if (element.hasAttribute?.('dir') && !['ltr', 'rtl', 'auto'].includes(element.getAttribute('dir') ?? '')) element.removeAttribute('dir');
  });
  return purifier;
}

/** Sanitized HTML as a string; safe for dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    // data: stays possible for img only (checked again in the hook); no other scheme but these.
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|data:image\/)/i,
    // Values of these are words or numbers, not URLs: exempt them from the URL pattern above.
    ADD_URI_SAFE_ATTR: ['dir', 'target', 'rel', 'start', 'width', 'height', 'data-indent'],
    ALLOW_DATA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  }) as string;
}
