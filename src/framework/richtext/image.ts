import Image from '@tiptap/extension-image';
import { NodeSelection } from '@tiptap/pm/state';
import { isSafeImageSrc } from '../display/safeUrls';

/**
 * The image node restricted to http, https and data:image sources (PRODUCT.md §7), checked at
 * every door: the setImage command, HTML parsing (which paste and setContent(html) use) and
 * rendering (a stored document that slipped through renders no src at all).
 */
export const SafeImage = Image.extend({
  addOptions() {
    return { ...this.parent!(), allowBase64: true };
  },

  addAttributes() {
    return {
      ...this.parent?.(),
      src: {
        default: null,
        parseHTML: (element: HTMLElement) => {
          const src = element.getAttribute('src');
          return isSafeImageSrc(src) ? src.trim() : null;
        },
        renderHTML: (attributes: Record<string, unknown>) => ({ src: isSafeImageSrc(attributes.src) ? attributes.src : null }),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element: HTMLElement) => (isSafeImageSrc(element.getAttribute('src')) ? null : false) }];
  },

  addCommands() {
    return {
      setImage:
        (options) =>
        ({ commands, state }) => {
          if (!isSafeImageSrc(options.src)) return false;
          const image = { type: this.name, attrs: { ...options, src: options.src.trim() } };
          // An inserted image ends up selected; the next one goes after it instead of replacing it.
          const { selection } = state;
          if (selection instanceof NodeSelection && selection.node.type.name === this.name) return commands.insertContentAt(selection.to, image);
          return commands.insertContent(image);
        },
    };
  },

  // The markdown `![alt](src)` input rule would insert any scheme; images come from the toolbar.
  addInputRules() {
    return [];
  },
});
