import { useEffect, useState } from 'react';
import type { RichTextFormat, RichTextValue } from './types';
import { SafeHtml } from '../display/SafeHtml';

type Converter = typeof import('./convert');
let converter: Promise<Converter> | null = null;
// The converter pulls in Tiptap's schema code; only screens that show a stored document load it.
const loadConverter = () => (converter ??= import('./convert'));

export interface RichTextViewProps {
  /** A stored document (json), or HTML / plain text when `format` says so. */
  value: RichTextValue;
  format?: RichTextFormat;
  className?: string;
}

/**
 * Shows rich text read-only: a document is turned into HTML by the lazy converter and then, like
 * all HTML, passes SafeHtml. Plain text is rendered as text, never parsed.
 *
 * @example <RichTextView value={master.bio} />
 */
export function RichTextView({ value, format = 'json', className }: RichTextViewProps) {
  const [converted, setConverted] = useState<{ source: RichTextValue; html: string } | null>(null);
  const needsConverter = format === 'json' && value != null && value !== '';

  useEffect(() => {
    if (!needsConverter) return;
    let live = true;
    loadConverter().then(
      ({ toDoc, docToHtml }) => live && setConverted({ source: value, html: docToHtml(toDoc(value, 'json')) }),
      (error: unknown) => console.error('Rich text converter failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [needsConverter, value]);

  if (value == null || value === '') return null;
  if (format === 'text') {
    return (
      <div dir="auto" className={className} style={{ whiteSpace: 'pre-wrap' }}>
        {String(value)}
      </div>
    );
  }
  if (format === 'html') return <SafeHtml html={typeof value === 'string' ? value : ''} className={className} />;
  return converted?.source === value ? <SafeHtml html={converted.html} className={className} /> : null;
}

export default RichTextView;
