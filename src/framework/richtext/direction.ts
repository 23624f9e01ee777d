import { Extension } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    blockDirection: {
      /** Fixes the direction of the selected blocks; null returns them to `auto`. */
      setBlockDirection: (direction: 'ltr' | 'rtl' | null) => ReturnType;
    };
  }
}

const TYPES = ['paragraph', 'heading', 'blockquote', 'listItem'];

/**
 * Every block renders `dir="auto"` unless the author fixed it, so a Persian paragraph next to
 * an English one each take the direction of their own first strong character, in the editor and
 * in the shown HTML alike. Only an explicit ltr/rtl is stored, keeping documents small.
 */
export const Direction = Extension.create({
  name: 'blockDirection',

  addGlobalAttributes() {
    return [
      {
        types: TYPES,
        attributes: {
          dir: {
            default: null,
            parseHTML: (element) => {
              const dir = element.getAttribute('dir');
              return dir === 'ltr' || dir === 'rtl' ? dir : null;
            },
            renderHTML: (attributes) => ({ dir: attributes.dir === 'ltr' || attributes.dir === 'rtl' ? attributes.dir : 'auto' }),
          },
        },
      },
    ];
  },

  addCommands() {
    return {
      setBlockDirection:
        (direction) =>
        ({ tr, state, dispatch }) => {
          const { from, to } = state.selection;
          state.doc.nodesBetween(from, to, (node, pos) => {
            if (TYPES.includes(node.type.name) && node.attrs.dir !== direction) {
              tr.setNodeMarkup(pos, undefined, { ...node.attrs, dir: direction });
            }
            return true;
          });
          if (dispatch) dispatch(tr);
          return true;
        },
    };
  },
});
