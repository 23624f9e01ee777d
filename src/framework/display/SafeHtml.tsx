import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import './richContent.css';

export interface SafeHtmlProps {
  /** Untrusted HTML (stored rich text, server strings); it is sanitized before it reaches the DOM. */
  html: string | null | undefined;
  /** `span` for inline places such as table cells. */
  as?: 'div' | 'span';
  className?: string;
  id?: string;
}

/**
 * The only way the admin puts HTML into the page: everything passes the allow-list sanitizer.
 * `dir="auto"` lets a Persian text in an English screen (and the reverse) lay out by its own script.
 *
 * @example <SafeHtml html={comment.body} />
 */
export function SafeHtml({ html, as: Tag = 'div', className, id }: SafeHtmlProps) {
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  if (!clean) return null;
  return <Tag id={id} dir="auto" className={className ? `rt-content ${className}` : 'rt-content'} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export default SafeHtml;
