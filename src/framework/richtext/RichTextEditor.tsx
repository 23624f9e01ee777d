import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromDoc, toDoc } from './convert';
import { richTextExtensions } from './extensions';
import { toolbarFor } from './tools';
import { Toolbar } from './Toolbar';
import { UrlDialogHost } from './UrlDialogHost';
import type { RichTextDoc, RichTextEditorProps, RichTextValue } from './types';
import '../display/richContent.css';
import './editor.css';

const serialize = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

/**
 * The Tiptap rich text editor. Loaded only through React.lazy (RichTextField), so Tiptap and
 * ProseMirror stay in this chunk. The value is exchanged in `format` (json by default: the
 * document the GraphQL RichText scalar stores).
 *
 * @example <RichTextEditor value={doc} onChange={setDoc} aria-label="Bio" toolbar="full" />
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, format = 'json', theme = 'snow', toolbar, isReadOnly = false, isInvalid = false, isRequired = false, onBlur, id } = props;
  const { 'aria-label': ariaLabel, 'aria-labelledby': labelledBy, 'aria-describedby': describedBy } = props;
  const extensions = useMemo(richTextExtensions, []);
  // Latest callbacks without re-creating the editor (useEditor would rebuild it on new deps).
  const handlers = useRef({ onChange, onBlur, format });
  handlers.current = { onChange, onBlur, format };
  // What which editor last emitted: an echo of it through `value` must not reset the selection,
  // while a re-created instance (it starts from the first value) must be brought up to date.
  const lastEmitted = useRef<{ editor: Editor; value: string } | null>(null);
  // The value from outside and what it reads as in this editor (tidied, attributes spelled out):
  // typing back to that text gives the form its own value again, so the form is clean again.
  const baseline = useRef<{ editor: Editor; value: RichTextValue; reads: string } | null>(null);
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);

  // The content element is the labelled textbox that assistive technology and Tab reach.
  const editorProps = useMemo(() => {
    const attributes: Record<string, string> = { role: 'textbox', 'aria-multiline': 'true', tabindex: '0', class: 'rt-content rt-editor' };
    if (id) attributes.id = id;
    if (ariaLabel) attributes['aria-label'] = ariaLabel;
    if (labelledBy) attributes['aria-labelledby'] = labelledBy;
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (isReadOnly) attributes['aria-readonly'] = 'true';
    if (isInvalid) attributes['aria-invalid'] = 'true';
    if (isRequired) attributes['aria-required'] = 'true';
    return { attributes };
  }, [id, ariaLabel, labelledBy, describedBy, isReadOnly, isInvalid, isRequired]);
  // Only the first value seeds the editor; later values go through the effect below.
  const [initialContent] = useState(() => toDoc(value, format));

  // Typed non-null with immediatelyRender, yet null or destroyed for a moment when a Suspense
  // boundary above hides and re-shows this tree (Tiptap then builds a new instance).
  const instance: Editor | null = useEditor({
    extensions,
    content: initialContent,
    editable: !isReadOnly,
    editorProps,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: e, transaction }) => {
      // Only a change someone made: a plugin tidying the document on any transaction (a trailing
      // paragraph after a final list, added as the focus arrives) must not mark the form as changed.
      if (!transaction.docChanged) return;
      const doc = fromDoc(e.getJSON() as RichTextDoc, handlers.current.format);
      const base = baseline.current;
      const next = base?.editor === e && base.reads === serialize(doc) ? (base.value ?? null) : doc;
      lastEmitted.current = { editor: e, value: serialize(next) };
      handlers.current.onChange(next);
    },
    onBlur: () => handlers.current.onBlur?.(),
  });
  const editor = instance && !instance.isDestroyed ? instance : null;

  // A value from outside (form reset, record loaded, format switch) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (lastEmitted.current?.editor === editor && lastEmitted.current.value === serialize(value)) return;
    const reads = () => serialize(fromDoc(editor.getJSON() as RichTextDoc, format));
    if (serialize(value) !== reads() && !(value == null && editor.isEmpty)) editor.commands.setContent(toDoc(value, format), { emitUpdate: false });
    baseline.current = { editor, value, reads: reads() };
  }, [editor, value, format]);

  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable === isReadOnly) editor.setEditable(!isReadOnly, false);
  }, [editor, isReadOnly]);

  if (!editor) return null;
  const groups = toolbarFor(toolbar);
  const showToolbar = theme !== 'none' && !isReadOnly;
  return (
    <div className={`rt-frame${isInvalid ? ' rt-frame--invalid' : ''}${isReadOnly ? ' rt-frame--readonly' : ''}`}>
      {showToolbar && theme === 'snow' && (
        <div className="rt-toolbar-bar">
          <Toolbar editor={editor} groups={groups} onDialog={setDialog} />
        </div>
      )}
      {showToolbar && theme === 'bubble' && <Bubble editor={editor} groups={groups} onDialog={setDialog} />}
      <EditorContent editor={editor} />
      <UrlDialogHost editor={editor} kind={dialog} close={() => setDialog(null)} />
    </div>
  );
}

/** The floating toolbar of the bubble theme, shown over a non-empty selection. */
function Bubble({ editor, groups, onDialog }: { editor: Editor; groups: ReturnType<typeof toolbarFor>; onDialog: (kind: 'link' | 'image') => void }) {
  return (
    <BubbleMenu editor={editor} className="rt-bubble">
      <div className="rt-bubble__box">
        <Toolbar editor={editor} groups={groups} onDialog={onDialog} />
      </div>
    </BubbleMenu>
  );
}
