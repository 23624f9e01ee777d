import type { Editor } from '@tiptap/core';
import { DialogContainer } from '../../ui/kit/Dialog';
import { UrlDialog } from './UrlDialog';

export interface UrlDialogHostProps {
  editor: Editor;
  kind: 'link' | 'image' | null;
  close: () => void;
}

/** Puts a link on the selection, or writes the address as linked text where nothing is selected. */
function applyLink(editor: Editor, href: string) {
  if (editor.state.selection.empty && !editor.isActive('link')) {
    editor.chain().focus().insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
  } else {
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  }
}

/**
 * The link/image dialog, hosted by the editor rather than the toolbar: a bubble toolbar hides
 * as soon as focus enters the dialog, and would take the dialog with it.
 */
export function UrlDialogHost({ editor, kind, close }: UrlDialogHostProps) {
  const href = kind === 'link' ? (editor.getAttributes('link').href as string | undefined) : undefined;
  return (
    <DialogContainer onDismiss={close}>
      {kind && (
        <UrlDialog
          kind={kind}
          initialUrl={href}
          onApply={(url, alt) => (kind === 'image' ? editor.chain().focus().setImage({ src: url, alt: alt || undefined }).run() : applyLink(editor, url))}
          onRemove={href ? () => editor.chain().focus().extendMarkRange('link').unsetLink().run() : undefined}
          close={close}
        />
      )}
    </DialogContainer>
  );
}
