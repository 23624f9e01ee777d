import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { docToHtml, docToText, fromDoc, htmlToDoc, textToDoc, toDoc } from '../../../src/framework/richtext/convert';
import { richTextExtensions } from '../../../src/framework/richtext/extensions';
import { sanitizeDoc } from '../../../src/framework/richtext/sanitizeDoc';
import type { RichTextDoc } from '../../../src/framework/richtext/types';

const doc: RichTextDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2, indent: null, dir: null }, content: [{ type: 'text', text: 'سلام' }] },
    {
      type: 'paragraph',
      attrs: { indent: 3, dir: 'ltr' },
      content: [
        { type: 'text', text: 'Hello ' },
        { type: 'text', marks: [{ type: 'bold' }], text: 'bold' },
        { type: 'text', text: ' and ' },
        { type: 'text', marks: [{ type: 'link', attrs: { href: 'https://example.com', target: '_blank', rel: 'noopener noreferrer', class: null, title: null } }], text: 'a link' },
      ],
    },
  ],
};

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));
function headless(content: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }] }) {
  const editor = new Editor({ extensions: richTextExtensions(), content });
  editors.push(editor);
  return editor;
}
const images = (value: RichTextDoc) => JSON.stringify(value).match(/"type":"image"/g)?.length ?? 0;

describe('rich text formats', () => {
  it('round-trips json → html → json', () => {
    const html = docToHtml(doc);
    expect(html).toContain('<h2 dir="auto">سلام</h2>');
    expect(html).toContain('class="rt-indent-3"');
    expect(html).toContain('dir="ltr"');
    expect(htmlToDoc(html)).toEqual(doc);
  });

  it('round-trips text, one paragraph per line', () => {
    const text = 'first line\nخط دوم\n\nlast';
    expect(docToText(textToDoc(text))).toBe(text);
    expect(docToText(doc)).toBe('سلام\nHello bold and a link');
  });

  it('reads and writes each format through toDoc/fromDoc', () => {
    expect(fromDoc(toDoc(doc, 'json'), 'json')).toEqual(doc);
    expect(fromDoc(toDoc(docToHtml(doc), 'html'), 'html')).toBe(docToHtml(doc));
    expect(fromDoc(toDoc('a\nb', 'text'), 'text')).toBe('a\nb');
    expect(toDoc(null)).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });
});

describe('indent', () => {
  it('clamps to 1..8 with indent/outdent and setIndent', () => {
    const editor = headless();
    const level = () => editor.getJSON().content?.[0].attrs?.indent;
    expect(level()).toBeNull();
    for (let i = 0; i < 12; i += 1) editor.commands.indent();
    expect(level()).toBe(8);
    expect(editor.commands.indent()).toBe(false);
    editor.commands.setIndent(42);
    expect(level()).toBe(8);
    editor.commands.setIndent(3);
    expect(level()).toBe(3);
    for (let i = 0; i < 5; i += 1) editor.commands.outdent();
    expect(level()).toBeNull();
    expect(editor.commands.outdent()).toBe(false);
  });

  it('clamps levels read from HTML and stored documents', () => {
    expect(htmlToDoc('<p class="ql-indent-12">x</p>').content?.[0].attrs?.indent).toBe(8);
    expect(htmlToDoc('<p class="rt-indent-2">x</p>').content?.[0].attrs?.indent).toBe(2);
    expect(sanitizeDoc({ type: 'doc', content: [{ type: 'paragraph', attrs: { indent: 99 } }, { type: 'paragraph', attrs: { indent: -2 } }] }).content?.map((n) => n.attrs?.indent)).toEqual([8, null]);
  });
});

describe('image sources', () => {
  const png = 'data:image/png;base64,iVBORw0KGgo=';

  it('refuses javascript: and ftp: in the image command, accepts https and data', () => {
    const editor = headless();
    expect(editor.commands.setImage({ src: 'javascript:alert(1)' })).toBe(false);
    expect(editor.commands.setImage({ src: 'ftp://example.com/a.png' })).toBe(false);
    expect(images(editor.getJSON() as RichTextDoc)).toBe(0);
    expect(editor.commands.setImage({ src: 'https://example.com/a.png' })).toBe(true);
    expect(editor.commands.setImage({ src: png })).toBe(true);
    expect(images(editor.getJSON() as RichTextDoc)).toBe(2);
  });

  it('drops other schemes when parsing or pasting HTML', () => {
    const editor = headless();
    editor.commands.setContent('<p>a</p><img src="javascript:alert(1)"><img src="ftp://x/y.png"><img src="https://x.test/y.png"><img src="' + png + '">');
    const srcs = JSON.stringify(editor.getJSON()).match(/"src":"[^"]*"/g);
    expect(srcs).toEqual(['"src":"https://x.test/y.png"', `"src":"${png}"`]);
    editor.commands.insertContent('<img src="javascript:alert(2)"><img src="http://ok.test/z.png">');
    expect(JSON.stringify(editor.getJSON())).not.toContain('javascript:');
    expect(images(htmlToDoc('<img src="ftp://a/b.png"><img src="http://a/b.png">'))).toBe(1);
  });

  it('drops unsafe images and links from stored documents', () => {
    const bad = { type: 'doc', content: [{ type: 'image', attrs: { src: 'javascript:alert(1)' } }, { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }] };
    const html = docToHtml(bad);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<img');
  });
});
