import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/core';
import { EditorState } from '@tiptap/pm/state';
import { afterEach, describe, expect, it } from 'vitest';
import { formIsDirty, formValues, renderRichTextField, shimLayoutForProseMirror } from './editorHarness';

shimLayoutForProseMirror();

const para = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const item = (text: string, ...nested: object[]) => ({ type: 'listItem', content: [para(text), ...nested] });
const list = (...items: object[]) => ({ type: 'bulletList', content: items });
const doc = (...content: object[]) => ({ type: 'doc', content });

const before = () => screen.getByRole('textbox', { name: 'Before' });
const after = () => screen.getByRole('textbox', { name: 'After' });
const inToolbar = () => within(screen.getByRole('toolbar')).getAllByRole('button').includes(document.activeElement as HTMLElement);

/** Puts the caret at the end of the block whose text is `text`. */
function caretAfter(editor: Editor, text: string) {
  let at = -1;
  editor.state.doc.descendants((node, pos) => {
    if (node.isText && node.text === text) at = pos + text.length;
  });
  act(() => void editor.commands.setTextSelection(at));
}

/** The shape of the stored list: each item's text, nested items in arrays. */
function outline(value: unknown): unknown[] {
  const walk = (nodes: { type: string; text?: string; content?: never[] }[] = []): unknown[] =>
    nodes.flatMap((node) => {
      if (node.type === 'text') return [node.text];
      if (node.type === 'bulletList') return [walk(node.content)];
      return walk(node.content);
    });
  return walk((value as { content: never[] }).content);
}

let escapes = 0;
const countEscapes = (event: KeyboardEvent) => void (event.key === 'Escape' && (escapes += 1));
afterEach(() => {
  document.removeEventListener('keydown', countEscapes);
  escapes = 0;
});

describe('rich text keyboard: Tab moves on', () => {
  it('leaves for the next control with Tab and the previous with Shift+Tab, changing nothing', async () => {
    const user = userEvent.setup();
    const { textbox } = await renderRichTextField({ toolbar: 'full' }, 'en', undefined, true);
    await user.click(before());
    await user.tab();
    expect(inToolbar()).toBe(true);
    await user.tab();
    expect(textbox).toHaveFocus();
    await user.tab();
    expect(after()).toHaveFocus();
    await user.tab({ shift: true });
    expect(textbox).toHaveFocus();
    await user.tab({ shift: true });
    expect(inToolbar()).toBe(true);
    expect(formIsDirty()).toBe(false);
  });

  it('passes through a document that starts with a list, both ways, without nesting or lifting it', async () => {
    const user = userEvent.setup();
    const start = doc(list(item('one'), item('two')), para('after'));
    const { textbox } = await renderRichTextField({}, 'en', start, true);
    await user.click(before());
    await user.tab();
    await user.tab();
    expect(textbox).toHaveFocus();
    await user.tab();
    expect(after()).toHaveFocus();
    await user.tab({ shift: true });
    expect(textbox).toHaveFocus();
    await user.tab({ shift: true });
    expect(inToolbar()).toBe(true);
    expect(formIsDirty()).toBe(false);
    expect(formValues().bio).toEqual(start);
  });

  it('nests and un-nests the list item being written in, and leaves where an item cannot move', async () => {
    const user = userEvent.setup();
    const { textbox, editor } = await renderRichTextField({}, 'en', doc(list(item('one'), item('two'))), true);
    await user.click(textbox);
    caretAfter(editor, 'two');
    await user.keyboard('{Tab}');
    expect(textbox).toHaveFocus();
    expect(outline(formValues().bio)).toEqual([['one', ['two']]]);
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(outline(formValues().bio)).toEqual([['one', 'two']]);
    // A top-level item is not lifted out of its list: Shift+Tab moves on, as elsewhere.
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(inToolbar()).toBe(true);
    expect(outline(formValues().bio)).toEqual([['one', 'two']]);
    // The first item has nothing to nest under: Tab moves on.
    await user.click(textbox);
    caretAfter(editor, 'one');
    await user.tab();
    expect(after()).toHaveFocus();
    expect(outline(formValues().bio)).toEqual([['one', 'two']]);
  });

  it('nests a list item with Ctrl+] and un-nests it with Ctrl+[ too', async () => {
    const user = userEvent.setup();
    const { textbox, editor } = await renderRichTextField({}, 'en', doc(list(item('one'), item('two'))));
    await user.click(textbox);
    caretAfter(editor, 'two');
    await user.keyboard('{Control>}]{/Control}');
    expect(outline(formValues().bio)).toEqual([['one', ['two']]]);
    await user.keyboard('{Control>}[[{/Control}');
    expect(outline(formValues().bio)).toEqual([['one', 'two']]);
  });

  it('lets go of the list on Esc, which goes no further; Tab then leaves', async () => {
    const user = userEvent.setup();
    const { textbox, editor } = await renderRichTextField({}, 'en', doc(list(item('one'), item('two'))), true);
    document.addEventListener('keydown', countEscapes);
    await user.click(textbox);
    caretAfter(editor, 'two');
    await user.keyboard('{Escape}');
    expect(escapes).toBe(0);
    expect(textbox).toHaveFocus();
    await user.tab();
    expect(after()).toHaveFocus();
    expect(outline(formValues().bio)).toEqual([['one', 'two']]);
    // Outside a list being written in, Esc is not the editor's: a drawer around it closes.
    await user.tab({ shift: true });
    await user.keyboard('{Escape}');
    expect(escapes).toBe(1);
  });
});

describe('rich text: focus alone changes nothing', () => {
  it('does not mark the form as changed when the editor tidies the document on a transaction', async () => {
    const start = doc(para('intro'), list(item('last')));
    const { editor } = await renderRichTextField({}, 'en', start);
    // The document as stored, before the editor's trailing-paragraph rule has run on it.
    act(() => editor.view.updateState(EditorState.create({ doc: editor.schema.nodeFromJSON(start), plugins: editor.state.plugins })));
    // What focusing does: a transaction that changes nothing itself.
    act(() => editor.view.dispatch(editor.state.tr.setMeta('focus', true)));
    expect(editor.state.doc.lastChild?.type.name).toBe('paragraph');
    expect(formIsDirty()).toBe(false);
    expect(formValues().bio).toEqual(start);
  });

  it('still reports a real edit, and going back to the stored text makes the form clean again', async () => {
    const user = userEvent.setup();
    const { textbox, editor } = await renderRichTextField();
    await user.click(textbox);
    act(() => void editor.commands.focus('end'));
    await user.keyboard('!');
    expect(formIsDirty()).toBe(true);
    await user.keyboard('{Backspace}');
    expect(formValues().bio).toEqual(doc(para('Hello')));
    expect(formIsDirty()).toBe(false);
  });

  it('gives an empty field back its null when what was typed is taken away again', async () => {
    const user = userEvent.setup();
    const { textbox, editor } = await renderRichTextField({}, 'en', null);
    await user.click(textbox);
    await user.keyboard('a');
    expect(formIsDirty()).toBe(true);
    // Select all and delete, as a user would (jsdom does not delete text on Backspace by itself).
    act(() => void editor.chain().selectAll().deleteSelection().run());
    expect(formValues().bio).toBeNull();
    expect(formIsDirty()).toBe(false);
  });
});
