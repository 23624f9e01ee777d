import { Extension, type CommandProps } from '@tiptap/core';
import { listDepth } from './tabKeys';
import { clampIndent, INDENT_MAX } from './types';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    indent: {
      /** One level deeper (at most 8) for every paragraph or heading in the selection; in a list, nests the item. */
      indent: () => ReturnType;
      /** One level shallower, below 1 no longer indented; in a list, un-nests the item. */
      outdent: () => ReturnType;
      /** An explicit level, clamped to 1..8 (null or < 1 removes the indent). */
      setIndent: (level: number | null) => ReturnType;
    };
  }
}

const TYPES = ['paragraph', 'heading'];

/** Reads a level from our class, Quill's `ql-indent-N` (older stored HTML) or `data-indent`. */
function parseIndent(element: HTMLElement): number | null {
  const match = /(?:^|\s)(?:rt|ql)-indent-(\d+)(?:\s|$)/.exec(element.className ?? '');
  return clampIndent(match?.[1] ?? element.getAttribute('data-indent'));
}

function update(change: (level: number | null) => number | null) {
  return ({ tr, state, dispatch }: CommandProps) => {
    let changed = false;
    const { from, to } = state.selection;
    state.doc.nodesBetween(from, to, (node, pos) => {
      if (!TYPES.includes(node.type.name)) return true;
      const current = clampIndent(node.attrs.indent);
      const next = change(current);
      if (next !== current) {
        changed = true;
        tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: next });
      }
      return false;
    });
    if (changed && dispatch) dispatch(tr);
    // false when nothing moved (at level 8, or not indented): the toolbar shows the button disabled.
    return changed;
  };
}

/**
 * Indent levels 1..8 on paragraphs and headings, stored as an `indent` attribute and rendered as
 * the class `rt-indent-N` (styled in display/richContent.css).
 * Set from the toolbar or with Ctrl+] / Ctrl+[ (⌘ on a Mac), never with Tab (tabKeys.ts).
 */
export const Indent = Extension.create({
  name: 'indent',

  addGlobalAttributes() {
    return [
      {
        types: TYPES,
        attributes: {
          indent: {
            default: null,
            parseHTML: parseIndent,
            renderHTML: (attributes) => {
              const level = clampIndent(attributes.indent);
              return level ? { class: `rt-indent-${level}` } : {};
            },
          },
        },
      },
    ];
  },

  addCommands() {
    // A list item's level is its nesting; a paragraph's is its indent attribute.
    const inList = (props: CommandProps) => listDepth(props.state.selection.$from) > 0;
    return {
      indent: () => (props) => (inList(props) ? props.commands.sinkListItem('listItem') : update((level) => Math.min(INDENT_MAX, (level ?? 0) + 1))(props)),
      outdent: () => (props) => (inList(props) ? props.commands.liftListItem('listItem') : update((level) => clampIndent((level ?? 0) - 1))(props)),
      setIndent: (level) => update(() => clampIndent(level)),
    };
  },

  addKeyboardShortcuts() {
    // Tab is the way out of the editor (tabKeys.ts); these are the word processors' indent keys.
    return {
      'Mod-]': () => this.editor.commands.indent(),
      'Mod-[': () => this.editor.commands.outdent(),
    };
  },
});
