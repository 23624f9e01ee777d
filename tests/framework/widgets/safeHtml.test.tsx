import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextView } from '../../../src/framework/richtext/RichTextView';
import { SafeHtml } from '../../../src/framework/display/SafeHtml';
import type { RichTextDoc } from '../../../src/framework/richtext/types';
import { sanitizeHtml } from '../../../src/framework/display/sanitize';

const shown = (html: string) => render(<SafeHtml html={html} />).container.innerHTML;

describe('SafeHtml', () => {
  it('strips scripts, event handlers and javascript: links', () => {
    const html = shown('<p onclick="alert(1)">hi<script>alert(2)</script></p><img src="https://x.test/a.png" onerror="alert(3)"><a href="javascript:alert(4)">bad</a><a href="JaVaScRiPt:alert(5)">bad2</a>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript/i);
    expect(html).toContain('<p>hi</p>');
    expect(html).toContain('<img src="https://x.test/a.png">');
    expect(html).toContain('>bad</a>');
  });

  it('keeps http, https and data images and drops every other source', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const html = sanitizeHtml(`<img src="http://a.test/1.png"><img src="https://a.test/2.png"><img src="${png}"><img src="ftp://a.test/3.png"><img src="javascript:alert(1)"><img src="data:text/html,<script>alert(1)</script>"><img src="/relative.png"><img>`);
    expect(html.match(/<img/g)).toHaveLength(3);
    expect(html).toContain('http://a.test/1.png');
    expect(html).toContain('https://a.test/2.png');
    expect(html).toContain(png);
  });

  it('gives every link rel="noopener noreferrer" and allows only http, https and mailto', () => {
    const html = sanitizeHtml('<a href="https://a.test" target="_blank" rel="opener">a</a><a href="mailto:x@a.test">m</a><a href="ftp://a.test">f</a><a href="data:text/html,x">d</a>');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const links = [...doc.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('rel'))).toEqual(Array(4).fill('noopener noreferrer'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://a.test', 'mailto:x@a.test', null, null]);
  });

  it('drops styles, iframes, forms and foreign classes but keeps direction and indent classes', () => {
    const html = sanitizeHtml('<p dir="rtl" class="rt-indent-2 evil" style="position:fixed">x</p><iframe src="https://a.test"></iframe><form><input></form><style>p{}</style>');
    expect(html).toBe('<p dir="rtl" class="rt-indent-2">x</p>');
  });

  it('renders nothing for empty input and wraps content with dir="auto"', () => {
    expect(render(<SafeHtml html="" />).container).toBeEmptyDOMElement();
    const { container } = render(<SafeHtml html="<p>سلام</p>" />);
    expect(container.firstElementChild).toHaveAttribute('dir', 'auto');
  });
});

describe('RichTextView', () => {
  it('shows a stored document through the lazy converter and the sanitizer', async () => {
    const doc: RichTextDoc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'عنوان' }] },
        { type: 'paragraph', attrs: { indent: 2 }, content: [{ type: 'text', text: 'link', marks: [{ type: 'link', attrs: { href: 'https://a.test' } }] }] },
        { type: 'image', attrs: { src: 'javascript:alert(1)' } },
      ],
    };
    const { container } = render(<RichTextView value={doc} />);
    expect(await screen.findByRole('heading', { name: 'عنوان' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('link', { name: 'link' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('p')).toHaveClass('rt-indent-2');
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('shows plain text as text and HTML through SafeHtml', () => {
    const { container, rerender } = render(<RichTextView value={'<b>not bold</b>'} format="text" />);
    expect(container.textContent).toBe('<b>not bold</b>');
    rerender(<RichTextView value={'<b>bold</b><script>x</script>'} format="html" />);
    expect(container.innerHTML).toContain('<b>bold</b>');
    expect(container.innerHTML).not.toContain('script');
  });
});
