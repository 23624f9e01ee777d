/**
 * Checks on the editor's document (the RichText scalar): a Tiptap/ProseMirror JSON tree
 * `{ type: 'doc', content: [...] }`. Kept apart from the editor so the mock server can run the
 * same checks without loading Tiptap or a DOM.
 */

import { IMAGE_SOURCE } from './imageSource';

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

/** A well-formed document that the editor's schema accepts (see `richTextProblem`). */
export function isRichTextDoc(value: unknown): boolean {
  return richTextProblem(value) === null;
}

type AttrCheck = (value: unknown) => boolean;

const LINK_HREF = /^(https?:\/\/\S+|mailto:\S+)$/i;
const nullable = (check: AttrCheck): AttrCheck => (value) => value == null || check(value);
const shortText = nullable((value) => typeof value === 'string' && value.length <= 2_000);
const oneOf = (...allowed: unknown[]): AttrCheck => (value) => allowed.includes(value);
const intIn = (min: number, max: number): AttrCheck => (value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const size = nullable((value) => (typeof value === 'number' && value > 0 && value <= 10_000) || (typeof value === 'string' && /^\d{1,5}(px|%)?$/.test(value)));
const dir = nullable(oneOf('ltr', 'rtl'));
const indent = nullable(intIn(0, 8));

/**
 * The editor's schema (src/framework/richtext/extensions.ts; a test keeps the two equal): node
 * and mark types with the attributes each may carry and the values those may hold. Anything else,
 * `onclick` attributes, `javascript:` links or a 40 KB attribute, is refused.
 */
export const RICH_TEXT_NODES: Record<string, Record<string, AttrCheck>> = {
  doc: {},
  paragraph: { indent, dir },
  heading: { indent, dir, level: intIn(1, 3) },
  blockquote: { dir },
  bulletList: {},
  orderedList: { start: nullable(intIn(0, 100_000)), type: nullable(oneOf('1', 'a', 'A', 'i', 'I')) },
  listItem: { dir },
  codeBlock: { language: nullable((value) => typeof value === 'string' && /^[\w+#.-]{0,32}$/.test(value)) },
  hardBreak: {},
  horizontalRule: {},
  text: {},
  image: {
    // The scheme (http, https, data:image) is `richTextImagesAllowed`'s, which has its own message.
    src: (value) => typeof value === 'string' && value.length <= 2_000_000,
    alt: shortText,
    title: shortText,
    width: size,
    height: size,
  },
};

export const RICH_TEXT_MARKS: Record<string, Record<string, AttrCheck>> = {
  bold: {},
  italic: {},
  strike: {},
  code: {},
  underline: {},
  link: {
    href: (value) => typeof value === 'string' && value.length <= 2_000 && LINK_HREF.test(value.trim()),
    target: nullable(oneOf('_blank')),
    rel: shortText,
    class: nullable(oneOf('')),
    title: shortText,
  },
};

/** Limits no real document reaches. */
export const RICH_TEXT_LIMITS = { maxDepth: 32, maxNodes: 20_000, maxTextLength: 200_000, maxBytes: 3_000_000 };

const NODE_KEYS = new Set(['type', 'attrs', 'content', 'marks', 'text']);

function attrsProblem(attrs: unknown, allowed: Record<string, AttrCheck>, what: string): string | null {
  if (attrs === undefined || attrs === null) return null;
  if (!isObject(attrs)) return `${what}: attrs must be an object`;
  for (const [key, value] of Object.entries(attrs)) {
    const check = allowed[key];
    if (!check) return `${what}: attribute ${key} is not allowed`;
    if (!check(value)) return `${what}: attribute ${key} has a value that is not allowed`;
  }
  return null;
}

/**
 * Why a value is not a document the editor could have produced, or null when it is one. The walk
 * is iterative with a depth cap, so a hostile value cannot overflow the stack.
 */
export function richTextProblem(value: unknown): string | null {
  if (!isObject(value) || value.type !== 'doc') return 'not a document';
  const stack: [unknown, number][] = [[value, 0]];
  let nodes = 0;
  let text = 0;
  let bytes = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > RICH_TEXT_LIMITS.maxDepth) return 'nested too deep';
    if ((nodes += 1) > RICH_TEXT_LIMITS.maxNodes) return 'too many nodes';
    if (!isObject(node) || typeof node.type !== 'string') return 'a node without a type';
    const allowed = RICH_TEXT_NODES[node.type];
    if (!allowed || (node.type === 'doc') !== (depth === 0)) return `node type ${node.type} is not allowed here`;
    for (const key of Object.keys(node)) if (!NODE_KEYS.has(key)) return `${node.type}: key ${key} is not allowed`;
    const attrs = attrsProblem(node.attrs, allowed, node.type);
    if (attrs) return attrs;
    const src = (node.attrs as { src?: unknown } | undefined)?.src;
    if (node.type === 'image' && typeof src === 'string') bytes += src.length;
    if (node.text !== undefined) {
      if (node.type !== 'text' || typeof node.text !== 'string') return 'text outside a text node';
      if ((text += node.text.length) > RICH_TEXT_LIMITS.maxTextLength) return 'too much text';
    } else if (node.type === 'text') return 'a text node without text';
    if (node.marks !== undefined && node.marks !== null) {
      if (node.type !== 'text' || !Array.isArray(node.marks)) return 'marks outside a text node';
      for (const mark of node.marks) {
        if (!isObject(mark) || typeof mark.type !== 'string' || !RICH_TEXT_MARKS[mark.type]) return 'a mark type that is not allowed';
        for (const key of Object.keys(mark)) if (key !== 'type' && key !== 'attrs') return `${mark.type}: key ${key} is not allowed`;
        const markAttrs = attrsProblem(mark.attrs, RICH_TEXT_MARKS[mark.type], mark.type);
        if (markAttrs) return markAttrs;
        if (mark.type === 'link' && typeof (mark.attrs as { href?: unknown } | undefined)?.href !== 'string') return 'a link without an address';
      }
    }
    if (bytes > RICH_TEXT_LIMITS.maxBytes) return 'too large';
    if (node.content === undefined || node.content === null) continue;
    if (!Array.isArray(node.content)) return `${node.type}: content must be a list`;
    for (let i = node.content.length - 1; i >= 0; i -= 1) stack.push([node.content[i], depth + 1]);
  }
  return null;
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

export { IMAGE_SOURCE };

export function richTextImagesAllowed(value: unknown): boolean {
  for (const node of walk(value)) {
    if (node === null) return false;
    if (node.type !== 'image') continue;
    const src = node.attrs?.src;
    if (typeof src !== 'string' || !IMAGE_SOURCE.test(src)) return false;
  }
  return true;
}
