/**
 * Types of the rich text widgets, free of Tiptap, so fields and display code can name them
 * without pulling the editor into their chunk.
 */

/** A Tiptap (ProseMirror) JSON document, as the GraphQL `RichText` scalar stores it. */
export interface RichTextDoc {
  type: 'doc';
  content?: RichTextNode[];
}

export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

/** How content is exchanged: `json` (the document, default), `html` or plain `text`. */
export type RichTextFormat = 'json' | 'html' | 'text';
export type RichTextValue = RichTextDoc | string | null | undefined;

/** snow: toolbar fixed above; bubble: floating toolbar on a selection; none: shortcuts only. */
export type RichTextTheme = 'snow' | 'bubble' | 'none';
export type ToolbarPreset = 'essential' | 'minimal' | 'full';

export const INDENT_MIN = 1;
export const INDENT_MAX = 8;

/** An indent level clamped to 1..8; anything below 1 (or not a number) means "not indented". */
export function clampIndent(level: unknown): number | null {
  const n = typeof level === 'string' ? Number.parseInt(level, 10) : level;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < INDENT_MIN) return null;
  return Math.min(INDENT_MAX, Math.floor(n));
}

export interface RichTextEditorProps {
  value: RichTextValue;
  /** The edited value; the value it was given (null too) when the text is back to what that says. */
  onChange: (value: RichTextDoc | string | null) => void;
  format?: RichTextFormat;
  theme?: RichTextTheme;
  /** Undefined gives the default toolbar (the same buttons as `essential`). */
  toolbar?: ToolbarPreset;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  /** Save demands a value: announced as required (the field's label shows the mark). */
  isRequired?: boolean;
  onBlur?: () => void;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}
