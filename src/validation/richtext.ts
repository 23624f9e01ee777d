/**
 * Checks on the editor's document (the RichText scalar): a Tiptap/ProseMirror JSON tree
 * `{ type: 'doc', content: [...] }`. Kept apart from the editor so the mock server can run the
 * same checks without loading Tiptap or a DOM.
 */

interface Node {
  type: string;
  text?: unknown;
  attrs?: Record<string, unknown>;
  content?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep enough for any real document; stops a cyclic or hostile object from hanging the check. */
const MAX_DEPTH = 64;

function* walk(node: unknown, depth = 0): Generator<Node | null> {
  if (!isObject(node) || typeof node.type !== 'string' || depth > MAX_DEPTH) {
    yield null;
    return;
  }
  yield node as unknown as Node;
  if (node.content === undefined || node.content === null) return;
  if (!Array.isArray(node.content)) {
    yield null;
    return;
  }
  for (const child of node.content) yield* walk(child, depth + 1);
}

/** A well-formed document: a `doc` root whose every node has a type and array content. */
export function isRichTextDoc(value: unknown): boolean {
  if (!isObject(value) || value.type !== 'doc') return false;
  for (const node of walk(value)) if (node === null) return false;
  return true;
}

/**
 * Whether a reader would see anything: some non-blank text, or an image. An editor that was
 * cleared still holds `{ type: 'doc', content: [{ type: 'paragraph' }] }`, which is empty.
 */
export function richTextHasContent(value: unknown): boolean {
  for (const node of walk(value)) {
    if (node === null) return false;
    if (node.type === 'image') return true;
    if (typeof node.text === 'string' && node.text.trim() !== '') return true;
  }
  return false;
}

/** The editor accepts image sources with http, https or data schemes only (PRODUCT.md §7). */
export const IMAGE_SOURCE = /^(https?:\/\/[^\s]+|data:image\/[a-z0-9.+-]+[;,][^\s]*)$/i;

export function richTextImagesAllowed(value: unknown): boolean {
  for (const node of walk(value)) {
    if (node === null) return false;
    if (node.type !== 'image') continue;
    const src = node.attrs?.src;
    if (typeof src !== 'string' || !IMAGE_SOURCE.test(src)) return false;
  }
  return true;
}
