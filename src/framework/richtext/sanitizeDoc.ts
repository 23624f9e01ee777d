import { isSafeImageSrc, isSafeLinkHref } from '../display/safeUrls';
import { clampIndent, type RichTextDoc, type RichTextNode } from './types';

const EMPTY: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph' }] };
const MAX_DEPTH = 64;

function cleanNode(node: RichTextNode, depth: number): RichTextNode | null {
  if (depth > MAX_DEPTH || typeof node?.type !== 'string') return null;
  if (node.type === 'image' && !isSafeImageSrc(node.attrs?.src)) return null;
  const next: RichTextNode = { ...node };
  if (node.attrs && 'indent' in node.attrs) next.attrs = { ...node.attrs, indent: clampIndent(node.attrs.indent) };
  if (node.marks) next.marks = node.marks.filter((mark) => mark.type !== 'link' || isSafeLinkHref(mark.attrs?.href));
  if (Array.isArray(node.content)) {
    next.content = node.content.map((child) => cleanNode(child, depth + 1)).filter((child): child is RichTextNode => child !== null);
  }
  return next;
}

/**
 * A stored document made safe to load: images with other schemes dropped, unsafe links unlinked,
 * indents clamped to 1..8. JSON documents bypass the editor's HTML parsing rules, so the same
 * policy is applied to them here; the mock server rejects such documents as well.
 */
export function sanitizeDoc(value: unknown): RichTextDoc {
  if (typeof value !== 'object' || value === null || (value as RichTextNode).type !== 'doc') return EMPTY;
  return (cleanNode(value as RichTextNode, 0) as RichTextDoc | null) ?? EMPTY;
}
