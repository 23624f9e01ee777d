import { Extension, type Editor } from '@tiptap/core';
import type { ResolvedPos } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';

const ITEM = 'listItem';

/** How many list items a position is inside (0: not in a list; 2: a nested item). */
export function listDepth($pos: ResolvedPos): number {
  let depth = 0;
  for (let d = $pos.depth; d > 0; d -= 1) if ($pos.node(d).type.name === ITEM) depth += 1;
  return depth;
}

const caretDepth = (editor: Editor) => listDepth(editor.state.selection.$from);

/**
 * Tab and Shift+Tab move the focus out of the editor, as in every other field of a form (the
 * WAI-ARIA authoring practices: a text box keeps Tab only where it must, and says how to get
 * out). The one exception is a list the person is writing in: there Tab nests the item and
 * Shift+Tab un-nests a nested one, as word processors do. "Writing in" means a key was typed or
 * the pointer used since the focus arrived, so tabbing through a form never changes a document
 * that starts with a list; Esc ends it (Tab then leaves even inside a list). Indenting
 * paragraphs is on the toolbar and on Ctrl+] / Ctrl+[ (indent.ts).
 */
export const TabKeys = Extension.create({
  name: 'tabKeys',
  // Before every keymap (the list item's own binds Tab to nesting).
  priority: 1000,

  addProseMirrorPlugins() {
    const editor = this.editor;
    let writing = false;
    let pointer = false;
    return [
      new Plugin({
        key: new PluginKey('tabKeys'),
        props: {
          handleDOMEvents: {
            mousedown: () => {
              pointer = true;
              writing = true;
              return false;
            },
            focus: () => {
              writing = pointer;
              pointer = false;
              return false;
            },
            blur: () => {
              pointer = false;
              return false;
            },
            // Returning true here leaves the event to the browser: ProseMirror neither handles nor
            // prevents it, so a Tab it does not take moves the focus as anywhere else.
            keydown: (_view, event) => {
              if (event.key === 'Escape') {
                const held = writing && caretDepth(editor) > 0;
                writing = false;
                // Esc that only let go of the list is not also "close the drawer".
                if (held) event.stopPropagation();
                return held;
              }
              if (event.key !== 'Tab') {
                if (!['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) writing = true;
                return false;
              }
              if (event.ctrlKey || event.altKey || event.metaKey || !editor.isEditable) return true;
              const depth = writing ? caretDepth(editor) : 0;
              const nested = event.shiftKey
                ? depth > 1 && editor.commands.liftListItem(ITEM)
                : depth > 0 && editor.commands.sinkListItem(ITEM);
              if (nested) event.preventDefault();
              return true;
            },
          },
        },
      }),
    ];
  },
});
