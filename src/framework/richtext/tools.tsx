import {
  IconBlockquote, IconBold, IconClearFormatting, IconCode, IconH1, IconH2, IconH3, IconIndentDecrease, IconIndentIncrease,
  IconItalic, IconLink, IconList, IconListNumbers, IconPhoto, IconStrikethrough, IconTextDirectionLtr, IconTextDirectionRtl,
  IconUnderline, type Icon,
} from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import type { ToolbarPreset } from './types';

export type ToolId =
  | 'heading1' | 'heading2' | 'heading3' | 'bold' | 'italic' | 'underline' | 'strike' | 'link' | 'orderedList' | 'bulletList'
  | 'blockquote' | 'codeBlock' | 'image' | 'outdent' | 'indent' | 'ltr' | 'rtl' | 'clean';

export interface Tool {
  icon: Icon;
  /** Toggles show pressed state (aria-pressed); actions are plain buttons. */
  isActive?: (editor: Editor) => boolean;
  /** Link and image ask for an address first; the toolbar opens its dialog for them. */
  dialog?: 'link' | 'image';
  run?: (editor: Editor) => void;
  isEnabled?: (editor: Editor) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();
const heading = (level: 1 | 2 | 3): Tool => ({
  icon: [IconH1, IconH2, IconH3][level - 1],
  isActive: (e) => e.isActive('heading', { level }),
  run: (e) => chain(e).toggleHeading({ level }).run(),
});
const mark = (name: 'bold' | 'italic' | 'underline' | 'strike', icon: Icon): Tool => ({
  icon,
  isActive: (e) => e.isActive(name),
  run: (e) => chain(e).toggleMark(name).run(),
});
const direction = (dir: 'ltr' | 'rtl', icon: Icon): Tool => ({
  icon,
  isActive: (e) => e.isActive('paragraph', { dir }) || e.isActive('heading', { dir }),
  // Pressing the active direction again returns the block to "auto" (by its own script).
  run: (e) => chain(e).setBlockDirection(e.isActive('paragraph', { dir }) || e.isActive('heading', { dir }) ? null : dir).run(),
});

export const TOOLS: Record<ToolId, Tool> = {
  heading1: heading(1),
  heading2: heading(2),
  heading3: heading(3),
  bold: mark('bold', IconBold),
  italic: mark('italic', IconItalic),
  underline: mark('underline', IconUnderline),
  strike: mark('strike', IconStrikethrough),
  link: { icon: IconLink, isActive: (e) => e.isActive('link'), dialog: 'link' },
  orderedList: { icon: IconListNumbers, isActive: (e) => e.isActive('orderedList'), run: (e) => chain(e).toggleOrderedList().run() },
  bulletList: { icon: IconList, isActive: (e) => e.isActive('bulletList'), run: (e) => chain(e).toggleBulletList().run() },
  blockquote: { icon: IconBlockquote, isActive: (e) => e.isActive('blockquote'), run: (e) => chain(e).toggleBlockquote().run() },
  codeBlock: { icon: IconCode, isActive: (e) => e.isActive('codeBlock'), run: (e) => chain(e).toggleCodeBlock().run() },
  image: { icon: IconPhoto, dialog: 'image' },
  outdent: { icon: IconIndentDecrease, run: (e) => chain(e).outdent().run(), isEnabled: (e) => e.can().outdent() },
  indent: { icon: IconIndentIncrease, run: (e) => chain(e).indent().run(), isEnabled: (e) => e.can().indent() },
  ltr: direction('ltr', IconTextDirectionLtr),
  rtl: direction('rtl', IconTextDirectionRtl),
  clean: { icon: IconClearFormatting, run: (e) => chain(e).unsetAllMarks().clearNodes().setIndent(null).setBlockDirection(null).run() },
};

/** The default toolbar (PRODUCT.md §7); `essential` is this same set. Groups are visual only. */
const DEFAULT_TOOLBAR: ToolId[][] = [
  ['heading1', 'heading2', 'heading3'],
  ['bold', 'italic', 'underline', 'link'],
  ['orderedList', 'bulletList'],
  ['clean'],
];

export const TOOLBARS: Record<ToolbarPreset, ToolId[][]> = {
  essential: DEFAULT_TOOLBAR,
  minimal: [['bold', 'italic', 'link']],
  full: [
    ['heading1', 'heading2', 'heading3'],
    ['bold', 'italic', 'underline', 'strike', 'link'],
    ['orderedList', 'bulletList', 'blockquote', 'codeBlock'],
    ['image'],
    ['outdent', 'indent'],
    ['ltr', 'rtl'],
    ['clean'],
  ],
};

export const toolbarFor = (preset: ToolbarPreset | undefined): ToolId[][] => (preset ? TOOLBARS[preset] : DEFAULT_TOOLBAR);
