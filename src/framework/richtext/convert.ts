import { generateHTML, generateJSON, generateText } from '@tiptap/core';
import { richTextExtensions } from './extensions';
import { sanitizeDoc } from './sanitizeDoc';
import type { RichTextDoc, RichTextFormat, RichTextValue } from './types';

/**
 * Conversions between the stored document and HTML or plain text. This module loads Tiptap, so
 * it is only ever imported by the lazy editor.
 */
const extensions = richTextExtensions();

export function docToHtml(doc: unknown): string {
  return generateHTML(sanitizeDoc(doc), extensions);
}

/** HTML → document, through the editor's parse rules (unsafe images and links are dropped). */
export function htmlToDoc(html: string): RichTextDoc {
  return sanitizeDoc(generateJSON(html, extensions));
}

/** Plain text with one line per block. */
export function docToText(doc: unknown): string {
  return generateText(sanitizeDoc(doc), extensions, { blockSeparator: '\n' });
}

/** Each line becomes a paragraph; nothing in the text is read as markup. */
export function textToDoc(text: string): RichTextDoc {
  const lines = text.split(/\r\n|\r|\n/);
  return { type: 'doc', content: lines.map((line) => (line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' })) };
}

/** A value in `format` → the document the editor loads. */
export function toDoc(value: RichTextValue, format: RichTextFormat = 'json'): RichTextDoc {
  if (value == null || value === '') return sanitizeDoc(null);
  if (typeof value !== 'string') return sanitizeDoc(value);
  if (format === 'json') {
    try {
      return sanitizeDoc(JSON.parse(value));
    } catch {
      return textToDoc(value);
    }
  }
  return format === 'html' ? htmlToDoc(value) : textToDoc(value);
}

/** The document → a value in `format`. */
export function fromDoc(doc: RichTextDoc, format: RichTextFormat = 'json'): RichTextDoc | string {
  if (format === 'html') return docToHtml(doc);
  if (format === 'text') return docToText(doc);
  return doc;
}
