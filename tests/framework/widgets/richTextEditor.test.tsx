import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/core';
import { describe, expect, it, vi } from 'vitest';
import RichTextEditor from '../../../src/framework/richtext/RichTextEditor';
import type { RichTextEditorProps } from '../../../src/framework/richtext/types';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { formValues, renderRichTextField, shimLayoutForProseMirror, toolbarButtons } from './editorHarness';

shimLayoutForProseMirror();

const DEFAULT_BUTTONS = ['Heading 1', 'Heading 2', 'Heading 3', 'Bold', 'Italic', 'Underline', 'Link', 'Numbered list', 'Bulleted list', 'Clear formatting'];

const toolbarLabels = () => toolbarButtons().map((b) => b.getAttribute('aria-label'));
const values = formValues;
const renderField = renderRichTextField;

describe('rich text editor', () => {
  it('is a labelled, focusable textbox whose default toolbar has exactly the default buttons in order', async () => {
    const { textbox } = await renderField();
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    expect(textbox).toHaveAttribute('tabindex', '0');
    expect(toolbarLabels()).toEqual(DEFAULT_BUTTONS);
    // The toolbar is one tab stop; arrows move inside it.
    expect(within(screen.getByRole('toolbar')).getAllByRole('button').filter((b) => b.tabIndex === 0)).toHaveLength(1);
  });

  it('offers the minimal and full presets', async () => {
    await renderField({ toolbar: 'minimal' });
    expect(toolbarLabels()).toEqual(['Bold', 'Italic', 'Link']);
  });

  it('translates the toolbar in Persian', async () => {
    await renderField({}, 'fa');
    expect(toolbarLabels()[3]).toBe('پررنگ');
  });

  it('keeps the Formik value as the JSON document and reflects marks in the toolbar', async () => {
    const { editor } = await renderField({ toolbar: 'full' });
    expect(toolbarLabels()).toEqual([...DEFAULT_BUTTONS.slice(0, 6), 'Strikethrough', 'Link', 'Numbered list', 'Bulleted list', 'Quote', 'Code block', 'Image', 'Decrease indent', 'Increase indent', 'Left-to-right text', 'Right-to-left text', 'Clear formatting']);
    act(() => void editor.chain().selectAll().run());
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    expect(values().bio).toEqual({ type: 'doc', content: [{ type: 'paragraph', attrs: { indent: null, dir: null }, content: [{ type: 'text', text: 'Hello', marks: [{ type: 'bold' }] }] }] });
  });

  it('gives the editor the focus back as a toolbar press ends, so the next key types rather than pressing the button again', async () => {
    const user = userEvent.setup();
    const { textbox, editor } = await renderField({ toolbar: 'full' });
    await user.click(textbox);
    act(() => void editor.commands.focus('end'));
    // No frame runs between the press and the key: tiptap's own focus waits for one.
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      await user.click(screen.getByRole('button', { name: 'Bold' }));
      expect(textbox).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
      expect((values().bio as { content: unknown[] }).content).toHaveLength(2);
    } finally {
      frame.mockRestore();
    }
  });

  it('indents with the toolbar and Ctrl+] / Ctrl+[, never with Tab, clamped to 1..8', async () => {
    const user = userEvent.setup();
    const { textbox, editor } = await renderField({ toolbar: 'full' });
    await user.click(textbox);
    act(() => void editor.commands.focus('end'));
    const indent = () => (values().bio as { content: { attrs?: { indent: number | null } }[] }).content[0].attrs?.indent;
    await user.keyboard('{Control>}]]{/Control}');
    expect(indent()).toBe(2);
    for (let i = 0; i < 10; i += 1) await user.click(screen.getByRole('button', { name: 'Increase indent' }));
    expect(indent()).toBe(8);
    expect(screen.getByRole('button', { name: 'Increase indent' })).toBeDisabled();
    await user.click(textbox);
    await user.keyboard('{Control>}[[{/Control}');
    expect(indent()).toBe(7);
    await user.click(screen.getByRole('button', { name: 'Clear formatting' }));
    // Back to how it was stored: the form has its own value again.
    expect(indent() ?? null).toBeNull();
  });

  it('refuses javascript: and ftp: image addresses in the image dialog and accepts https and data', async () => {
    const user = userEvent.setup();
    const { editor } = await renderField({ toolbar: 'full' });
    const insert = async (src: string) => {
      await user.click(screen.getByRole('button', { name: 'Image' }));
      const field = await screen.findByRole('textbox', { name: /Image address/ });
      await user.clear(field);
      await user.type(field, src);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
    };
    for (const bad of ['javascript:alert(1)', 'ftp://example.com/a.png']) {
      await insert(bad);
      expect(await screen.findByText('Images may only come from http, https or data addresses')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(JSON.stringify(values().bio)).not.toContain('image');
    await insert('https://example.com/a.png');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await insert('data:image/png;base64,iVBORw0KGgo=');
    await waitFor(() => expect(JSON.stringify(values().bio).match(/"type":"image"/g)).toHaveLength(2));
    expect(editor.getHTML()).toContain('src="https://example.com/a.png"');
  });

  it('shows no toolbar for theme none, and none while read-only', async () => {
    await renderField({ theme: 'none' });
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('is read-only when asked', async () => {
    const { textbox, editor } = await renderField({ isReadOnly: true });
    expect(textbox).toHaveAttribute('aria-readonly', 'true');
    expect(textbox).toHaveAttribute('contenteditable', 'false');
    expect(editor.isEditable).toBe(false);
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });
});

describe('rich text editor formats', () => {
  async function renderEditor(props: Partial<RichTextEditorProps>) {
    const onChange = vi.fn();
    await renderWithProviders(<RichTextEditor value={null} onChange={onChange} aria-label="Body" {...props} />);
    const textbox = await screen.findByRole('textbox', { name: 'Body' });
    return { onChange, editor: (textbox as HTMLElement & { editor: Editor }).editor };
  }

  it('exchanges HTML in html format', async () => {
    const { onChange, editor } = await renderEditor({ format: 'html', value: '<p>سلام <strong>world</strong></p><p class="ql-indent-2">x</p>' });
    expect(editor.getJSON().content?.[1].attrs?.indent).toBe(2);
    act(() => void editor.chain().focus('end').insertContent('!').run());
    expect(onChange).toHaveBeenLastCalledWith('<p dir="auto">سلام <strong>world</strong></p><p class="rt-indent-2" dir="auto">x!</p>');
  });

  it('exchanges plain text in text format', async () => {
    const { onChange, editor } = await renderEditor({ format: 'text', value: 'one\n<b>two</b>' });
    expect(editor.getHTML()).toContain('&lt;b&gt;two&lt;/b&gt;');
    act(() => void editor.chain().focus('end').insertContent('!').run());
    expect(onChange).toHaveBeenLastCalledWith('one\n<b>two</b>!');
  });

  it('shows the floating toolbar of the bubble theme only over a selection', async () => {
    const { editor } = await renderEditor({ theme: 'bubble', value: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'pick me' }] }] } });
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    act(() => void editor.chain().focus().selectAll().run());
    expect(await screen.findByRole('toolbar')).toBeInTheDocument();
  });
});
