/** The words of a rich-text document (ProseMirror JSON), blocks separated by a space. */
export function richTextPlain(doc: unknown): string {
  const parts: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { text, content } = node as { text?: unknown; content?: unknown };
    if (typeof text === 'string') parts.push(text);
    if (Array.isArray(content)) {
      content.forEach(walk);
      parts.push(' ');
    }
  };
  walk(doc);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
